import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { type GridColDef } from '@mui/x-data-grid';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import WorkOutlineIcon from '@mui/icons-material/BusinessCenter';
import {
  PROJECT_SORT_FIELDS,
  type ProjectListQuery,
  type ProjectListRow,
} from '@wf/shared/contracts/projects/projects';
import { PROJECT_STATUSES, type ProjectStatus } from '@wf/shared/domain/projects/project-rules';
import { formatSgd } from '@wf/shared/domain/money';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { EmptyState, ExportButton, errorText, formatDate } from '../../components/management/list-tools.tsx';
import { useCan } from '../../lib/use-can.ts';
import {
  archivedFilter,
  CreateButton,
  ListPage,
  ListToolbar,
  LoadErrorAlert,
  RecordLink,
  useListState,
} from '../../components/management/list-toolbar.tsx';
import { projectKeys, projectsApi } from './projects-api.ts';
import { PROJECT_STATUS_COLORS, PROJECT_STATUS_LABELS } from './labels.ts';
import { ServerDataGrid, serverSort, useListQuery } from '../../components/management/server-grid.tsx';

/** /project-management/list: the first screen after sign-in. Status chips with counts, search, filters, export. */
export function Component() {
  const navigate = useNavigate();
  const can = useCan();
  const { grid, url, search } = useListState([{ field: 'startDate', sort: 'desc' }]);
  const setParam = url.set;
  const debounced = search.debounced;
  const status: ProjectStatus | undefined = url.pick('status', PROJECT_STATUSES);
  const { archived, filter: archivedSelect } = archivedFilter(url);
  const clientId = url.params.get('clientId') ?? undefined;
  const [clientLabel, setClientLabel] = useState<string | null>(url.params.get('clientName'));
  const [clientSearch, setClientSearch] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const filters = {
    search: debounced || undefined,
    clientId,
    archived,
    ...serverSort(grid.sort, PROJECT_SORT_FIELDS, 'startDate', 'desc'),
  };
  const query: ProjectListQuery = { ...filters, status, ...grid.page };
  const list = useListQuery(query, projectKeys.list, projectsApi.list);
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
          <RecordLink to={`/project-management/list/${row.id}`} archived={row.archived}>
            {row.name}
          </RecordLink>
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
            can(projectEndpoints.create)
              ? 'A project ties a client to positions, pay and bill rates, and the locations where people work. Set up the first one.'
              : 'Projects appear here once a manager sets them up.'
          }
          action={
            can(projectEndpoints.create) && (
              <CreateButton to="/project-management/list/create-project">Create the first project</CreateButton>
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
              search.setValue('');
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
    <ListPage
      title="Projects"
      subtitle="Client projects with their positions, rates and locations."
      actions={
        <>
          <ExportButton
            base="projects"
            download={(format) => projectsApi.export({ ...filters, status }, format)}
            onError={setNotice}
          />
          {can(projectEndpoints.create) && (
            <CreateButton to="/project-management/list/create-project">New project</CreateButton>
          )}
        </>
      }
    >
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

      <ListToolbar
        search={{ search, label: 'Search code, project or client', minWidth: 280 }}
        filters={[
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
          />,
          archivedSelect,
        ]}
      />

      <LoadErrorAlert query={list}>{errorText(list.error)}</LoadErrorAlert>

      <ServerDataGrid
        grid={grid}
        list={list}
        columns={columns}
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
    </ListPage>
  );
}
