import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { REGISTRATION_LANGUAGES, type RegistrationLanguage } from '@wf/shared/enums/registration';
import { lookup, interpolate, type Dictionary } from './translate.ts';

/**
 * Translations of the public registration pages (spec section 7: GET /translation/en_zh.json,
 * an object keyed en and zh, loaded once; section 4: loading retries twice and a missing text
 * falls back to the other language). A small context rather than i18next + react-i18next (the
 * architecture's choice for the staff shell) keeps about 15 KB gzipped out of this page's 200 KB
 * first load; it needs no plural or formatting features.
 */

export type Lang = RegistrationLanguage;
type Translations = Record<Lang, Dictionary>;

export interface I18n {
  lang: Lang;
  setLang: (lang: Lang) => void;
  /** The text for a dotted key (or the key itself when unknown), with {placeholders} filled. */
  t: (key: string, vars?: Record<string, string | number>) => string;
  /** The label of an enumeration value, e.g. opt('positions', 'Food Operator'). */
  opt: (group: string, value: string) => string;
}

const LANG_STORAGE_KEY = 'wf.registration.lang';
export const TRANSLATION_URL = '/translation/en_zh.json';

let loading: Promise<Translations> | null = null;

/** Fetches the translation file once per page load, retrying twice (three attempts in all). */
export function loadTranslations(fetchImpl: typeof fetch = fetch, retries = 2): Promise<Translations> {
  if (!loading) {
    loading = (async () => {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt++) {
        try {
          const res = await fetchImpl(TRANSLATION_URL);
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          return (await res.json()) as Translations;
        } catch (e) {
          lastError = e;
          if (attempt < retries) await new Promise((r) => setTimeout(r, 400 * (attempt + 1)));
        }
      }
      loading = null;
      throw lastError;
    })();
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

/** BCP 47 tag for the html lang attribute. */
export const htmlLang = (lang: Lang): string => (lang === 'zh' ? 'zh-Hans' : 'en');

const I18nContext = createContext<I18n | null>(null);

export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useI18n outside I18nProvider');
  return ctx;
}

export function I18nProvider({ translations, children }: { translations: Translations; children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);

  useEffect(() => {
    const previous = document.documentElement.lang;
    document.documentElement.lang = htmlLang(lang);
    return () => {
      document.documentElement.lang = previous || 'en';
    };
  }, [lang]);

  const setLang = useCallback((next: Lang) => {
    setLangState(next);
    try {
      sessionStorage.setItem(LANG_STORAGE_KEY, next);
    } catch {
      /* storage blocked */
    }
  }, []);

  const value = useMemo<I18n>(() => {
    const primary = translations[lang];
    const fallback = translations[lang === 'en' ? 'zh' : 'en'];
    const t = (key: string, vars?: Record<string, string | number>) => {
      // Keys ('validation.required') and, for the few messages the spec gives as text, literals.
      const literal = (d: Dictionary | undefined) => {
        const v = (d?.literals as Dictionary | undefined)?.[key];
        return typeof v === 'string' ? v : undefined;
      };
      const text = lookup(primary, key) ?? literal(primary) ?? lookup(fallback, key) ?? literal(fallback) ?? key;
      return vars ? interpolate(text, vars) : text;
    };
    const opt = (group: string, value: string) => {
      const pick = (d: Dictionary | undefined) => {
        const g = (d?.options as Dictionary | undefined)?.[group];
        const v = g && typeof g === 'object' ? (g as Dictionary)[value] : undefined;
        return typeof v === 'string' ? v : undefined;
      };
      return pick(primary) ?? pick(fallback) ?? value;
    };
    return { lang, setLang, t, opt };
  }, [lang, setLang, translations]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
