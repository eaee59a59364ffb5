import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type GridColDef } from '@mui/x-data-grid';
import Chip from '@mui/material/Chip';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import {
  ROSTER_COLUMN_KEYS,
  ROSTER_SORT_FIELDS,
  ROSTER_STATUSES,
  type RosterListQuery,
  type RosterListRow,
} from '@wf/shared/contracts/rosters/rosters';
import { ExportButton, errorText, EmptyState, formatDate, formatDateTime } from '../../components/management/list-tools.tsx';
import { ListToolbar, LoadErrorAlert, RecordLink, useListState } from '../../components/management/list-toolbar.tsx';
import { ServerDataGrid, exportColumns, serverSort, useListQuery } from '../../components/management/server-grid.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { rosterKeys, rostersApi } from './rosters-api.ts';
import { ROSTER_STATUS_COLORS, ROSTER_STATUS_KEYS } from './labels.ts';
import { StaffingBadge } from './shift-chip.tsx';
import { rosterPath } from './board-week.tsx';

/** The board's plain list: server paging, sorting, search, status, CSV/XLSX of what it shows. */
export function RosterListView({ filters }: { filters: Pick<RosterListQuery, 'clientId' | 'projectId' | 'locationId' | 'from' | 'to'> }) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const { grid, url, search } = useListState([{ field: 'date', sort: 'asc' }], { projectName: false, publishedAt: false });
  const status = url.pick('status', ROSTER_STATUSES);
  const [notice, setNotice] = useState<string | null>(null);
  const query = {
    ...filters,
    search: search.debounced || undefined,
    status,
    ...serverSort(grid.sort, ROSTER_SORT_FIELDS, 'date'),
  };
  const list = useListQuery({ ...query, ...grid.page }, rosterKeys.list, rostersApi.list);

  const columns = useMemo<GridColDef<RosterListRow>[]>(
    () => [
      {
        field: 'date',
        headerName: t('rosters.columns.date'),
        width: 120,
        renderCell: ({ row }) => (
          <RecordLink to={rosterPath(row.id)} archived={false}>
            {formatDate(row.date)}
          </RecordLink>
        ),
      },
      { field: 'locationName', headerName: t('rosters.columns.locationName'), flex: 1, minWidth: 170 },
      { field: 'projectCode', headerName: t('rosters.columns.projectCode'), width: 110 },
      { field: 'projectName', headerName: t('rosters.columns.projectName'), flex: 1, minWidth: 160, sortable: false },
      { field: 'clientName', headerName: t('rosters.columns.clientName'), flex: 1, minWidth: 160 },
      {
        field: 'status',
        headerName: t('rosters.columns.status'),
        width: 120,
        renderCell: ({ row }) => (
          <Chip size="small" variant="outlined" color={ROSTER_STATUS_COLORS[row.status]} label={t(ROSTER_STATUS_KEYS[row.status])} />
        ),
      },
      { field: 'shiftCount', headerName: t('rosters.columns.shiftCount'), width: 90, type: 'number' },
      { field: 'headcount', headerName: t('rosters.columns.headcount'), width: 110, type: 'number' },
      {
        field: 'filled',
        headerName: t('rosters.columns.filled'),
        width: 230,
        renderCell: ({ row }) => (
          <Stack sx={{ height: '100%', justifyContent: 'center' }}>
            <StaffingBadge filled={row.filled} headcount={row.headcount} />
          </Stack>
        ),
      },
      { field: 'confirmed', headerName: t('rosters.columns.confirmed'), width: 110, type: 'number', sortable: false },
      {
        field: 'publishedAt',
        headerName: t('rosters.columns.publishedAt'),
        width: 190,
        sortable: false,
        valueFormatter: (v: string | null) => (v ? formatDateTime(v, lang) : t('common.dash')),
      },
    ],
    [t, lang],
  );

  return (
    <>
      <ListToolbar
        search={{ search, label: t('rosters.list.search'), minWidth: 300 }}
        filters={[
          {
            label: t('rosters.list.status'),
            value: status ?? '',
            onChange: (v) => url.setParam('status', v || undefined),
            minWidth: 160,
            allLabel: t('rosters.list.allStatuses'),
            options: ROSTER_STATUSES.map((s) => ({ value: s, label: t(ROSTER_STATUS_KEYS[s]) })),
          },
        ]}
        end={
          <ExportButton
            base="rosters"
            download={(format) =>
              rostersApi.export({ ...query, columns: exportColumns(ROSTER_COLUMN_KEYS, columns, grid.visibility) }, format)
            }
            onError={setNotice}
          />
        }
      />
      <LoadErrorAlert query={list}>{errorText(list.error, t)}</LoadErrorAlert>
      <ServerDataGrid
        grid={grid}
        list={list}
        columns={columns}
        height={620}
        onRowClick={({ row }) => navigate(rosterPath(row.id))}
        slots={{
          noRowsOverlay: () => <EmptyState title={t('rosters.list.emptyTitle')} text={t('rosters.list.emptyText')} />,
        }}
        sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        aria-label={t('rosters.list.title')}
      />
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} message={notice} />
    </>
  );
}
