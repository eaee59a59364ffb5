import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlParamsUpdate } from '../../../lib/url-params.ts';
import {
  DataGrid,
  useGridApiRef,
  type DataGridProps,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useT } from '../../../lib/i18n/index.ts';
import { useMuiXLocale } from '../mui-x/mui-x-locale.ts';
import { CHECKBOX_COLUMN, fitColumns, INTERACTIVE, stickyFirstColumn } from './grid-columns.ts';
import { withTwoLineText } from './cell-text.tsx';
import { ListCards } from './list-cards.tsx';

export { fitColumns } from './grid-columns.ts';
export { ColumnsButton } from './columns-button.tsx';

const loadGridTexts = () => import('../mui-x/grid-locales.ts').then((m) => m.gridLocaleTexts);

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
  const [params] = useSearchParams();
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
  /** Several grid parameters in one URL change (an empty value removes one), merged into the latest URL. */
  const update = useUrlParamsUpdate();
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
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  // The grid's texts in the staff language (mui-x-locale.ts) under the page's own.
  const languageText = useMuiXLocale(useT().lang, loadGridTexts);
  const localeText = languageText ? { ...languageText, ...rest.localeText } : rest.localeText;
  const { chooseColumns: _ignored, columns: given, ...gridProps } = rest;
  const checkboxes = !!gridProps.checkboxSelection;
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
    // The selection column's checkboxes take their share of the width first.
    () =>
      withTwoLineText(
        fitColumns(given, { width: width - (checkboxes ? CHECKBOX_COLUMN : 0), visibility: grid.visibility }),
      ),
    [given, width, checkboxes, grid.visibility],
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
          // A status chip in a narrowed column wraps its words onto two lines rather than "Waiting for …".
          {
            '& .MuiDataGrid-cell .MuiChip-root': { height: 'auto', minHeight: 24, py: 0.25, maxWidth: '100%' },
            '& .MuiDataGrid-cell .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.2 },
          },
          stickyFirstColumn(checkboxes),
          onOpen ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {},
          ...(Array.isArray(sx) ? (sx as object[]) : sx ? [sx] : []),
        ]}
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
