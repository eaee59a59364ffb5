import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { REGISTRATION_LANGUAGES, type RegistrationLanguage } from '@wf/shared/enums/registration';
import { I18nProvider as Provider, fetchJsonWithRetry, htmlLang, useT, type Dictionary, type TFunction } from '../../lib/i18n/index.ts';
export { htmlLang };

/**
 * Translations of the public registration pages through the one i18n setup (lib/i18n,
 * docs/decisions/009): the catalogue is the spec's /translation/en_zh.json (section 7: an object
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

/** Fetches the translation file once per page load, retrying twice (three attempts in all). */
export function loadTranslations(fetchImpl: typeof fetch = fetch, retries = 2): Promise<Translations> {
  if (!loading) {
    loading = fetchJsonWithRetry<Translations>(TRANSLATION_URL, retries, fetchImpl);
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** The language to start with: the one chosen earlier in this tab, else the browser's. */
export function initialLang(): Lang {
  try {
    const saved = sessionStorage.getItem(LANG_STORAGE_KEY);
    if (saved && (REGISTRATION_LANGUAGES as readonly string[]).includes(saved)) return saved as Lang;
  } catch {
    /* storage blocked */
  }
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
