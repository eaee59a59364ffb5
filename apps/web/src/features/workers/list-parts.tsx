import { useState, type ComponentProps } from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import DownloadIcon from '@mui/icons-material/Download';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, Toolbar, ToolbarButton, type GridValidRowModel } from '@mui/x-data-grid';
import { ApiError } from '../../lib/api.ts';
import { LoadErrorAlert } from '../../components/management/list-toolbar.tsx';
import { ServerDataGrid } from '../../components/management/server-grid.tsx';
import type { DownloadedFile } from '@wf/shared/api/endpoint';
import { saveFile } from '../../lib/call.ts';

/** The grid's toolbar: the column chooser (the filters and exports sit above the grid). */
export function ColumnsToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Choose columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Choose columns" />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

/** CSV and XLSX buttons: download exactly the current view (filters, sort, visible columns). */
export function ExportButtons({
  download,
  onError,
}: {
  /** Fetches the export in a format (the feature's typed call). */
  download: (format: 'csv' | 'xlsx') => Promise<DownloadedFile>;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      saveFile(await download(format), `export.${format}`);
    } catch (e) {
      onError(e instanceof ApiError ? e.message : 'The export failed. Try again.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <ButtonGroup variant="outlined" size="small" aria-label="Export">
      <Button startIcon={<DownloadIcon />} disabled={busy !== null} onClick={() => void run('csv')}>
        {busy === 'csv' ? 'Exporting…' : 'CSV'}
      </Button>
      <Button startIcon={<DownloadIcon />} disabled={busy !== null} onClick={() => void run('xlsx')}>
        {busy === 'xlsx' ? 'Exporting…' : 'XLSX'}
      </Button>
    </ButtonGroup>
  );
}

/** The visible columns of a grid, in order, that an export knows. */
export function visibleExportColumns(
  order: string[],
  hidden: Record<string, boolean>,
  known: readonly string[],
): string {
  return order.filter((c) => hidden[c] !== false && known.includes(c)).join(',');
}

/** Retries only failures that may pass on a second try (not 4xx answers). */
export const retryServerErrors = (count: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1;

/** What a failed list load means for the user. */
export function loadErrorText(error: unknown, what = 'The list'): string {
  if (error instanceof ApiError && error.status === 403) return `${what} is not available to your role.`;
  return `${what} could not be loaded.`;
}

type GridProps<R extends GridValidRowModel> = ComponentProps<typeof ServerDataGrid<R>>;

/**
 * The grid of a worker list (the column chooser in its toolbar), the load error above it with
 * Retry, and the export's error as a snackbar.
 */
export function WorkerGrid<R extends GridValidRowModel>({
  list,
  what,
  noRowsLabel,
  exportError,
  onExportErrorClose,
  ...rest
}: Omit<GridProps<R>, 'list' | 'slots' | 'showToolbar' | 'localeText'> & {
  list: GridProps<R>['list'] & { isError: boolean; error: unknown; refetch(): unknown };
  /** What failed to load ("The list" when not given). */
  what?: string;
  noRowsLabel: string;
  exportError: string | null;
  onExportErrorClose(): void;
}) {
  return (
    <>
      <LoadErrorAlert query={list} retry>
        {loadErrorText(list.error, what)}
      </LoadErrorAlert>
      <ServerDataGrid
        list={list}
        slots={{ toolbar: ColumnsToolbar }}
        showToolbar
        localeText={{ noRowsLabel }}
        {...rest}
      />
      <Snackbar open={!!exportError} autoHideDuration={5000} onClose={onExportErrorClose} message={exportError} />
    </>
  );
}
