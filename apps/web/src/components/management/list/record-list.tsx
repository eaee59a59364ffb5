import { useState, type ReactNode } from 'react';
import type { DataGridProps, GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { DownloadedFile } from '@wf/shared/api/endpoint';
import type { ExportFormat } from '@wf/shared/contracts/common/list-query';
import { ExportButton } from './list-tools.tsx';
import { ListToolbar, type SearchFieldProps, type ToolbarFilter } from './list-toolbar.tsx';
import { ListLoadError, ListPage, LoadErrorAlert, NoticeSnackbar } from './list-page-parts.tsx';
import { ColumnsButton, exportColumns, ServerDataGrid, type ServerGridState } from './server-grid.tsx';

/** What a list's export needs: the file's base name and the feature's typed download. */
export type ListExport = {
  base: string;
  /**
   * Fetches the export in a format; `columns` is the visible columns the export knows, in its order,
   * when `columnKeys` is given (the list exports what it shows).
   */
  download(format: ExportFormat, columns: string | undefined): Promise<DownloadedFile>;
  /** The export's column keys (the contract's *_COLUMN_KEYS); absent: the export writes its own set. */
  columnKeys?: readonly string[];
  layout?: 'menu' | 'buttons';
};

export type RecordListProps<R extends GridValidRowModel> = {
  grid: ServerGridState;
  /** The list's query (`useEndpoint(e.list, { query }, { keepPrevious: true })`). */
  list: {
    data: { items: R[]; total: number } | undefined;
    isFetching: boolean;
    isError: boolean;
    error: unknown;
    refetch(): unknown;
  };
  columns: GridColDef<R>[];
  search?: SearchFieldProps;
  filters?: readonly ToolbarFilter[];
  /** The toolbar wraps onto more lines (many filters). */
  wrapFilters?: boolean;
  /** The export; in the toolbar's end here, in the page header with RecordListPage. */
  exporting?: ListExport;
  /** At the toolbar's end, before the column chooser and the export (a bulk action). */
  toolbarEnd?: ReactNode;
  /** The column chooser in the toolbar (default on). */
  chooseColumns?: boolean;
  /** Opens a row's record. */
  onOpen?: (row: R) => void;
  /** What an empty list says: a text, or an element (an EmptyState) drawn in the grid. */
  noRows: ReactNode;
  /** The grid's accessible name. */
  label: string;
  /** A failed load offers "Try again". */
  retry?: boolean;
  /** Between the header and the toolbar (status chips). */
  above?: ReactNode;
  /** Between the toolbar and the grid (a notice about the list). */
  belowToolbar?: ReactNode;
  /** The text of a failed load; the error's own text when absent. */
  loadError?: ReactNode;
  /** How long the notice of a failed export stays (ms). */
  noticeHideAfter?: number;
  /** After the grid (dialogs, hidden inputs). */
  children?: ReactNode;
  /** Other grid settings (height, rowHeight, cardFields, slots). */
  gridProps?: Partial<Omit<DataGridProps<R>, 'rows' | 'rowCount' | 'columns'>> & {
    height?: number;
    cardFields?: readonly string[];
  };
};

/**
 * One server list as every staff list is built: the toolbar (search, filters, columns, export), the
 * load error, the grid with its empty text, and the notice of a failed export. Pages give the data
 * and the words; RecordListPage adds the page frame with the export in the header.
 */
export function RecordList<R extends GridValidRowModel>(props: RecordListProps<R> & { exportIn?: 'toolbar' | 'none' }) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      {props.above}
      <RecordListBody {...props} onNotice={setNotice} />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} hideAfter={props.noticeHideAfter ?? 5000} />
    </>
  );
}

/**
 * RecordList in a list page: title, subtitle, the export (in the header, or at the toolbar's end with
 * `exportIn="toolbar"`) and the page's own actions in the header.
 */
export function RecordListPage<R extends GridValidRowModel>({
  title,
  subtitle,
  actions,
  exportIn = 'header',
  ...props
}: RecordListProps<R> & {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  exportIn?: 'header' | 'toolbar';
}) {
  const [notice, setNotice] = useState<string | null>(null);
  const headerExport = exportIn === 'header' && props.exporting;
  return (
    <ListPage
      title={title}
      subtitle={subtitle}
      actions={
        (headerExport || actions) && (
          <>
            {headerExport && <ListExportButton {...props} onNotice={setNotice} />}
            {actions}
          </>
        )
      }
    >
      {props.above}
      <RecordListBody {...props} exportIn={exportIn === 'header' ? 'none' : 'toolbar'} onNotice={setNotice} />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} hideAfter={props.noticeHideAfter ?? 5000} />
    </ListPage>
  );
}

type BodyProps<R extends GridValidRowModel> = RecordListProps<R> & {
  exportIn?: 'toolbar' | 'none';
  onNotice(message: string): void;
};

function ListExportButton<R extends GridValidRowModel>({ exporting, columns, grid, onNotice }: BodyProps<R>) {
  if (!exporting) return null;
  const { base, download, columnKeys, layout } = exporting;
  return (
    <ExportButton
      layout={layout}
      base={base}
      download={(format) =>
        download(format, columnKeys ? exportColumns(columnKeys, columns, grid.visibility) : undefined)
      }
      onError={onNotice}
    />
  );
}

function RecordListBody<R extends GridValidRowModel>(props: BodyProps<R>) {
  const { grid, list, columns, search, filters, chooseColumns = true, onOpen, noRows, label, retry, gridProps } = props;
  const { belowToolbar, loadError, wrapFilters, toolbarEnd } = props;
  const exportHere = props.exportIn !== 'none' && props.exporting;
  const end =
    toolbarEnd || chooseColumns || exportHere ? (
      <>
        {toolbarEnd}
        {chooseColumns && <ColumnsButton grid={grid} />}
        {exportHere && <ListExportButton {...props} />}
      </>
    ) : undefined;
  const textOnly = typeof noRows === 'string';
  return (
    <>
      <ListToolbar search={search} filters={filters} end={end} wrap={wrapFilters} />
      {belowToolbar}
      {loadError === undefined ? (
        <ListLoadError list={list} retry={retry} />
      ) : (
        <LoadErrorAlert query={list} retry={retry}>
          {loadError}
        </LoadErrorAlert>
      )}
      <ServerDataGrid
        grid={grid}
        list={list}
        columns={columns}
        onOpen={onOpen}
        {...gridProps}
        localeText={textOnly ? { ...gridProps?.localeText, noRowsLabel: noRows } : gridProps?.localeText}
        slots={textOnly ? gridProps?.slots : { ...gridProps?.slots, noRowsOverlay: () => noRows }}
        aria-label={label}
      />
      {props.children}
    </>
  );
}
