import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlParamsUpdate } from '../../../lib/url-params.ts';
import { useDebounced } from './list-tools.tsx';
import { useServerGrid } from './server-grid.tsx';

/** What a filter change needs of the grid (useServerGrid). */
type Pager = { firstPage(): void; update?(entries: Record<string, string | undefined>): void };

/**
 * The search box's text and its debounced, trimmed value (300 ms) that the query uses; the debounced
 * value is kept in the URL (?search=) so Back returns to the same view.
 */
export function useListSearch(grid: Pager, initial = '') {
  const [value, setValue] = useState(initial);
  const debounced = useDebounced(value.trim(), 300);
  const written = useRef(initial.trim());
  const update = grid.update;
  useEffect(() => {
    if (!update || debounced === written.current) return;
    written.current = debounced;
    update({ search: debounced || undefined, page: undefined });
  }, [debounced, update]);
  const onChange = (text: string) => {
    setValue(text);
    grid.firstPage();
  };
  return { value, setValue, onChange, debounced };
}

export type ListSearch = ReturnType<typeof useListSearch>;

/** Filters kept in the URL's search parameters (replaced, not pushed); a change goes back to page one. */
export function useUrlFilters(grid: Pager) {
  const [params, setParams] = useSearchParams();
  const updateUrl = useUrlParamsUpdate();
  /** Sets several parameters at once; an empty value removes one; the page goes back to the first. */
  const set = (entries: Record<string, string | undefined>) => {
    updateUrl({ ...entries, page: undefined });
    if (!grid.update) grid.firstPage();
  };
  /** A parameter's value when it is one of the allowed values. */
  const pick = <T extends string>(key: string, allowed: readonly T[]): T | undefined => {
    const v = params.get(key) ?? '';
    return (allowed as readonly string[]).includes(v) ? (v as T) : undefined;
  };
  return {
    params,
    setParams,
    set,
    setParam: (key: string, value: string | undefined) => set({ [key]: value }),
    pick,
  };
}

export type UrlFilters = ReturnType<typeof useUrlFilters>;

/**
 * What a server-mode list keeps: the grid's paging, sort and columns; its filters in the URL; and
 * the search box (its first text from ?search=).
 */
export function useListState(...gridArgs: Parameters<typeof useServerGrid>) {
  const grid = useServerGrid(...gridArgs);
  const url = useUrlFilters(grid);
  const search = useListSearch(grid, url.params.get('search') ?? '');
  return { grid, url, search };
}
