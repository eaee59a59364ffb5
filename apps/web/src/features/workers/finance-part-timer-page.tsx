import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type GridColDef } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  FINANCE_COLUMN_KEYS,
  FINANCE_COLUMNS,
  FINANCE_SORT_FIELDS,
  type FinancePartTimerQuery,
  type FinancePartTimerRow,
} from '@wf/shared/contracts/workers/workers';
import { BANK_NAMES } from '@wf/shared/enums/registration';
import { ColumnsToolbar, ExportButtons, loadErrorText, retryServerErrors, useDebounced, visibleExportColumns } from './list-parts.tsx';
import { workerKeys, workersApi } from './workers-api.ts';
import { ServerDataGrid, useServerGrid } from '../../components/management/server-grid.tsx';

const SORTABLE = new Set<string>(FINANCE_SORT_FIELDS);

/** /finance-management/part-timer-list: active workers with bank and masked account, for payment. */
export function Component() {
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  const [bankName, setBankName] = useState('');
  const grid = useServerGrid([{ field: 'name', sort: 'asc' }]);
  const { pagination, sort } = grid;
  const [error, setError] = useState<string | null>(null);

  const field = sort[0]?.field;
  const base = {
    bankName: bankName || undefined,
    search: debounced || undefined,
    sort: field && SORTABLE.has(field) ? (field as FinancePartTimerQuery['sort']) : 'name',
    dir: sort[0]?.sort === 'desc' ? ('desc' as const) : ('asc' as const),
  };
  const query: FinancePartTimerQuery = { ...base, page: pagination.page + 1, pageSize: pagination.pageSize };
  const list = useQuery({ queryKey: workerKeys.finance(query), queryFn: () => workersApi.finance(query), placeholderData: keepPreviousData, retry: retryServerErrors });

  const columns = useMemo<GridColDef<FinancePartTimerRow>[]>(
    () =>
      FINANCE_COLUMN_KEYS.map((k) => ({
        field: k,
        headerName: FINANCE_COLUMNS[k],
        sortable: SORTABLE.has(k),
        flex: k === 'name' ? 1.3 : 0.8,
        minWidth: k === 'name' ? 180 : 120,
      })),
    [],
  );
  const exportQuery = { ...base, columns: visibleExportColumns(columns.map((c) => c.field), grid.visibility, FINANCE_COLUMN_KEYS) };

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          Part-timer list
        </Typography>
        <Typography color="text.secondary">Active workers with their bank for payment. Account numbers show only their last four digits.</Typography>
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
            label="Bank"
            size="small"
            value={bankName}
            onChange={(e) => {
              setBankName(e.target.value);
              grid.firstPage();
            }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">All banks</MenuItem>
            {BANK_NAMES.map((b) => (
              <MenuItem key={b} value={b}>
                {b}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flex: 1 }} />
          <ExportButtons path="/api/finance/part-timers/export" query={exportQuery} onError={setError} />
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
        columns={columns}
        loading={list.isFetching}
        slots={{ toolbar: ColumnsToolbar }}
        showToolbar
        localeText={{
          noRowsLabel:
            debounced || bankName
              ? 'Nothing matches these filters. Clear the search or choose another bank.'
              : 'No active workers yet. Workers appear here once HR approves them.',
        }}
      />
      <Snackbar open={!!error} autoHideDuration={5000} onClose={() => setError(null)} message={error} />
    </Box>
  );
}
