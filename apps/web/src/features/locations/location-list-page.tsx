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
import PlaceIcon from '@mui/icons-material/Place';
import {
  LOCATION_COLUMN_KEYS,
  LOCATION_SORT_FIELDS,
  type LocationListQuery,
  type LocationListRow,
} from '@wf/shared/contracts/locations/locations';
import { ARCHIVED_FILTERS, type ArchivedFilter } from '@wf/shared/contracts/common/list-query';
import {
  EmptyState,
  ExportButton,
  PageHeader,
  errorText,
  useCan,
  useDebounced,
} from '../../components/management/list-tools.tsx';
import { locationKeys, locationsApi } from './locations-api.ts';
import { ServerDataGrid, useServerGrid } from '../../components/management/server-grid.tsx';

const ARCHIVED_LABELS: Record<ArchivedFilter, string> = {
  exclude: 'Hide archived',
  include: 'Include archived',
  only: 'Archived only',
};

/** /project-location-management/list */
export function Component() {
  const navigate = useNavigate();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebounced(search.trim(), 300);
  const projectId = params.get('projectId') ?? undefined;
  const archivedParam = params.get('archived') ?? 'exclude';
  const archived = (ARCHIVED_FILTERS as readonly string[]).includes(archivedParam)
    ? (archivedParam as ArchivedFilter)
    : 'exclude';
  const grid = useServerGrid([{ field: 'name', sort: 'asc' }], {
    lat: false,
    lng: false,
    siteContactPhone: false,
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
    projectId,
    archived,
    sort:
      sortField && (LOCATION_SORT_FIELDS as readonly string[]).includes(sortField)
        ? (sortField as LocationListQuery['sort'])
        : 'name',
    dir: sort[0]?.sort === 'desc' ? ('desc' as const) : ('asc' as const),
  };
  const query: LocationListQuery = { ...filters, page: pagination.page + 1, pageSize: pagination.pageSize };
  const list = useQuery({
    queryKey: locationKeys.list(query),
    queryFn: () => locationsApi.list(query),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(debounced || projectId || archived !== 'exclude');

  const columns = useMemo<GridColDef<LocationListRow>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Location',
        flex: 1.1,
        minWidth: 190,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={`/project-location-management/list/${row.id}`}
            onClick={(e) => e.stopPropagation()}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {row.name}
            {row.archived && <Chip size="small" label="Archived" sx={{ ml: 1 }} />}
          </Link>
        ),
      },
      { field: 'projectCode', headerName: 'Project code', width: 110 },
      { field: 'projectName', headerName: 'Project', flex: 1, minWidth: 170 },
      { field: 'clientName', headerName: 'Client', flex: 1, minWidth: 170 },
      { field: 'formattedAddress', headerName: 'Address', flex: 1.5, minWidth: 240, sortable: false },
      { field: 'postalCode', headerName: 'Postal code', width: 110 },
      { field: 'lat', headerName: 'Latitude', width: 100, sortable: false },
      { field: 'lng', headerName: 'Longitude', width: 100, sortable: false },
      {
        field: 'geofenceRadiusM',
        headerName: 'Geofence',
        width: 100,
        type: 'number',
        valueFormatter: (v: number) => `${v} m`,
      },
      {
        field: 'siteContactName',
        headerName: 'Site contact',
        width: 140,
        sortable: false,
        valueFormatter: (v: string | null) => v ?? '—',
      },
      { field: 'siteContactPhone', headerName: 'Site phone', width: 120, sortable: false },
    ],
    [],
  );
  const visibleColumns = LOCATION_COLUMN_KEYS.filter(
    (k) => columns.some((c) => c.field === k) && grid.visibility[k] !== false,
  );

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeader
        title="Project locations"
        subtitle="Where workers report: address, coordinates, geofence and site contact."
        actions={
          <>
            <ExportButton
              path="/api/project-locations/export"
              base="project-locations"
              query={{ ...filters, columns: visibleColumns.join(',') }}
              onError={setNotice}
            />
            {can('POST /api/project-locations') && (
              <Button
                component={RouterLink}
                to={`/project-location-management/list/create-location${projectId ? `?projectId=${projectId}` : ''}`}
                variant="contained"
                startIcon={<AddIcon />}
              >
                New location
              </Button>
            )}
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            label="Search location, address, postal code, project or client"
            size="small"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              grid.firstPage();
            }}
            sx={{ minWidth: 360 }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
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
          {projectId && <Chip label="One project only" onDelete={() => setParam('projectId', undefined)} />}
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
        onRowClick={({ row }) => navigate(`/project-location-management/list/${row.id}`)}
        slots={{
          noRowsOverlay: () =>
            filtered ? (
              <EmptyState title="No locations match" text="Clear the search or filters to see every location." />
            ) : (
              <EmptyState
                icon={<PlaceIcon />}
                title="No locations yet"
                text="A location is where workers of a project report. Find it by postal code; the geofence defaults to 200 m."
                action={
                  can('POST /api/project-locations') && (
                    <Button
                      component={RouterLink}
                      to="/project-location-management/list/create-location"
                      variant="contained"
                      startIcon={<AddIcon />}
                    >
                      Add the first location
                    </Button>
                  )
                }
              />
            ),
        }}
        sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        aria-label="Project locations"
      />
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} message={notice} />
    </Box>
  );
}
