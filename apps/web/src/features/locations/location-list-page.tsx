import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type GridColDef } from '@mui/x-data-grid';
import Chip from '@mui/material/Chip';
import Snackbar from '@mui/material/Snackbar';
import PlaceIcon from '@mui/icons-material/Place';
import {
  LOCATION_COLUMN_KEYS,
  LOCATION_SORT_FIELDS,
  type LocationListQuery,
  type LocationListRow,
} from '@wf/shared/contracts/locations/locations';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { EmptyState, ExportButton, errorText } from '../../components/management/list-tools.tsx';
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
import { locationKeys, locationsApi } from './locations-api.ts';
import { ServerDataGrid, serverSort, exportColumns, useListQuery } from '../../components/management/server-grid.tsx';

/** /project-location-management/list */
export function Component() {
  const navigate = useNavigate();
  const can = useCan();
  const { grid, url, search } = useListState([{ field: 'name', sort: 'asc' }], {
    lat: false,
    lng: false,
    siteContactPhone: false,
  });
  const debounced = search.debounced;
  const projectId = url.params.get('projectId') ?? undefined;
  const { archived, filter: archivedSelect } = archivedFilter(url);
  const [notice, setNotice] = useState<string | null>(null);
  const filters = {
    search: debounced || undefined,
    projectId,
    archived,
    ...serverSort(grid.sort, LOCATION_SORT_FIELDS, 'name'),
  };
  const query: LocationListQuery = { ...filters, ...grid.page };
  const list = useListQuery(query, locationKeys.list, locationsApi.list);
  const filtered = Boolean(debounced || projectId || archived !== 'exclude');

  const columns = useMemo<GridColDef<LocationListRow>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Location',
        flex: 1.1,
        minWidth: 190,
        renderCell: ({ row }) => (
          <RecordLink to={`/project-location-management/list/${row.id}`} archived={row.archived}>
            {row.name}
          </RecordLink>
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

  return (
    <ListPage
      title="Project locations"
      subtitle="Where workers report: address, coordinates, geofence and site contact."
      actions={
        <>
          <ExportButton
            base="project-locations"
            download={(format) =>
              locationsApi.export(
                { ...filters, columns: exportColumns(LOCATION_COLUMN_KEYS, columns, grid.visibility) },
                format,
              )
            }
            onError={setNotice}
          />
          {can(locationEndpoints.create) && (
            <CreateButton
              to={`/project-location-management/list/create-location${projectId ? `?projectId=${projectId}` : ''}`}
            >
              New location
            </CreateButton>
          )}
        </>
      }
    >
      <ListToolbar
        search={{ search, label: 'Search location, address, postal code, project or client', minWidth: 360 }}
        filters={[
          archivedSelect,
          projectId ? <Chip label="One project only" onDelete={() => url.setParam('projectId', undefined)} /> : null,
        ]}
      />
      <LoadErrorAlert query={list}>{errorText(list.error)}</LoadErrorAlert>
      <ServerDataGrid
        grid={grid}
        list={list}
        columns={columns}
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
                  can(locationEndpoints.create) && (
                    <CreateButton to="/project-location-management/list/create-location">
                      Add the first location
                    </CreateButton>
                  )
                }
              />
            ),
        }}
        sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        aria-label="Project locations"
      />
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} message={notice} />
    </ListPage>
  );
}
