import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { REGISTRATION_LANGUAGES, type RegistrationLanguage } from '@wf/shared/enums/registration';
import { I18nProvider as Provider, fetchJsonWithRetry, htmlLang, useT, type Dictionary, type TFunction } from '../../lib/i18n/index.ts';
import { prerenderedLang } from '../../lib/prerender.ts';
export { htmlLang };

/**
 * Translations of the public registration pages through the one i18n setup (lib/i18n,
 * docs/decisions/009): the catalogue is /translation/en_zh.json (docs/product/registration.md#fixed-values: an object
 * keyed en and zh, loaded once; section 4: loading retries twice and a missing text falls back to
 * the other language). `useI18n` adds `opt` (an enumeration value's label) to `useT`.
 */

export type Lang = RegistrationLanguage;
type Translations = Record<Lang, Dictionary>;

export interface I18n {
  lang: Lang;
  setLang: (lang: Lang) => void;
  /** The text for a dotted key (or the key itself when unknown), with {placeholders} filled. */
  t: TFunction;
  /** The label of an enumeration value, e.g. opt('positions', 'Food Operator'). */
  opt: (group: string, value: string) => string;
}

const LANG_STORAGE_KEY = 'wf.registration.lang';
export const TRANSLATION_URL = '/translation/en_zh.json';

let loading: Promise<Translations> | null = null;
/** The file once it has arrived: a page hydrating its pre-rendered HTML renders with it at once. */
let loaded: Translations | null = null;

/** Fetches the translation file once per page load, retrying twice (three attempts in all). */
export function loadTranslations(fetchImpl: typeof fetch = fetch, retries = 2): Promise<Translations> {
  if (loaded) return Promise.resolve(loaded);
  if (!loading) {
    loading = fetchJsonWithRetry<Translations>(TRANSLATION_URL, retries, fetchImpl);
    loading.then(
      (tr) => {
        loaded = tr;
      },
      () => {
        loading = null;
      },
    );
  }
  return loading;
}

/** The translations when they have loaded (or the pre-renderer gave them), else null. */
export function loadedTranslations(): Translations | null {
  return loaded;
}

/** The build's pre-renderer: the translation file, read from disk (null: forget it). */
export function primeTranslations(translations: Translations | null): void {
  loaded = translations;
  loading = null;
}

const isLang = (l: string | null): l is Lang => l !== null && (REGISTRATION_LANGUAGES as readonly string[]).includes(l);

/**
 * The language to start with: the one chosen earlier in this tab, else the one the server
 * pre-rendered the page in (the request's), else the browser's.
 */
export function initialLang(): Lang {
  const served = prerenderedLang();
  if (typeof window === 'undefined' && isLang(served)) return served;
  try {
    const saved = sessionStorage.getItem(LANG_STORAGE_KEY);
    if (isLang(saved)) return saved;
  } catch {
    /* storage blocked */
  }
  if (isLang(served)) return served;
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** The dictionaries of a language: its own (and its literal messages), then the other language's. */
function dictsFor(translations: Translations, lang: Lang): Dictionary[] {
  const other: Lang = lang === 'en' ? 'zh' : 'en';
  const literals = (d: Dictionary | undefined) => (d?.literals as Dictionary | undefined) ?? {};
  return [translations[lang], literals(translations[lang]), translations[other], literals(translations[other])];
}

export function useI18n(): I18n {
  const { lang, setLang, t } = useT<Lang>();
  return useMemo(() => {
    const opt = (group: string, value: string) => {
      const text = t(`options.${group}.${value}`);
      return text === `options.${group}.${value}` ? value : text;
    };
    return { lang, setLang, t, opt };
  }, [lang, setLang, t]);
}

export function I18nProvider({ translations, children }: { translations: Translations; children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const setLang = useCallback((next: Lang) => {
    setLangState(next);
    try {
      sessionStorage.setItem(LANG_STORAGE_KEY, next);
    } catch {
      /* storage blocked */
    }
  }, []);
  const load = useCallback((l: Lang) => Promise.resolve(dictsFor(translations, l)), [translations]);
  const initial = useMemo(() => dictsFor(translations, lang), [translations, lang]);
  return (
    <Provider lang={lang} setLang={setLang} load={load} initial={initial}>
      {children}
    </Provider>
  );
}
