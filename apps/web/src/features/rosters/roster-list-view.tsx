import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type GridColDef } from '@mui/x-data-grid';
import Stack from '@mui/material/Stack';
import {
  ROSTER_COLUMN_KEYS,
  ROSTER_SORT_FIELDS,
  type RosterListQuery,
  type RosterListRow,
} from '@wf/shared/contracts/rosters/rosters';
import { EmptyState, formatDate, formatDateTime } from '../../components/management/list/list-tools.tsx';
import { RecordLink, urlSelect, useListState } from '../../components/management/list/list-toolbar.tsx';
import { RecordList } from '../../components/management/list/record-list.tsx';
import { serverSort } from '../../components/management/list/server-grid.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { call } from '../../lib/call.ts';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { ROSTER_STATUS } from '@wf/shared/enums/rosters';
import { EnumChip, enumOptions } from '../../lib/enum-chip.tsx';
import { StaffingBadge } from './shift-chip.tsx';
import { rosterPath } from './board-week.tsx';

/** The board's plain list: server paging, sorting, search, status, CSV/XLSX of what it shows. */
export function RosterListView({ filters }: { filters: Pick<RosterListQuery, 'clientId' | 'projectId' | 'locationId' | 'from' | 'to'> }) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const { grid, url, search } = useListState([{ field: 'date', sort: 'asc' }], { projectName: false, publishedAt: false });
  const status = url.pick('status', ROSTER_STATUS.values);
  const query = {
    ...filters,
    search: search.debounced || undefined,
    status,
    ...serverSort(grid.sort, ROSTER_SORT_FIELDS, 'date'),
  };
  const list = useEndpoint(rosterEndpoints.list, { query: { ...query, ...grid.page } }, { keepPrevious: true });

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
          <EnumChip of={ROSTER_STATUS} value={row.status} variant="outlined" />
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
    <RecordList
      search={{ search, label: t('rosters.list.search'), minWidth: 300 }}
      filters={[
        urlSelect(url, 'status', status, {
          label: t('rosters.list.status'),
          minWidth: 160,
          allLabel: t('rosters.list.allStatuses'),
          options: enumOptions(ROSTER_STATUS, t),
        }),
      ]}
      chooseColumns={false}
      exporting={{
        base: 'rosters',
        columnKeys: ROSTER_COLUMN_KEYS,
        download: (format, cols) => call(rosterEndpoints.export, { query: { ...query, columns: cols, format } }),
      }}
      noticeHideAfter={6000}
      grid={grid}
      list={list}
      columns={columns}
      gridProps={{
        height: 620,
        onRowClick: ({ row }: { row: RosterListRow }) => void navigate(rosterPath(row.id)),
        sx: { border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } },
      }}
      noRows={<EmptyState title={t('rosters.list.emptyTitle')} text={t('rosters.list.emptyText')} />}
      label={t('rosters.list.title')}
    />
  );
}
