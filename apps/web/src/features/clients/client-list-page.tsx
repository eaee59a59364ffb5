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
import AddIcon from '@mui/icons-material/Add';
import BusinessIcon from '@mui/icons-material/Business';
import {
  CLIENT_COLUMN_KEYS,
  CLIENT_SORT_FIELDS,
  CLIENT_STATUSES,
  INDUSTRIES,
  type ClientListQuery,
  type ClientListRow,
  type ClientStatus,
} from '@wf/shared/contracts/clients/clients';
import { ARCHIVED_FILTERS, type ArchivedFilter } from '@wf/shared/contracts/common/list-query';
import {
  EmptyState,
  ExportButton,
  PageHeader,
  errorText,
  useCan,
  useDebounced,
} from '../../components/management/list-tools.tsx';
import { clientKeys, clientsApi } from './clients-api.ts';
import { ServerDataGrid, useServerGrid } from '../../components/management/server-grid.tsx';

const ARCHIVED_LABELS: Record<ArchivedFilter, string> = {
  exclude: 'Hide archived',
  include: 'Include archived',
  only: 'Archived only',
};

/** /client-management/list */
export function Component() {
  const navigate = useNavigate();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebounced(search.trim(), 300);
  const statusParam = params.get('status') ?? '';
  const status = (CLIENT_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as ClientStatus)
    : undefined;
  const industryParam = params.get('industry') ?? '';
  const industry = (INDUSTRIES as readonly string[]).includes(industryParam)
    ? (industryParam as ClientListQuery['industry'])
    : undefined;
  const archivedParam = params.get('archived') ?? 'exclude';
  const archived = (ARCHIVED_FILTERS as readonly string[]).includes(archivedParam)
    ? (archivedParam as ArchivedFilter)
    : 'exclude';
  const grid = useServerGrid([{ field: 'name', sort: 'asc' }], {
    primaryContactEmail: false,
    billingAddress: false,
  });
  const { pagination, sort } = grid;
  const [notice, setNotice] = useState<string | null>(null);

  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    grid.firstPage();
  };

  const sortField = sort[0]?.field;
  const filters = {
    search: debounced || undefined,
    status,
    industry,
    archived,
    sort:
      sortField && (CLIENT_SORT_FIELDS as readonly string[]).includes(sortField)
        ? (sortField as ClientListQuery['sort'])
        : 'name',
    dir: sort[0]?.sort === 'desc' ? ('desc' as const) : ('asc' as const),
  };
  const query: ClientListQuery = { ...filters, page: pagination.page + 1, pageSize: pagination.pageSize };
  const list = useQuery({
    queryKey: clientKeys.list(query),
    queryFn: () => clientsApi.list(query),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(debounced || status || industry || archived !== 'exclude');

  const columns = useMemo<GridColDef<ClientListRow>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Company',
        flex: 1.4,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={`/client-management/list/${row.id}`}
            onClick={(e) => e.stopPropagation()}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {row.name}
            {row.archived && <Chip size="small" label="Archived" sx={{ ml: 1 }} />}
          </Link>
        ),
      },
      { field: 'uen', headerName: 'UEN', width: 120 },
      { field: 'industry', headerName: 'Industry', width: 160, valueFormatter: (v: string | null) => v ?? '—' },
      {
        field: 'status',
        headerName: 'Status',
        width: 100,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            label={row.status === 'active' ? 'Active' : 'Inactive'}
            color={row.status === 'active' ? 'success' : 'default'}
          />
        ),
      },
      {
        field: 'primaryContactName',
        headerName: 'Contact',
        width: 160,
        sortable: false,
        valueFormatter: (v: string | null) => v ?? '—',
      },
      { field: 'primaryContactPhone', headerName: 'Phone', width: 120, sortable: false },
      { field: 'primaryContactEmail', headerName: 'E-mail', width: 200, sortable: false },
      { field: 'billingAddress', headerName: 'Billing address', width: 260, sortable: false },
      {
        field: 'paymentTermsDays',
        headerName: 'Terms',
        width: 90,
        type: 'number',
        valueFormatter: (v: number) => `${v} days`,
      },
      {
        field: 'projectCount',
        headerName: 'Projects',
        width: 110,
        type: 'number',
        renderCell: ({ row }) =>
          `${row.projectCount}${row.activeProjectCount ? ` (${row.activeProjectCount} active)` : ''}`,
      },
    ],
    [],
  );
  const visibleColumns = CLIENT_COLUMN_KEYS.filter(
    (k) => columns.some((c) => c.field === k) && grid.visibility[k] !== false,
  );

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeader
        title="Clients"
        subtitle="Client companies, their contacts, payment terms and projects."
        actions={
          <>
            <ExportButton
              path="/api/clients/export"
              base="clients"
              query={{ ...filters, columns: visibleColumns.join(',') }}
              onError={setNotice}
            />
            {can('POST /api/clients') && (
              <Button
                component={RouterLink}
                to="/client-management/list/create-client"
                variant="contained"
                startIcon={<AddIcon />}
              >
                New client
              </Button>
            )}
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            label="Search company, UEN or contact"
            size="small"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              grid.firstPage();
            }}
            sx={{ minWidth: 280 }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            select
            size="small"
            label="Status"
            value={status ?? ''}
            onChange={(e) => setParam('status', e.target.value)}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">All statuses</MenuItem>
            <MenuItem value="active">Active</MenuItem>
            <MenuItem value="inactive">Inactive</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label="Industry"
            value={industry ?? ''}
            onChange={(e) => setParam('industry', e.target.value)}
            sx={{ minWidth: 190 }}
          >
            <MenuItem value="">All industries</MenuItem>
            {INDUSTRIES.map((i) => (
              <MenuItem key={i} value={i}>
                {i}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Archived"
            value={archived}
            onChange={(e) => setParam('archived', e.target.value === 'exclude' ? undefined : e.target.value)}
            sx={{ minWidth: 170 }}
          >
            {ARCHIVED_FILTERS.map((a) => (
              <MenuItem key={a} value={a}>
                {ARCHIVED_LABELS[a]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Paper>
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(list.error)}
        </Alert>
      )}
      <ServerDataGrid
        grid={grid}
        data={list.data}
        columns={columns}
        loading={list.isFetching}
        height={620}
        onRowClick={({ row }) => navigate(`/client-management/list/${row.id}`)}
        slots={{
          noRowsOverlay: () =>
            filtered ? (
              <EmptyState title="No clients match" text="Clear the search or filters to see every client." />
            ) : (
              <EmptyState
                icon={<BusinessIcon />}
                title="No clients yet"
                text={
                  can('POST /api/clients')
                    ? 'Add the companies you place workers with; their projects hang off them.'
                    : 'Clients appear here once a manager adds them.'
                }
                action={
                  can('POST /api/clients') && (
                    <Button
                      component={RouterLink}
                      to="/client-management/list/create-client"
                      variant="contained"
                      startIcon={<AddIcon />}
                    >
                      Add the first client
                    </Button>
                  )
                }
              />
            ),
        }}
        sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        aria-label="Clients"
      />
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} message={notice} />
    </Box>
  );
}
