import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type GridColDef } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
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
import AddIcon from '@mui/icons-material/Add';
import WorkOutlineIcon from '@mui/icons-material/BusinessCenter';
import {
  PROJECT_SORT_FIELDS,
  type ProjectListQuery,
  type ProjectListRow,
} from '@wf/shared/contracts/projects/projects';
import { ARCHIVED_FILTERS, type ArchivedFilter } from '@wf/shared/contracts/common/list-query';
import { PROJECT_STATUSES, type ProjectStatus } from '@wf/shared/domain/projects/project-rules';
import { formatSgd } from '@wf/shared/domain/money';
import {
  EmptyState,
  ExportButton,
  PageHeader,
  errorText,
  formatDate,
  useCan,
  useDebounced,
} from '../../components/management/list-tools.tsx';
import { projectKeys, projectsApi } from './projects-api.ts';
import { PROJECT_STATUS_COLORS, PROJECT_STATUS_LABELS } from './labels.ts';
import { ServerDataGrid, useServerGrid } from '../../components/management/server-grid.tsx';

const ARCHIVED_LABELS: Record<ArchivedFilter, string> = {
  exclude: 'Hide archived',
  include: 'Include archived',
  only: 'Archived only',
};

/** /project-management/list: the first screen after sign-in. Status chips with counts, search, filters, export. */
export function Component() {
  const navigate = useNavigate();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebounced(search.trim(), 300);
  const statusParam = params.get('status') ?? '';
  const status = (PROJECT_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as ProjectStatus)
    : undefined;
  const archivedParam = params.get('archived') ?? 'exclude';
  const archived = (ARCHIVED_FILTERS as readonly string[]).includes(archivedParam)
    ? (archivedParam as ArchivedFilter)
    : 'exclude';
  const clientId = params.get('clientId') ?? undefined;
  const [clientLabel, setClientLabel] = useState<string | null>(params.get('clientName'));
  const [clientSearch, setClientSearch] = useState('');
  const grid = useServerGrid([{ field: 'startDate', sort: 'desc' }]);
  const { pagination, sort } = grid;
  const [notice, setNotice] = useState<string | null>(null);

  const setParam = (entries: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(entries)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
    grid.firstPage();
  };

  const sortField = sort[0]?.field;
  const filters = {
    search: debounced || undefined,
    clientId,
    archived,
    sort:
      sortField && (PROJECT_SORT_FIELDS as readonly string[]).includes(sortField)
        ? (sortField as ProjectListQuery['sort'])
        : 'startDate',
    dir: sort[0]?.sort === 'asc' ? ('asc' as const) : ('desc' as const),
  };
  const query: ProjectListQuery = { ...filters, status, page: pagination.page + 1, pageSize: pagination.pageSize };
  const list = useQuery({
    queryKey: projectKeys.list(query),
    queryFn: () => projectsApi.list(query),
    placeholderData: keepPreviousData,
  });
  const clients = useQuery({
    queryKey: projectKeys.clientOptions(clientSearch),
    queryFn: () => projectsApi.clientOptions(clientSearch),
  });
  const counts = list.data?.counts;
  const filtered = Boolean(debounced || clientId || archived !== 'exclude');

  const columns = useMemo<GridColDef<ProjectListRow>[]>(
    () => [
      { field: 'code', headerName: 'Code', width: 105 },
      {
        field: 'name',
        headerName: 'Project',
        flex: 1.4,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={`/project-management/list/${row.id}`}
            onClick={(e) => e.stopPropagation()}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {row.name}
            {row.archived && <Chip size="small" label="Archived" sx={{ ml: 1 }} />}
          </Link>
        ),
      },
      { field: 'clientName', headerName: 'Client', flex: 1.1, minWidth: 170 },
      {
        field: 'status',
        headerName: 'Status',
        width: 120,
        renderCell: ({ row }) => (
          <Chip size="small" label={PROJECT_STATUS_LABELS[row.status]} color={PROJECT_STATUS_COLORS[row.status]} />
        ),
      },
      { field: 'startDate', headerName: 'Start', width: 110, valueFormatter: (v: string) => formatDate(v) },
      {
        field: 'endDate',
        headerName: 'End',
        width: 120,
        valueFormatter: (v: string | null) => (v ? formatDate(v) : 'Open-ended'),
      },
      { field: 'managerName', headerName: 'Manager', width: 140, valueFormatter: (v: string | null) => v ?? '—' },
      {
        field: 'headcount',
        headerName: 'Positions / heads',
        width: 140,
        sortable: false,
        valueGetter: (_v, row) => `${row.positionCount} / ${row.headcount}`,
      },
      { field: 'locationCount', headerName: 'Locations', width: 95, sortable: false, type: 'number' },
      {
        field: 'budgetCents',
        headerName: 'Budget',
        width: 130,
        type: 'number',
        valueFormatter: (v: number | null) => (v === null ? '—' : formatSgd(v)),
      },
    ],
    [],
  );

  const chip = (s: ProjectStatus | undefined, label: string, n: number | undefined) => (
    <Chip
      key={s ?? 'all'}
      label={`${label}${n === undefined ? '' : ` · ${n}`}`}
      color={status === s ? (s ? PROJECT_STATUS_COLORS[s] : 'primary') : 'default'}
      variant={status === s ? 'filled' : 'outlined'}
      onClick={() => setParam({ status: s })}
      aria-pressed={status === s}
      sx={{ fontWeight: status === s ? 700 : 400 }}
    />
  );

  const emptyOverlay = () => {
    if (counts && counts.all === 0 && !filtered) {
      return (
        <EmptyState
          icon={<WorkOutlineIcon />}
          title="No projects yet"
          text={
            can('POST /api/projects')
              ? 'A project ties a client to positions, pay and bill rates, and the locations where people work. Set up the first one.'
              : 'Projects appear here once a manager sets them up.'
          }
          action={
            can('POST /api/projects') && (
              <Button
                component={RouterLink}
                to="/project-management/list/create-project"
                variant="contained"
                startIcon={<AddIcon />}
              >
                Create the first project
              </Button>
            )
          }
        />
      );
    }
    return (
      <EmptyState
        title={status ? `No ${PROJECT_STATUS_LABELS[status].toLowerCase()} projects` : 'No projects match'}
        text="Try another status, clear the search, or include archived projects."
        action={
          <Button
            onClick={() => {
              setSearch('');
              setClientLabel(null);
              setParam({
                status: undefined,
                clientId: undefined,
                clientName: undefined,
                archived: undefined,
                search: undefined,
              });
            }}
          >
            Clear filters
          </Button>
        }
      />
    );
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeader
        title="Projects"
        subtitle="Client projects with their positions, rates and locations."
        actions={
          <>
            <ExportButton
              path="/api/projects/export"
              base="projects"
              query={{ ...filters, status }}
              onError={setNotice}
            />
            {can('POST /api/projects') && (
              <Button
                component={RouterLink}
                to="/project-management/list/create-project"
                variant="contained"
                startIcon={<AddIcon />}
              >
                New project
              </Button>
            )}
          </>
        }
      />

      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}
        role="group"
        aria-label="Filter by status"
      >
        {chip(undefined, 'All', counts?.all)}
        {PROJECT_STATUSES.map((s) => chip(s, PROJECT_STATUS_LABELS[s], counts?.[s]))}
      </Stack>

      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            label="Search code, project or client"
            size="small"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              grid.firstPage();
            }}
            sx={{ minWidth: 280 }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Autocomplete
            size="small"
            sx={{ minWidth: 260 }}
            options={clients.data?.items ?? []}
            getOptionLabel={(o) => o.name}
            filterOptions={(x) => x}
            value={
              clientId
                ? ((clients.data?.items.find((c) => c.id === clientId) ?? {
                    id: clientId,
                    name: clientLabel ?? 'Selected client',
                  }) as never)
                : null
            }
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onInputChange={(_e, v, reason) => reason === 'input' && setClientSearch(v)}
            onChange={(_e, v) => {
              setClientLabel(v?.name ?? null);
              setParam({ clientId: v?.id, clientName: v?.name });
            }}
            renderInput={(p) => <TextField {...p} label="Client" />}
          />
          <TextField
            select
            size="small"
            label="Archived"
            value={archived}
            onChange={(e) => setParam({ archived: e.target.value === 'exclude' ? undefined : e.target.value })}
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
        onRowClick={({ row }) => navigate(`/project-management/list/${row.id}`)}
        slots={{ noRowsOverlay: emptyOverlay }}
        sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        aria-label="Projects"
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        Rates and budgets in Singapore dollars. Export gives this view: the status, search and filters above, in this
        order.
      </Typography>
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} message={notice} />
    </Box>
  );
}
