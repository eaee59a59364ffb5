import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { makeT, type Dictionary, type TFunction } from './translate.ts';

/**
 * The one i18n setup (docs/decisions/009-one-i18n.md): every page, staff or public, reads its text
 * through `useT()`. A provider loads the dictionaries of a language from its surface's catalogue
 * file (staff: /i18n/{lang}.json; public: /translation/en_zh.json, docs/product/shell.md#languages) and shows its
 * children once they are there, so no key ever flashes.
 */
export interface I18n<L extends string = string> {
  lang: L;
  t: TFunction;
  setLang: (lang: L) => void;
}

/** Outside any provider (unit tests): the dictionaries a test set up, else keys as they are. */
let defaultDicts: Dictionary[] = [];
export function setDefaultDictionaries(dicts: Dictionary[]): void {
  defaultDicts = dicts;
  defaultValue = { lang: 'en', t: makeT('en', dicts), setLang: () => undefined };
}
let defaultValue: I18n = { lang: 'en', t: makeT('en', defaultDicts), setLang: () => undefined };

const I18nContext = createContext<I18n | null>(null);

export function useT<L extends string = string>(): I18n<L> {
  return (useContext(I18nContext) ?? defaultValue) as unknown as I18n<L>;
}

/** True inside an I18nProvider (a page that can render with or without one provides its own). */
export function useI18nProvided(): boolean {
  return useContext(I18nContext) !== null;
}

/** BCP 47 tag for the html lang attribute. */
export const htmlLang = (lang: string): string => (lang === 'zh' ? 'zh-Hans' : lang);

export interface I18nProviderProps<L extends string> {
  lang: L;
  setLang: (lang: L) => void;
  /** The dictionaries of a language, most specific first (the language's, then its fallback). */
  load: (lang: L) => Promise<Dictionary[]>;
  /** The dictionaries of `lang` when the caller has them already (no empty first frame). */
  initial?: Dictionary[];
  /** Shown until the first language has loaded. */
  fallback?: ReactNode;
  /** Shown when no dictionary could be loaded at all. */
  failed?: (error: unknown) => ReactNode;
  children: ReactNode;
}

export function I18nProvider<L extends string>({ lang, setLang, load, initial, fallback = null, failed, children }: I18nProviderProps<L>) {
  const [state, setState] = useState<{ lang: L; dicts: Dictionary[] } | { error: unknown } | null>(() =>
    initial ? { lang, dicts: initial } : null,
  );
  useEffect(() => {
    if (state && 'dicts' in state && state.lang === lang) return;
    let live = true;
    load(lang).then(
      (dicts) => live && setState({ lang, dicts }),
      (error: unknown) => live && setState((s) => (s && 'dicts' in s ? s : { error })),
    );
    return () => {
      live = false;
    };
    // `state` is read only to skip a language already shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang, load]);
  const shown = state && 'dicts' in state ? state : null;
  useEffect(() => {
    if (shown) document.documentElement.lang = htmlLang(shown.lang);
  }, [shown]);
  const value = useMemo<I18n<L> | null>(
    () => (shown ? { lang: shown.lang, t: makeT(shown.lang, shown.dicts), setLang } : null),
    [shown, setLang],
  );
  if (state && 'error' in state) return <>{failed ? failed(state.error) : fallback}</>;
  if (!value) return <>{fallback}</>;
  return <I18nContext.Provider value={value as unknown as I18n}>{children}</I18nContext.Provider>;
}

/** Fetches JSON, trying `retries` more times with a short pause (docs/product/shell.md#languages: two retries). */
export async function fetchJsonWithRetry<T>(url: string, retries = 2, fetchImpl: typeof fetch = fetch): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      const res = await fetchImpl(url, { headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return (await res.json()) as T;
    } catch (e) {
      lastError = e;
      if (attempt < retries) await new Promise((r) => setTimeout(r, 300 * (attempt + 1)));
    }
  }
  throw lastError;
}
