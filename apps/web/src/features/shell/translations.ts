import type { LanguageId } from '@wf/shared/enums/languages';
export { isLanguage } from '@wf/shared/enums/languages';

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

