import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type GridColDef } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/PersonAdd';
import {
  VIEW_STATUSES,
  WORKER_COLUMN_KEYS,
  WORKER_COLUMNS,
  WORKER_SORT_FIELDS,
  type WorkerListQuery,
  type WorkerListRow,
  type WorkerSortField,
  type WorkerView,
} from '@wf/shared/contracts/workers/workers';
import { EMPLOYMENT_TYPES } from '@wf/shared/enums/registration';
import type { WorkerStatus } from '@wf/shared/domain/workers/status-machine';
import { ColumnsToolbar, ExportButtons, loadErrorText, retryServerErrors, useDebounced, visibleExportColumns } from './list-parts.tsx';
import { formatDate, formatDateTime, STATUS_COLORS, WORKER_STATUS_LABELS } from './labels.ts';
import { workerKeys, workersApi } from './workers-api.ts';
import { ServerDataGrid, useServerGrid } from '../../components/management/server-grid.tsx';

export const workerPath = (id: string) => `/part-timer-management/worker/${id}`;

export type WorkerListProps = {
  view: WorkerView;
  title: string;
  subtitle: string;
  /** What the empty list means and what to do. */
  emptyText: string;
  defaultSort?: { field: WorkerSortField; sort: 'asc' | 'desc' };
  /** Columns shown at first (the others can be switched on). */
  columns: (keyof typeof WORKER_COLUMNS)[];
  createButton?: boolean;
};

const SORTABLE = new Set<string>(WORKER_SORT_FIELDS);

/** A worker list page: server paging, sorting and search, status filter, column choice, exports. */
export function WorkerList({ view, title, subtitle, emptyText, defaultSort, columns: shown, createButton }: WorkerListProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebounced(search.trim(), 300);
  const statuses = VIEW_STATUSES[view];
  const statusParam = params.get('status') ?? '';
  const status = (statuses as readonly string[]).includes(statusParam) ? (statusParam as WorkerStatus) : '';
  const typeParam = params.get('type') ?? '';
  const employmentType = (EMPLOYMENT_TYPES as readonly string[]).includes(typeParam) ? typeParam : '';
  const grid = useServerGrid([defaultSort ?? { field: 'name', sort: 'asc' }], () =>
    Object.fromEntries(WORKER_COLUMN_KEYS.map((k) => [k, shown.includes(k)])),
  );
  const { pagination, sort } = grid;
  const [error, setError] = useState<string | null>(null);

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    grid.firstPage();
  };

  const sortField = sort[0]?.field;
  const base = {
    view,
    status: status || undefined,
    employmentType: employmentType || undefined,
    search: debounced || undefined,
    sort: sortField && SORTABLE.has(sortField) ? (sortField as WorkerSortField) : 'name',
    dir: sort[0]?.sort === 'desc' ? ('desc' as const) : ('asc' as const),
  };
  const query: WorkerListQuery = { ...base, page: pagination.page + 1, pageSize: pagination.pageSize };
  const list = useQuery({ queryKey: workerKeys.list(query), queryFn: () => workersApi.list(query), placeholderData: keepPreviousData, retry: retryServerErrors });

  const gridColumns = useMemo<GridColDef<WorkerListRow>[]>(() => {
    const col = (field: keyof typeof WORKER_COLUMNS, extra: Partial<GridColDef<WorkerListRow>> = {}): GridColDef<WorkerListRow> => ({
      field,
      headerName: WORKER_COLUMNS[field],
      sortable: SORTABLE.has(field),
      minWidth: 110,
      flex: 0.7,
      ...extra,
    });
    return [
      col('employeeCode', { width: 120, flex: 0, valueFormatter: (v: string | null) => v ?? '—' }),
      col('name', {
        flex: 1.3,
        minWidth: 190,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={workerPath(row.id)} underline="hover" onClick={(e) => e.stopPropagation()}>
            {row.name}
          </Link>
        ),
      }),
      col('status', {
        width: 190,
        flex: 0,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Chip size="small" label={WORKER_STATUS_LABELS[row.status]} color={STATUS_COLORS[row.status]} />
            {row.blacklistFlag && <Chip size="small" color="error" variant="outlined" label="Blacklisted ID" />}
            {row.requiresDocument && !row.consentReceived && row.status === 'pending' && <Chip size="small" color="warning" variant="outlined" label="Needs consent" />}
          </Stack>
        ),
      }),
      col('idNumberMasked', { width: 120, flex: 0 }),
      col('contactNumber', { width: 120, flex: 0 }),
      col('contactEmail', { minWidth: 200 }),
      col('typeOfEmployment', { width: 140, flex: 0 }),
      col('positionApplied', { minWidth: 170 }),
      col('nationality', { width: 130, flex: 0 }),
      col('gender', { width: 90, flex: 0 }),
      col('age', { width: 70, flex: 0, type: 'number' }),
      col('blacklistFlag', { width: 130, flex: 0, valueFormatter: (v: boolean | null) => (v === null ? '' : v ? 'Yes' : 'No') }),
      col('requiresDocument', { width: 170, flex: 0, valueFormatter: (v: boolean) => (v ? 'Yes' : 'No') }),
      col('consentReceived', { width: 150, flex: 0, valueFormatter: (v: boolean) => (v ? 'Yes' : 'No') }),
      col('lastWorkingDay', { width: 150, flex: 0, valueFormatter: (v: string | null) => formatDate(v) }),
      col('statusReason', { minWidth: 200, flex: 1 }),
      col('statusChangedAt', { width: 170, flex: 0, valueFormatter: (v: string | null) => formatDateTime(v) }),
      col('createdAt', { width: 170, flex: 0, valueFormatter: (v: string) => formatDateTime(v) }),
    ];
  }, []);

  const exportQuery = { ...base, columns: visibleExportColumns(gridColumns.map((c) => c.field), grid.visibility, WORKER_COLUMN_KEYS) };
  const filtered = Boolean(debounced || status || employmentType);

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{subtitle}</Typography>
        </Box>
        {createButton && (
          <Button component={RouterLink} to="/employee-management/list/create-employee" variant="contained" startIcon={<AddIcon />}>
            Create employee
          </Button>
        )}
      </Stack>

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
            slotProps={{ htmlInput: { maxLength: 100, 'aria-label': 'Search workers' } }}
          />
          {statuses.length > 1 && (
            <TextField select label="Status" size="small" value={status} onChange={(e) => setParam('status', e.target.value)} sx={{ minWidth: 170 }}>
              <MenuItem value="">All statuses</MenuItem>
              {statuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {WORKER_STATUS_LABELS[s]}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField select label="Employment type" size="small" value={employmentType} onChange={(e) => setParam('type', e.target.value)} sx={{ minWidth: 200 }}>
            <MenuItem value="">All types</MenuItem>
            {EMPLOYMENT_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flex: 1 }} />
          <ExportButtons path="/api/workers/export" query={exportQuery} onError={setError} />
        </Stack>
      </Paper>

      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={() => void list.refetch()}>Retry</Button>}>
          {loadErrorText(list.error)}
        </Alert>
      )}
      <ServerDataGrid
        grid={grid}
        data={list.data}
        columns={gridColumns}
        loading={list.isFetching}
        onRowClick={({ row }) => navigate(workerPath(row.id))}
        slots={{ toolbar: ColumnsToolbar }}
        showToolbar
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        localeText={{ noRowsLabel: filtered ? 'Nothing matches these filters. Clear the search or choose another status.' : emptyText }}
      />
      <Snackbar open={!!error} autoHideDuration={5000} onClose={() => setError(null)} message={error} />
    </Box>
  );
}
