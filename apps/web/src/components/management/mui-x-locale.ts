import { useEffect, useState } from 'react';
import type { ThemeOptions } from '@mui/material/styles';

/**
 * The built-in texts of MUI X in the staff language, from one place: the data grid's (column menu,
 * pagination "Rows per page" and "of", filter panel, no rows) and the date pickers' (calendar
 * labels; month and weekday names through the dayjs locale). The main layout adds them to its
 * theme; ServerDataGrid lays a page's own texts (no rows) over them. English is MUI's default, so
 * nothing loads for it; zh and tr load on first use in their own chunk, never with the sign-in page.
 */
export type MuiXLocalization = ReadonlyArray<Pick<ThemeOptions, 'components'>>;

const LOADERS: Partial<Record<string, () => Promise<{ localization: MuiXLocalization }>>> = {
  zh: () => import('./mui-x-locale-zh.ts'),
  tr: () => import('./mui-x-locale-tr.ts'),
};

const NONE: MuiXLocalization = [];
const loaded = new Map<string, MuiXLocalization>();

/** The theme additions of `lang` (none until they have loaded, and none for English). */
export function useMuiXLocalization(lang: string): MuiXLocalization {
  const [, setShown] = useState<string | null>(null);
  useEffect(() => {
    const load = LOADERS[lang];
    if (!load || loaded.has(lang)) return;
    let live = true;
    load().then(
      (m) => {
        loaded.set(lang, m.localization);
        if (live) setShown(lang);
      },
      () => undefined, // offline for a moment: MUI's English texts stay until the next language change
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return loaded.get(lang) ?? NONE;
}
