import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  ToolbarButton,
  type DataGridProps,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useT } from '../../lib/i18n/index.ts';
import { useMuiXLocale } from './mui-x-locale.ts';

const loadGridTexts = () => import('./grid-locales.ts').then((m) => m.gridLocaleTexts);

/** Paging, sorting and column visibility of a server-mode list (the query is built from them). */
export function useServerGrid(
  initialSort: GridSortModel = [],
  initialVisibility: GridColumnVisibilityModel | (() => GridColumnVisibilityModel) = {},
) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>(initialSort);
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>(initialVisibility);
  /** Back to the first page (a filter or the search changed). */
  const firstPage = useCallback(() => setPagination((p) => ({ ...p, page: 0 })), []);
  /** The paging of the query, pages counted from 1. */
  const page = { page: pagination.page + 1, pageSize: pagination.pageSize };
  return { pagination, setPagination, sort, setSort, visibility, setVisibility, firstPage, page };
}

/**
 * The sort of the query: the grid's column when the server sorts by it (else the fallback field),
 * and its direction (else the fallback direction).
 */
export function serverSort<F extends string>(
  sort: GridSortModel,
  fields: readonly F[],
  fallback: F,
  fallbackDir: 'asc' | 'desc' = 'asc',
): { sort: F; dir: 'asc' | 'desc' } {
  const field = sort[0]?.field;
  return {
    sort: field && (fields as readonly string[]).includes(field) ? (field as F) : fallback,
    dir: sort[0]?.sort || fallbackDir,
  };
}

export type ServerGridState = ReturnType<typeof useServerGrid>;

/** The grid of a server-mode list in its outlined paper: paging and sorting go to the server. */
export function ServerDataGrid<R extends GridValidRowModel>({
  grid,
  list,
  height = 640,
  chooseColumns = false,
  ...rest
}: {
  grid: ServerGridState;
  /** The list's query: its page of rows and total; loading while it fetches. */
  list: { data: { items: R[]; total: number } | undefined; isFetching: boolean };
  height?: number;
  /** A toolbar with the column chooser (lists with many optional columns). */
  chooseColumns?: boolean;
} & Omit<DataGridProps<R>, 'rows' | 'rowCount'>) {
  // The grid's texts in the staff language (mui-x-locale.ts) under the page's own.
  const languageText = useMuiXLocale(useT().lang, loadGridTexts);
  const localeText = languageText ? { ...languageText, ...rest.localeText } : rest.localeText;
  return (
    <Paper variant="outlined" sx={{ height }}>
      <DataGrid<R>
        rows={list.data?.items ?? []}
        rowCount={list.data?.total ?? 0}
        loading={list.isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={grid.pagination}
        onPaginationModelChange={grid.setPagination}
        pageSizeOptions={[10, 25, 50, 100]}
        sortModel={grid.sort}
        onSortModelChange={(m) => {
          grid.setSort(m);
          grid.firstPage();
        }}
        columnVisibilityModel={grid.visibility}
        onColumnVisibilityModelChange={grid.setVisibility}
        disableColumnFilter
        disableRowSelectionOnClick
        {...(chooseColumns ? { slots: { toolbar: ColumnsToolbar }, showToolbar: true } : {})}
        {...rest}
        {...(localeText ? { localeText } : {})}
      />
    </Paper>
  );
}

/** The visible grid columns that an export knows, in the export's order, as its `columns` parameter. */
export function exportColumns(
  keys: readonly string[],
  columns: readonly { field: string }[],
  visibility: GridColumnVisibilityModel,
): string {
  return keys.filter((k) => columns.some((c) => c.field === k) && visibility[k] !== false).join(',');
}

/** Fetches one page of a list; the last page stays on screen while the next one loads. */
export function useListQuery<Q, T>(
  query: Q,
  key: (query: Q) => QueryKey,
  fetch: (query: Q) => Promise<T>,
  options: { retry?: (count: number, error: unknown) => boolean; enabled?: boolean } = {},
) {
  return useQuery({ queryKey: key(query), queryFn: () => fetch(query), placeholderData: keepPreviousData, ...options });
}

/** The grid's toolbar: the column chooser (the filters and exports sit above the grid). */
function ColumnsToolbar() {
  const { t } = useT();
  return (
    <Toolbar>
      <Tooltip title={t('management.chooseColumns')}>
        <ColumnsPanelTrigger render={<ToolbarButton aria-label={t('management.chooseColumns')} />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}
