import { LANGUAGE_IDS, type LanguageId } from '@wf/shared/contracts/shell/settings';

export type Dict = Record<string, unknown>;

/**
 * Shell translations: ./i18n/{lang}.json. Each file is tried up to three times (two retries);
 * when a language cannot be loaded the next one in the fallback order is tried, ending with en.
 */
export async function loadTranslations(
  lang: LanguageId,
  fetcher: (url: string) => Promise<Dict>,
  retries = 2,
): Promise<{ lang: LanguageId; dict: Dict } | null> {
  const order: LanguageId[] = [lang, ...(lang === 'en' ? [] : (['en'] as LanguageId[]))];
  for (const l of order) {
    for (let attempt = 0; attempt <= retries; attempt++) {
      try {
        return { lang: l, dict: await fetcher(`/i18n/${l}.json`) };
      } catch {
        // try again, then fall back
      }
    }
  }
  return null;
}

export async function fetchJson(url: string): Promise<Dict> {
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${res.status}`);
  return (await res.json()) as Dict;
}

/** Looks up 'a.b.c' in a nested dictionary; the key itself when missing. */
export function lookup(dict: Dict | null | undefined, key: string, fallback?: string): string {
  let cur: unknown = dict;
  for (const part of key.split('.')) {
    if (cur && typeof cur === 'object' && part in (cur as Dict)) cur = (cur as Dict)[part];
    else return fallback ?? key;
  }
  return typeof cur === 'string' ? cur : (fallback ?? key);
}

export const isLanguage = (v: unknown): v is LanguageId => typeof v === 'string' && (LANGUAGE_IDS as readonly string[]).includes(v);
