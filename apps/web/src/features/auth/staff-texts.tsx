import { useCallback, useState, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type LanguageId } from '@wf/shared/enums/languages';
import { fetchJsonWithRetry, I18nProvider, useI18nProvided, type Dictionary } from '../../lib/i18n/index.ts';
import { prerenderedLang } from '../../lib/prerender.ts';

/**
 * The staff texts for the sign-in page when it is served on its own (the public entry, without
 * the staff app around it; docs/decisions/022): /i18n/{lang}.json in the language saved on this
 * device (the staff app's key), else the one the server pre-rendered the page in, else the
 * browser's. Inside the staff app the app's own provider is used as it is.
 */
const LANG_STORAGE_KEY = 'wf.lang';
const catalogueUrl = (lang: LanguageId) => `/i18n/${lang}.json`;

const loaded = new Map<LanguageId, Dictionary>();
const loading = new Map<LanguageId, Promise<Dictionary>>();

function catalogue(lang: LanguageId): Promise<Dictionary> {
  const have = loaded.get(lang);
  if (have) return Promise.resolve(have);
  let p = loading.get(lang);
  if (!p) {
    p = fetchJsonWithRetry<Dictionary>(catalogueUrl(lang)).then((d) => {
      loaded.set(lang, d);
      return d;
    });
    p.catch(() => loading.delete(lang));
    loading.set(lang, p);
  }
  return p;
}

function initialLang(): LanguageId {
  const served = prerenderedLang();
  if (typeof window === 'undefined') return isLanguage(served) ? served : DEFAULT_LANGUAGE;
  try {
    const saved = localStorage.getItem(LANG_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    /* storage blocked */
  }
  if (isLanguage(served)) return served;
  const nav = navigator.language.slice(0, 2).toLowerCase();
  return isLanguage(nav) ? nav : DEFAULT_LANGUAGE;
}

/** The catalogue of the language the page starts in (before hydrating it). */
export async function loadStartTexts(): Promise<void> {
  await catalogue(initialLang());
}

/** The build's pre-renderer: a catalogue read from disk. */
export function primeStaffTexts(lang: LanguageId, dict: Dictionary): void {
  loaded.set(lang, dict);
}

const load = (lang: LanguageId) => catalogue(lang).then((d) => [d]);

function OwnTexts({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<LanguageId>(initialLang);
  const setLang = useCallback((next: LanguageId) => {
    setLangState(next);
    try {
      localStorage.setItem(LANG_STORAGE_KEY, next);
    } catch {
      /* storage blocked */
    }
  }, []);
  const have = loaded.get(lang);
  return (
    <I18nProvider lang={lang} setLang={setLang} load={load} initial={have ? [have] : undefined}>
      {children}
    </I18nProvider>
  );
}

/** The staff app's texts when the page is inside it, else its own. */
export function StaffTexts({ children }: { children: ReactNode }) {
  return useI18nProvided() ? <>{children}</> : <OwnTexts>{children}</OwnTexts>;
}
