import { useEffect, useState } from 'react';

/**
 * The built-in texts of MUI X in the staff language, from one place: the data grid's (column menu,
 * pagination "Rows per page" and "of", filter panel, no rows; grid-locales.ts) and the date
 * pickers' (calendar labels, month and weekday names through the dayjs locale; picker-locales.ts).
 * English is MUI's default, so nothing loads for it; zh and tr load on first use, each from the
 * chunk of the component that shows them (ServerDataGrid, DateField), so the sign-in page and its
 * entry name no new chunk.
 */
export type Localized<T> = Record<'zh' | 'tr', T>;

const loaded = new Map<() => Promise<unknown>, unknown>();

/** `load()`'s texts of `lang` once they have come (undefined for English, and until then). */
export function useMuiXLocale<T>(lang: string, load: () => Promise<Localized<T>>): T | undefined {
  const [, setShown] = useState(0);
  const all = loaded.get(load) as Localized<T> | undefined;
  const wanted = lang === 'zh' || lang === 'tr';
  useEffect(() => {
    if (!wanted || loaded.has(load)) return;
    let live = true;
    load().then(
      (texts) => {
        loaded.set(load, texts);
        if (live) setShown((n) => n + 1);
      },
      () => undefined, // offline for a moment: MUI's English texts stay until the next render that asks
    );
    return () => {
      live = false;
    };
  }, [wanted, load]);
  return wanted ? all?.[lang as keyof Localized<T>] : undefined;
}
