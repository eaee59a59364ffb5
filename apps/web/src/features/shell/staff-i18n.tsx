import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type LanguageId } from '@wf/shared/enums/languages';
import { I18nProvider, useT, type Dictionary } from '../../lib/i18n/index.ts';
import { fetchJson, isLanguage, loadTranslations } from './translations.ts';

const LANG_STORAGE_KEY = 'wf.lang';

/** Before sign-in: the language used last on this device, else the browser's, else English. */
function initialLang(): LanguageId {
  try {
    const saved = localStorage.getItem(LANG_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    /* storage blocked */
  }
  const nav = typeof navigator !== 'undefined' ? navigator.language.slice(0, 2).toLowerCase() : '';
  return isLanguage(nav) ? nav : DEFAULT_LANGUAGE;
}

const cache = new Map<LanguageId, Promise<Dictionary>>();
/** ./i18n/{lang}.json, once per page load (two retries, then English: translations.ts). */
function catalogue(lang: LanguageId): Promise<Dictionary> {
  let p = cache.get(lang);
  if (!p) {
    p = loadTranslations(lang, fetchJson).then((res) => {
      if (!res) throw new Error('The translations could not be loaded.');
      return res.dict as Dictionary;
    });
    p.catch(() => cache.delete(lang));
    cache.set(lang, p);
  }
  return p;
}

/** The language's catalogue, then English for any key it lacks. */
async function loadStaff(lang: LanguageId): Promise<Dictionary[]> {
  return lang === 'en' ? [await catalogue('en')] : Promise.all([catalogue(lang), catalogue('en').catch(() => ({}))]);
}

function LoadFailed({ error }: { error: unknown }) {
  // Before any catalogue exists: the one place with fixed text, in the staff languages.
  return (
    <main role="alert" style={{ fontFamily: 'system-ui, sans-serif', padding: 48, textAlign: 'center' }}>
      {/* Before any catalogue loads, so no t(): the same text in the three staff languages. */}
      {/* eslint-disable-next-line i18next/no-literal-string */}
      <h1>{'Something went wrong · 出错了 · Bir şeyler ters gitti'}</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {/* eslint-disable-next-line i18next/no-literal-string */}
        {'Reload · 重新加载 · Yeniden yükle'}
      </button>
    </main>
  );
}

/** The staff app's i18n (every page under the router): see lib/i18n. */
export function StaffI18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<LanguageId>(initialLang);
  const setLang = useCallback((next: LanguageId) => {
    setLangState(next);
    try {
      localStorage.setItem(LANG_STORAGE_KEY, next);
    } catch {
      /* storage blocked */
    }
  }, []);
  return (
    <I18nProvider lang={lang} setLang={setLang} load={loadStaff} fallback={<div aria-busy="true" />} failed={(e) => <LoadFailed error={e} />}>
      {children}
    </I18nProvider>
  );
}

/** Signed in: the language saved in the user's settings wins over the device's. */
export function useLanguageFromSettings(language: LanguageId | undefined): void {
  const { lang, setLang } = useT<LanguageId>();
  useEffect(() => {
    if (language && language !== lang) setLang(language);
    // Only when the saved setting changes, not when the device language does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
}
