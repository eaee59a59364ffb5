import { Fragment, isValidElement, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { ARCHIVED_FILTERS, type ArchivedFilter } from '@wf/shared/contracts/common/list-query';
import { menuOptions, PageHeader, useDebounced, type SelectOption } from './list-tools.tsx';
import { useServerGrid } from './server-grid.tsx';
import { useT, type TFunction } from '../../lib/i18n/index.ts';

/**
 * The toolbar of the management lists: a debounced search box, select filters described by data
 * (or any element in their place), and an end slot (export). Filters kept in the URL go through
 * useUrlFilters; every change goes back to the grid's first page.
 */

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
  /** Sets several parameters at once; an empty value removes one; the page goes back to the first. */
  const set = (entries: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries({ ...entries, page: undefined })) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
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

export type { SelectOption };

/** A select filter described by data. */
export type SelectFilterSpec = {
  label: string;
  value: string;
  onChange(value: string): void;
  minWidth: number;
  /** The first option, value '' (e.g. "All statuses"); none when absent. */
  allLabel?: string;
  /** A string is its own label. */
  options: readonly SelectOption[];
};

export function SelectFilter({ label, value, onChange, minWidth, allLabel, options }: SelectFilterSpec) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth }}
    >
      {menuOptions(allLabel === undefined ? options : [{ value: '', label: allLabel }, ...options])}
    </TextField>
  );
}

const ARCHIVED_KEYS: Record<ArchivedFilter, string> = {
  exclude: 'management.archived.exclude',
  include: 'management.archived.include',
  only: 'management.archived.only',
};

/** The "Archived" filter kept in the URL (?archived=include|only; absent: hide archived). */
export function archivedFilter(
  url: UrlFilters,
  t: TFunction,
): { archived: ArchivedFilter; filter: SelectFilterSpec } {
  const archived = url.pick('archived', ARCHIVED_FILTERS) ?? 'exclude';
  return {
    archived,
    filter: {
      label: t('management.archived.label'),
      value: archived,
      onChange: (v) => url.setParam('archived', v === 'exclude' ? undefined : v),
      minWidth: 170,
      options: ARCHIVED_FILTERS.map((a) => ({ value: a, label: t(ARCHIVED_KEYS[a]) })),
    },
  };
}

export type SearchFieldProps = {
  search: ListSearch;
  label: string;
  /** The input's accessible name when it differs from the label. */
  ariaLabel?: string;
  minWidth: number | Record<string, number>;
};

export function SearchField({ search, label, ariaLabel, minWidth }: SearchFieldProps) {
  return (
    <TextField
      label={label}
      size="small"
      value={search.value}
      onChange={(e) => search.onChange(e.target.value)}
      // A phone's toolbar is one column: the field takes its width, never more.
      sx={{ minWidth: typeof minWidth === 'number' ? { xs: 0, sm: minWidth } : { xs: 0, ...minWidth } }}
      slotProps={{ htmlInput: ariaLabel ? { maxLength: 100, 'aria-label': ariaLabel } : { maxLength: 100 } }}
    />
  );
}

export type ToolbarFilter = SelectFilterSpec | ReactElement | false | null | undefined;

export function ListToolbar({
  search,
  filters = [],
  end,
  wrap = false,
}: {
  search?: SearchFieldProps;
  /** In order; an element stands as it is (a chip, an autocomplete, a switch). */
  filters?: readonly ToolbarFilter[];
  /** Pushed to the end of the row (export). */
  end?: ReactNode;
  /** Wraps onto more lines instead of centring one row (many filters). */
  wrap?: boolean;
}) {
  // No empty band: a toolbar with nothing in it is not drawn.
  if (!search && !filters.some(Boolean) && !end) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap={wrap}
        sx={wrap ? { flexWrap: 'wrap' } : { alignItems: { md: 'center' } }}
      >
        {search && <SearchField {...search} />}
        {filters.map((f, i) =>
          !f ? null : isValidElement(f) ? <Fragment key={i}>{f}</Fragment> : <SelectFilter key={f.label} {...f} />,
        )}
        {end && (
          <>
            <Box sx={{ flex: 1 }} />
            {end}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The contained "create" link of a list (header or empty state). */
export function CreateButton({
  to,
  icon = <AddIcon />,
  children,
}: {
  to: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={icon}>
      {children}
    </Button>
  );
}

/** The error above a list whose load failed, with Retry when asked. */
export function LoadErrorAlert({
  query,
  retry = false,
  children,
}: {
  query: { isError: boolean; refetch(): unknown };
  retry?: boolean;
  children: ReactNode;
}) {
  const { t } = useT();
  if (!query.isError) return null;
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={retry ? <Button onClick={() => void query.refetch()}>{t('management.retry')}</Button> : undefined}
    >
      {children}
    </Alert>
  );
}

/** A list page: its padding and header (title, subtitle, actions); the toolbar, grid and dialogs as children. */
export function ListPage({
  title,
  subtitle,
  actions,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </Box>
  );
}

/** The name cell of a list: a link to the record (not also a row click), "Archived" after it. */
export function RecordLink({ to, archived, children }: { to: string; archived: boolean; children: ReactNode }) {
  const { t } = useT();
  return (
    <Link
      component={RouterLink}
      to={to}
      onClick={(e) => e.stopPropagation()}
      underline="hover"
      sx={{ fontWeight: 600 }}
    >
      {children}
      {archived && <Chip size="small" label={t('management.archived.label')} sx={{ ml: 1 }} />}
    </Link>
  );
}
