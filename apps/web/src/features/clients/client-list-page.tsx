import { useMemo, useState } from 'react';
import { useCan } from '../../lib/use-can.ts';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { useNavigate } from 'react-router';
import { type GridColDef } from '@mui/x-data-grid';
import Chip from '@mui/material/Chip';
import Snackbar from '@mui/material/Snackbar';
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
import { EmptyState, ExportButton, errorText } from '../../components/management/list-tools.tsx';
import {
  archivedFilter,
  CreateButton,
  ListPage,
  ListToolbar,
  LoadErrorAlert,
  RecordLink,
  useListState,
} from '../../components/management/list-toolbar.tsx';
import { clientKeys, clientsApi } from './clients-api.ts';
import { ServerDataGrid, serverSort, exportColumns, useListQuery } from '../../components/management/server-grid.tsx';

const CLIENT_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** /client-management/list */
export function Component() {
  const navigate = useNavigate();
  const can = useCan();
  const { grid, url, search } = useListState([{ field: 'name', sort: 'asc' }], {
    primaryContactEmail: false,
    billingAddress: false,
  });
  const debounced = search.debounced;
  const status: ClientStatus | undefined = url.pick('status', CLIENT_STATUSES);
  const industry: ClientListQuery['industry'] = url.pick('industry', INDUSTRIES);
  const { archived, filter: archivedSelect } = archivedFilter(url);
  const [notice, setNotice] = useState<string | null>(null);

  const filters = {
    search: debounced || undefined,
    status,
    industry,
    archived,
    ...serverSort(grid.sort, CLIENT_SORT_FIELDS, 'name'),
  };
  const query: ClientListQuery = { ...filters, ...grid.page };
  const list = useListQuery(query, clientKeys.list, clientsApi.list);
  const filtered = Boolean(debounced || status || industry || archived !== 'exclude');

  const columns = useMemo<GridColDef<ClientListRow>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Company',
        flex: 1.4,
        minWidth: 220,
        renderCell: ({ row }) => (
          <RecordLink to={`/client-management/list/${row.id}`} archived={row.archived}>
            {row.name}
          </RecordLink>
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

  return (
    <ListPage
      title="Clients"
      subtitle="Client companies, their contacts, payment terms and projects."
      actions={
        <>
          <ExportButton
            base="clients"
            download={(format) =>
              clientsApi.export(
                { ...filters, columns: exportColumns(CLIENT_COLUMN_KEYS, columns, grid.visibility) },
                format,
              )
            }
            onError={setNotice}
          />
          {can(clientEndpoints.create) && (
            <CreateButton to="/client-management/list/create-client">New client</CreateButton>
          )}
        </>
      }
    >
      <ListToolbar
        search={{ search, label: 'Search company, UEN or contact', minWidth: 280 }}
        filters={[
          {
            label: 'Status',
            value: status ?? '',
            onChange: (v) => url.setParam('status', v),
            minWidth: 140,
            allLabel: 'All statuses',
            options: CLIENT_STATUS_OPTIONS,
          },
          {
            label: 'Industry',
            value: industry ?? '',
            onChange: (v) => url.setParam('industry', v),
            minWidth: 190,
            allLabel: 'All industries',
            options: INDUSTRIES,
          },
          archivedSelect,
        ]}
      />
      <LoadErrorAlert query={list}>{errorText(list.error)}</LoadErrorAlert>
      <ServerDataGrid
        grid={grid}
        list={list}
        columns={columns}
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
                  can(clientEndpoints.create)
                    ? 'Add the companies you place workers with; their projects hang off them.'
                    : 'Clients appear here once a manager adds them.'
                }
                action={
                  can(clientEndpoints.create) && (
                    <CreateButton to="/client-management/list/create-client">Add the first client</CreateButton>
                  )
                }
              />
            ),
        }}
        sx={{ border: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        aria-label="Clients"
      />
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} message={notice} />
    </ListPage>
  );
}
