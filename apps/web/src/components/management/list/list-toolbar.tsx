import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ARCHIVED_FILTERS, type ArchivedFilter } from '@wf/shared/contracts/common/list-query';
import { menuOptions, type SelectOption } from './list-tools.tsx';
import type { ListSearch, UrlFilters } from './list-state.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';

export { useListSearch, useListState, useUrlFilters, type ListSearch, type UrlFilters } from './list-state.ts';
export {
  CreateButton,
  ListLoadError,
  ListPage,
  LoadErrorAlert,
  NoticeSnackbar,
  RecordLink,
} from './list-page-parts.tsx';

/**
 * The toolbar of the management lists: a debounced search box, select filters described by data
 * (or any element in their place), and an end slot (export). Filters kept in the URL go through
 * useUrlFilters (list-state.ts); every change goes back to the grid's first page. The page's other
 * parts are in list-page-parts.tsx; both are re-exported here.
 */

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

/** A select filter kept in the URL parameter `key` (the empty choice removes it). */
export function urlSelect(
  url: UrlFilters,
  key: string,
  value: string | undefined,
  spec: Omit<SelectFilterSpec, 'value' | 'onChange'>,
): SelectFilterSpec {
  return { ...spec, value: value ?? '', onChange: (v) => url.setParam(key, v) };
}

const ARCHIVED_KEYS: Record<ArchivedFilter, string> = {
  exclude: 'management.archived.exclude',
  include: 'management.archived.include',
  only: 'management.archived.only',
};

/** The "Archived" filter kept in the URL (?archived=include|only; absent: hide archived). */
export function archivedFilter(url: UrlFilters, t: TFunction): { archived: ArchivedFilter; filter: SelectFilterSpec } {
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
