import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import DownloadIcon from '@mui/icons-material/Download';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { ApiError } from '../../lib/api.ts';
import { fetchBlob, saveBlob } from './workers-api.ts';

/** Debounces a value (search box). */
export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

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

type Query = Record<string, string | number | boolean | undefined | null>;

/** CSV and XLSX buttons: download exactly the current view (filters, sort, visible columns). */
export function ExportButtons({ path, query, onError }: { path: string; query: Query; onError: (message: string) => void }) {
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      const { blob, filename } = await fetchBlob(path, { ...query, format });
      saveBlob(blob, filename ?? `export.${format}`);
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
export function visibleExportColumns(order: string[], hidden: Record<string, boolean>, known: readonly string[]): string {
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
