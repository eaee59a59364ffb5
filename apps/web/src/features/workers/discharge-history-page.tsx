import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type GridColDef } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  HISTORY_COLUMN_KEYS,
  HISTORY_COLUMNS,
  HISTORY_SORT_FIELDS,
  type DischargeHistoryQuery,
  type DischargeHistoryRow,
} from '@wf/shared/contracts/workers/workers';
import { DISCHARGE_HISTORY_ACTIONS, type WorkerAction, type WorkerStatus } from '@wf/shared/domain/workers/status-machine';
import { ColumnsToolbar, ExportButtons, loadErrorText, retryServerErrors, useDebounced, visibleExportColumns } from './list-parts.tsx';
import { formatDate, formatDateTime, HISTORY_ACTION_LABELS, WORKER_STATUS_LABELS } from './labels.ts';
import { workerPath } from './worker-list.tsx';
import { workerKeys, workersApi } from './workers-api.ts';
import { ServerDataGrid, useServerGrid } from '../../components/management/server-grid.tsx';

const SORTABLE = new Set<string>(HISTORY_SORT_FIELDS);
const statusLabel = (s: string | null) => (s ? (WORKER_STATUS_LABELS[s as WorkerStatus] ?? s) : '');

/** Every discharge and rejoin step: requested, approved, cancelled, rejected; who, when, why. */
export function Component() {
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  const [action, setAction] = useState<WorkerAction | ''>('');
  const grid = useServerGrid([{ field: 'at', sort: 'desc' }], { idNumberMasked: false, fromStatus: false });
  const { pagination, sort } = grid;
  const [error, setError] = useState<string | null>(null);

  const field = sort[0]?.field;
  const base = {
    action: action || undefined,
    search: debounced || undefined,
    sort: field && SORTABLE.has(field) ? (field as DischargeHistoryQuery['sort']) : 'at',
    dir: sort[0]?.sort === 'asc' ? ('asc' as const) : ('desc' as const),
  };
  const query: DischargeHistoryQuery = { ...base, page: pagination.page + 1, pageSize: pagination.pageSize };
  const list = useQuery({ queryKey: workerKeys.history(query), queryFn: () => workersApi.history(query), placeholderData: keepPreviousData, retry: retryServerErrors });

  const columns = useMemo<GridColDef<DischargeHistoryRow>[]>(() => {
    const col = (f: keyof typeof HISTORY_COLUMNS, extra: Partial<GridColDef<DischargeHistoryRow>> = {}): GridColDef<DischargeHistoryRow> => ({
      field: f,
      headerName: HISTORY_COLUMNS[f],
      sortable: SORTABLE.has(f),
      flex: 0.7,
      minWidth: 110,
      ...extra,
    });
    return [
      col('at', { width: 210, flex: 0, valueFormatter: (v: string) => formatDateTime(v) }),
      col('employeeCode', { width: 120, flex: 0 }),
      col('name', {
        flex: 1.2,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={workerPath(row.workerId)} underline="hover">
            {row.name}
          </Link>
        ),
      }),
      col('idNumberMasked', { width: 120, flex: 0 }),
      col('action', { width: 170, flex: 0, valueFormatter: (v: string) => HISTORY_ACTION_LABELS[v] ?? v }),
      col('fromStatus', { width: 150, flex: 0, valueFormatter: (v: string | null) => statusLabel(v) }),
      col('toStatus', { width: 150, flex: 0, valueFormatter: (v: string) => statusLabel(v) }),
      col('reason', { flex: 1.2, minWidth: 200 }),
      col('lastWorkingDay', { width: 150, flex: 0, valueFormatter: (v: string | null) => formatDate(v) }),
      col('actorName', { width: 150, flex: 0 }),
    ];
  }, []);
  const exportQuery = { ...base, columns: visibleExportColumns(columns.map((c) => c.field), grid.visibility, HISTORY_COLUMN_KEYS) };

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          Discharge / rejoin history
        </Typography>
        <Typography color="text.secondary">Every discharge and rejoin step, with who did it, when and why.</Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            label="Search name, employee code, phone or last 4 of ID"
            size="small"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              grid.firstPage();
            }}
            sx={{ minWidth: { md: 360 } }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            select
            label="Step"
            size="small"
            value={action}
            onChange={(e) => {
              setAction(e.target.value as WorkerAction | '');
              grid.firstPage();
            }}
            sx={{ minWidth: 190 }}
          >
            <MenuItem value="">All steps</MenuItem>
            {DISCHARGE_HISTORY_ACTIONS.map((a) => (
              <MenuItem key={a} value={a}>
                {HISTORY_ACTION_LABELS[a]}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flex: 1 }} />
          <ExportButtons path="/api/workers/discharge-history/export" query={exportQuery} onError={setError} />
        </Stack>
      </Paper>
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={() => void list.refetch()}>Retry</Button>}>
          {loadErrorText(list.error, 'The history')}
        </Alert>
      )}
      <ServerDataGrid
        grid={grid}
        data={list.data}
        columns={columns}
        loading={list.isFetching}
        slots={{ toolbar: ColumnsToolbar }}
        showToolbar
        localeText={{
          noRowsLabel:
            debounced || action
              ? 'Nothing matches these filters. Clear the search or choose another step.'
              : 'No discharges or rejoins yet. Steps taken on a worker’s page are recorded here.',
        }}
      />
      <Snackbar open={!!error} autoHideDuration={5000} onClose={() => setError(null)} message={error} />
    </Box>
  );
}
