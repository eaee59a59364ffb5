import { Fragment, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import {
  DataGrid,
  GridPreferencePanelsValue,
  useGridApiRef,
  type DataGridProps,
  type GridColDef,
  type GridRenderCellParams,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useT } from '../../lib/i18n/index.ts';
import { useMuiXLocale } from './mui-x-locale.ts';

const loadGridTexts = () => import('./grid-locales.ts').then((m) => m.gridLocaleTexts);

const PAGE_SIZES = [10, 25, 50, 100];
const DEFAULT_PAGE_SIZE = 25;

/** A sort model as its URL value ("name.asc"; "none" for no sort). */
function sortParam(model: GridSortModel): string {
  const s = model[0];
  return s?.sort ? `${s.field}.${s.sort}` : 'none';
}

/** The sort model of a URL value (the default sort when absent or malformed). */
function parseSort(value: string | null, fallback: GridSortModel): GridSortModel {
  if (value === 'none') return [];
  const m = value ? /^([A-Za-z0-9_]+)\.(asc|desc)$/.exec(value) : null;
  return m ? [{ field: m[1]!, sort: m[2] as 'asc' | 'desc' }] : fallback;
}

/**
 * Paging, sorting and column visibility of a server-mode list (the query is built from them).
 * The page (?page=, from 1), page size (?size=) and sort (?sort=field.dir) live in the URL, replaced
 * not pushed, so Back from a record returns to the same view; a default is left out of the URL.
 */
export function useServerGrid(
  initialSort: GridSortModel = [],
  initialVisibility: GridColumnVisibilityModel | (() => GridColumnVisibilityModel) = {},
) {
  const [params, setParams] = useSearchParams();
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>(initialVisibility);
  const apiRef = useGridApiRef();
  const pageNo = Math.max(0, Math.floor(Number(params.get('page') ?? '1')) - 1) || 0;
  const sizeNo = Number(params.get('size'));
  const pageSize = PAGE_SIZES.includes(sizeNo) ? sizeNo : DEFAULT_PAGE_SIZE;
  const pagination = useMemo<GridPaginationModel>(() => ({ page: pageNo, pageSize }), [pageNo, pageSize]);
  const rawSort = params.get('sort');
  const defaultSort = sortParam(initialSort);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the default sort is compared by value
  const sort = useMemo(() => parseSort(rawSort, initialSort), [rawSort, defaultSort]);
  /** Several grid parameters in one URL change (an empty value removes one). */
  const update = useCallback(
    (entries: Record<string, string | undefined>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(entries)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPagination = useCallback(
    (m: GridPaginationModel) =>
      update({
        page: m.page > 0 ? String(m.page + 1) : undefined,
        size: m.pageSize !== DEFAULT_PAGE_SIZE ? String(m.pageSize) : undefined,
      }),
    [update],
  );
  const setSort = useCallback(
    (m: GridSortModel) => {
      const value = sortParam(m);
      update({ sort: value === defaultSort ? undefined : value, page: undefined });
    },
    [update, defaultSort],
  );
  /** Back to the first page (a filter or the search changed). */
  const firstPage = useCallback(() => update({ page: undefined }), [update]);
  /** The paging of the query, pages counted from 1. */
  const page = { page: pagination.page + 1, pageSize: pagination.pageSize };
  return { pagination, setPagination, sort, setSort, visibility, setVisibility, firstPage, page, apiRef, update };
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

/** Elements of a cell that act on their own (Enter on them is theirs). */
const INTERACTIVE = 'a,button,input';

/**
 * Columns that share the list's width: every column but the row actions grows with the width (its
 * width or flex as its share) and narrows to a minimum, so the visible columns fit at 1440 px; the
 * first column (the record's name) keeps its full minimum and wraps onto a second line instead of
 * being cut.
 */
export function fitColumns<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  /** The grid's width and its visible columns: the minimums shrink (to 80 px) until they fit. */
  room?: { width: number; visibility: GridColumnVisibilityModel },
): GridColDef<R>[] {
  const fitted = columns.map((c, i) => {
    if (c.type === 'actions') return c;
    const base = c.width ?? (c.flex ? Math.max(c.minWidth ?? 120, 120) : 120);
    const share = c.flex ? c.flex * 150 : base;
    const floor = c.minWidth ?? base;
    return {
      ...c,
      width: undefined,
      flex: share / 100,
      minWidth: i === 0 ? Math.max(floor, 180) : Math.max(MIN_COLUMN, Math.round(Math.min(floor, base) * 0.75)),
    };
  });
  if (!room || room.width <= 0) return fitted;
  const shown = fitted.filter((c) => room.visibility[c.field] !== false);
  const fixed = shown.reduce(
    (n, c, i) => n + (i === 0 ? (c.minWidth ?? 0) : c.type === 'actions' ? (c.width ?? 100) : 0),
    0,
  );
  const flexible = shown.slice(1).filter((c) => c.type !== 'actions');
  const wanted = flexible.reduce((n, c) => n + (c.minWidth ?? MIN_COLUMN), 0);
  // The vertical scroll bar and the borders take some of the width.
  const left = room.width - SCROLLBAR - fixed;
  if (wanted <= left) return fitted;
  const factor = left / wanted;
  return fitted.map((c, i) =>
    i === 0 || c.type === 'actions'
      ? c
      : { ...c, minWidth: Math.max(MIN_COLUMN, Math.floor((c.minWidth ?? MIN_COLUMN) * factor)) },
  );
}

/** The narrowest a column gets (beyond that the grid scrolls sideways, the first column pinned). */
const MIN_COLUMN = 80;
const SCROLLBAR = 20;

/** The first column's cells and header stay at the left edge when the grid scrolls sideways. */
const STICKY_FIRST_COLUMN = {
  '& .MuiDataGrid-cell[data-colindex="0"], & .MuiDataGrid-columnHeader[aria-colindex="1"]': {
    position: 'sticky',
    left: 0,
    zIndex: 2,
    backgroundColor: 'background.paper',
    boxShadow: (theme: Theme) => `1px 0 0 ${theme.palette.divider}`,
  },
  '& .MuiDataGrid-row:hover .MuiDataGrid-cell[data-colindex="0"]': {
    backgroundImage: (theme: Theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
  // The name wraps onto a second line rather than being cut.
  '& .MuiDataGrid-cell[data-colindex="0"]': {
    whiteSpace: 'normal',
    lineHeight: 1.25,
    display: 'flex',
    alignItems: 'center',
    overflowWrap: 'anywhere',
  },
} as const;

/**
 * The one list of the staff pages: a server-mode grid in its outlined paper (paging and sorting go
 * to the server, kept in the URL by useServerGrid), the first column pinned to the left edge, a row
 * that opens its record on a click or Enter (`onOpen`), and below 600 px cards with the key fields
 * (`cardFields`, else the first four visible columns) instead of a table that scrolls sideways.
 */
export function ServerDataGrid<R extends GridValidRowModel>({
  grid,
  list,
  height = 640,
  onOpen,
  cardFields,
  sx,
  ...rest
}: {
  grid: ServerGridState;
  /** The list's query: its page of rows and total; loading while it fetches. */
  list: { data: { items: R[]; total: number } | undefined; isFetching: boolean };
  height?: number;
  /** Opens a row's record (row click, Enter on a focused row, a card's click). */
  onOpen?: (row: R) => void;
  /** The fields a card shows under its title (the first column); the first visible columns by default. */
  cardFields?: readonly string[];
  /** @deprecated the column chooser sits in the list toolbar (ColumnsButton); kept for callers. */
  chooseColumns?: boolean;
} & Omit<DataGridProps<R>, 'rows' | 'rowCount'>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // The grid's texts in the staff language (mui-x-locale.ts) under the page's own.
  const languageText = useMuiXLocale(useT().lang, loadGridTexts);
  const localeText = languageText ? { ...languageText, ...rest.localeText } : rest.localeText;
  const { chooseColumns: _ignored, columns: given, ...gridProps } = rest;
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  /** The paper's width, followed as the window changes. */
  const measure = useCallback((el: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!el || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => setWidth(Math.round(entry?.contentRect.width ?? 0)));
    observer.current.observe(el);
  }, []);
  const columns = useMemo(
    () => fitColumns(given, { width, visibility: grid.visibility }),
    [given, width, grid.visibility],
  );
  if (phone)
    return (
      <ListCards
        grid={grid}
        list={list}
        columns={given}
        onOpen={onOpen}
        fields={cardFields}
        slots={rest.slots}
        localeText={localeText}
      />
    );
  return (
    <Paper variant="outlined" sx={{ height }} ref={measure}>
      <DataGrid<R>
        apiRef={grid.apiRef}
        columns={columns}
        rows={list.data?.items ?? []}
        // Unknown (-1) until the first answer: a known 0 would send a page from the URL back to the first.
        rowCount={list.data?.total ?? -1}
        loading={list.isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={grid.pagination}
        onPaginationModelChange={grid.setPagination}
        pageSizeOptions={[10, 25, 50, 100]}
        sortModel={grid.sort}
        onSortModelChange={grid.setSort}
        columnVisibilityModel={grid.visibility}
        onColumnVisibilityModelChange={grid.setVisibility}
        disableColumnFilter
        disableRowSelectionOnClick
        // Every column is rendered, so the pinned first one is there however far the grid scrolls.
        disableVirtualization
        {...(onOpen
          ? {
              onRowClick: ({ row }: { row: R }) => onOpen(row),
              onCellKeyDown: (
                { row }: { row: R },
                e: { key: string; target: unknown; defaultMuiPrevented?: boolean },
              ) => {
                if (e.key === 'Enter' && !(e.target instanceof HTMLElement && e.target.closest(INTERACTIVE)))
                  onOpen(row);
              },
            }
          : {})}
        {...gridProps}
        {...(localeText ? { localeText } : {})}
        sx={[
          { border: 0 },
          STICKY_FIRST_COLUMN,
          onOpen ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {},
          ...(Array.isArray(sx) ? (sx as object[]) : sx ? [sx] : []),
        ]}
      />
    </Paper>
  );
}

/** The column chooser of a list (in its toolbar: the grid has no toolbar band of its own). */
export function ColumnsButton({ grid }: { grid: ServerGridState }) {
  const { t } = useT();
  // The cards below 600 px have no columns to choose.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (phone) return null;
  return (
    <Tooltip title={t('management.chooseColumns')}>
      <IconButton
        aria-label={t('management.chooseColumns')}
        onClick={() => grid.apiRef.current?.showPreferences(GridPreferencePanelsValue.columns)}
      >
        <ViewColumnIcon />
      </IconButton>
    </Tooltip>
  );
}

/** A cell's content outside the grid: its renderCell, else its formatted value. */
function cellContent<R extends GridValidRowModel>(col: GridColDef<R>, row: R): ReactNode {
  const raw: unknown = row[col.field as keyof R];
  const value: unknown = col.valueGetter
    ? (col.valueGetter as (v: unknown, r: R, c: unknown, a: unknown) => unknown)(raw, row, col, null)
    : raw;
  if (col.renderCell) {
    const params = {
      row,
      value,
      field: col.field,
      id: (row as { id?: unknown }).id,
      colDef: col,
      formattedValue: value,
    };
    return col.renderCell(params as unknown as GridRenderCellParams<R>);
  }
  const text: unknown = col.valueFormatter
    ? (col.valueFormatter as (v: unknown, r: R, c: unknown, a: unknown) => unknown)(value, row, col, null)
    : value;
  return text === null || text === undefined || text === '' ? '' : String(text as string | number);
}

/** The list below 600 px: a card per row (first column as its title, then the key fields), paged. */
function ListCards<R extends GridValidRowModel>({
  grid,
  list,
  columns,
  onOpen,
  fields,
  slots,
  localeText,
}: {
  grid: ServerGridState;
  list: { data: { items: R[]; total: number } | undefined; isFetching: boolean };
  columns: readonly GridColDef<R>[];
  onOpen?: (row: R) => void;
  fields?: readonly string[];
  slots?: DataGridProps<R>['slots'];
  localeText?: DataGridProps<R>['localeText'];
}) {
  const { t } = useT();
  const visible = columns.filter((c) => grid.visibility[c.field] !== false && c.field !== 'actions');
  const [title, ...others] = visible;
  const shown = fields
    ? fields.map((f) => columns.find((c) => c.field === f)).filter((c): c is GridColDef<R> => !!c)
    : others.slice(0, 4);
  const rows = list.data?.items ?? [];
  const NoRows = slots?.noRowsOverlay as (() => ReactNode) | undefined;
  return (
    <Box data-testid="list-cards">
      {list.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {rows.length === 0 && !list.isFetching && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          {NoRows ? (
            <NoRows />
          ) : (
            <Typography color="text.secondary">{localeText?.noRowsLabel ?? t('management.noRows')}</Typography>
          )}
        </Paper>
      )}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row, i) => {
          const body = (
            <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
              {title && (
                <Box sx={{ fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}>{cellContent(title, row)}</Box>
              )}
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}
              >
                {shown.map((c) => (
                  <Fragment key={c.field}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {c.headerName}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {cellContent(c, row) || t('common.dash')}
                    </Typography>
                  </Fragment>
                ))}
              </Box>
            </CardContent>
          );
          return (
            <Card
              component="li"
              key={String((row as { id?: unknown }).id ?? i)}
              variant="outlined"
              data-testid="list-card"
            >
              {onOpen ? (
                <CardActionArea
                  component="div"
                  role="button"
                  tabIndex={0}
                  onClick={() => onOpen(row)}
                  onKeyDown={(e) => e.key === 'Enter' && onOpen(row)}
                >
                  {body}
                </CardActionArea>
              ) : (
                body
              )}
            </Card>
          );
        })}
      </Stack>
      <TablePagination
        component="div"
        count={list.data?.total ?? -1}
        page={grid.pagination.page}
        rowsPerPage={grid.pagination.pageSize}
        // No page-size menu on a phone (the size stays as the URL says): the arrows fit the width.
        rowsPerPageOptions={[]}
        onPageChange={(_e, page) => grid.setPagination({ ...grid.pagination, page })}
        sx={{ '& .MuiTablePagination-toolbar': { px: 0 } }}
      />
    </Box>
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
