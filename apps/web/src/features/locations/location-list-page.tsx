import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type GridColDef } from '@mui/x-data-grid';
import Chip from '@mui/material/Chip';
import PlaceIcon from '@mui/icons-material/Place';
import {
  LOCATION_COLUMN_KEYS,
  LOCATION_SORT_FIELDS,
  type LocationListQuery,
  type LocationListRow,
} from '@wf/shared/contracts/locations/locations';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { EmptyState } from '../../components/management/list/list-tools.tsx';
import { RecordListPage } from '../../components/management/list/record-list.tsx';
import { useCan } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import {
  archivedFilter,
  CreateButton,
  RecordLink,
  useListState,
} from '../../components/management/list/list-toolbar.tsx';
import { call } from '../../lib/call.ts';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { serverSort } from '../../components/management/list/server-grid.tsx';
import { locationPages } from '@wf/shared/contracts/locations/pages';

/** /project-location-management/list */
export function Component() {
  const { t } = useT();
  const navigate = useNavigate();
  const can = useCan();
  const { grid, url, search } = useListState([{ field: 'name', sort: 'asc' }], {
    lat: false,
    lng: false,
    siteContactPhone: false,
  });
  const debounced = search.debounced;
  const projectId = url.params.get('projectId') ?? undefined;
  const { archived, filter: archivedSelect } = archivedFilter(url, t);
  const filters = {
    search: debounced || undefined,
    projectId,
    archived,
    ...serverSort(grid.sort, LOCATION_SORT_FIELDS, 'name'),
  };
  const query: LocationListQuery = { ...filters, ...grid.page };
  const list = useEndpoint(locationEndpoints.list, { query }, { keepPrevious: true });
  const filtered = Boolean(debounced || projectId || archived !== 'exclude');

  const columns = useMemo<GridColDef<LocationListRow>[]>(
    () => [
      {
        field: 'name',
        headerName: t('locations.columns.name'),
        flex: 1.1,
        minWidth: 190,
        renderCell: ({ row }) => (
          <RecordLink to={locationPages.record(row.id)} archived={row.archived}>
            {row.name}
          </RecordLink>
        ),
      },
      { field: 'projectCode', headerName: t('locations.columns.projectCode'), width: 110 },
      { field: 'projectName', headerName: t('locations.columns.projectName'), flex: 1, minWidth: 170 },
      { field: 'clientName', headerName: t('locations.columns.clientName'), flex: 1, minWidth: 170 },
      {
        field: 'formattedAddress',
        headerName: t('locations.columns.formattedAddress'),
        flex: 1.5,
        minWidth: 240,
        sortable: false,
      },
      { field: 'postalCode', headerName: t('locations.columns.postalCode'), width: 110 },
      { field: 'lat', headerName: t('locations.columns.lat'), width: 100, sortable: false },
      { field: 'lng', headerName: t('locations.columns.lng'), width: 100, sortable: false },
      {
        field: 'geofenceRadiusM',
        headerName: t('locations.columns.geofenceRadiusM'),
        width: 100,
        type: 'number',
        valueFormatter: (v: number) => t('locations.list.meters', { value: v }),
      },
      {
        field: 'siteContactName',
        headerName: t('locations.columns.siteContactName'),
        width: 140,
        sortable: false,
        valueFormatter: (v: string | null) => v ?? t('common.dash'),
      },
      { field: 'siteContactPhone', headerName: t('locations.columns.siteContactPhone'), width: 120, sortable: false },
    ],
    [t],
  );

  return (
    <RecordListPage
      title={t('locations.list.title')}
      subtitle={t('locations.list.subtitle')}
      exporting={{
        base: 'project-locations',
        columnKeys: LOCATION_COLUMN_KEYS,
        download: (format, cols) => call(locationEndpoints.export, { query: { ...filters, columns: cols, format } }),
      }}
      actions={
        can(locationEndpoints.create) && (
          <CreateButton to={locationPages.create({ projectId: projectId || undefined })}>
            {t('locations.list.newLocation')}
          </CreateButton>
        )
      }
      search={{ search, label: t('locations.list.search'), minWidth: 360 }}
      filters={[
        archivedSelect,
        projectId ? (
          <Chip label={t('locations.list.oneProject')} onDelete={() => url.setParam('projectId', undefined)} />
        ) : null,
      ]}
      grid={grid}
      list={list}
      columns={columns}
      gridProps={{ height: 620 }}
      onOpen={(row) => navigate(locationPages.record(row.id))}
      noRows={
        filtered ? (
          <EmptyState title={t('locations.list.noMatchTitle')} text={t('locations.list.noMatchText')} />
        ) : (
          <EmptyState
            icon={<PlaceIcon />}
            title={t('locations.list.emptyTitle')}
            text={t('locations.list.emptyText')}
            action={
              can(locationEndpoints.create) && (
                <CreateButton to={locationPages.create()}>
                  {t('locations.list.addFirst')}
                </CreateButton>
              )
            }
          />
        )
      }
      label={t('locations.list.title')}
    />
  );
}
