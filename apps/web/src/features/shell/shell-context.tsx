import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, type LanguageId, type ShellSettings } from '@wf/shared/contracts/shell/settings';
import { shellApi, shellQueries } from './shell-api.ts';
import { fetchJson, loadTranslations, lookup, type Dict } from './translations.ts';

/** The user's shell settings (layout, scheme, theme, language), saved through the API. */
export function useShellSettings() {
  const client = useQueryClient();
  const { data } = useQuery(shellQueries.settings);
  const mutation = useMutation({
    mutationFn: shellApi.updateSettings,
    onMutate: (patch) => {
      const before = client.getQueryData<ShellSettings>(shellQueries.settings.queryKey);
      client.setQueryData<ShellSettings>(shellQueries.settings.queryKey, { ...(before ?? DEFAULT_SETTINGS), ...patch });
      return { before };
    },
    onError: (_e, _p, ctx) => client.setQueryData(shellQueries.settings.queryKey, ctx?.before),
    onSuccess: (saved) => client.setQueryData(shellQueries.settings.queryKey, saved),
  });
  return { settings: data ?? DEFAULT_SETTINGS, update: mutation.mutate };
}

type I18n = { lang: LanguageId; t(key: string, fallback?: string): string; setLang(lang: LanguageId): void };
const I18nContext = createContext<I18n>({ lang: 'en', t: (k, f) => f ?? k, setLang: () => undefined });

export function useT() {
  return useContext(I18nContext);
}

/** Loads ./i18n/{lang}.json (two retries, falls back to en) whenever the language changes. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { settings, update } = useShellSettings();
  const [dict, setDict] = useState<Dict | null>(null);
  const lang = settings.language;
  useEffect(() => {
    let live = true;
    void loadTranslations(lang, fetchJson).then((res) => {
      if (!live) return;
      if (!res) console.error('Translations could not be loaded.');
      setDict(res?.dict ?? null);
      document.documentElement.lang = res?.lang ?? 'en';
    });
    return () => {
      live = false;
    };
  }, [lang]);
  const t = useCallback((key: string, fallback?: string) => lookup(dict, key, fallback), [dict]);
  const setLang = useCallback((l: LanguageId) => update({ language: l }), [update]);
  const value = useMemo(() => ({ lang, t, setLang }), [lang, t, setLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
