import { useMemo } from 'react';
import { useCan } from '../../lib/use-can.ts';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { useNavigate } from 'react-router';
import { type GridColDef } from '@mui/x-data-grid';
import BusinessIcon from '@mui/icons-material/Business';
import {
  CLIENT_COLUMN_KEYS,
  CLIENT_SORT_FIELDS,
  INDUSTRIES,
  type ClientListQuery,
  type ClientListRow,
} from '@wf/shared/contracts/clients/clients';
import { EmptyState } from '../../components/management/list/list-tools.tsx';
import { RecordListPage } from '../../components/management/list/record-list.tsx';
import {
  archivedFilter,
  CreateButton,
  RecordLink,
  urlSelect,
  useListState,
} from '../../components/management/list/list-toolbar.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { call } from '../../lib/call.ts';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { CLIENT_STATUS, type ClientStatus } from '@wf/shared/enums/records';
import { EnumChip, enumOptions } from '../../lib/enum-chip.tsx';
import { INDUSTRY_KEYS, industryText } from './labels.ts';
import { serverSort } from '../../components/management/list/server-grid.tsx';
import { clientPages } from '@wf/shared/contracts/clients/pages';

/** /client-management/list */
export function Component() {
  const navigate = useNavigate();
  const { t } = useT();
  const can = useCan();
  const { grid, url, search } = useListState([{ field: 'name', sort: 'asc' }], {
    primaryContactEmail: false,
    billingAddress: false,
  });
  const debounced = search.debounced;
  const status: ClientStatus | undefined = url.pick('status', CLIENT_STATUS.values);
  const industry: ClientListQuery['industry'] = url.pick('industry', INDUSTRIES);
  const { archived, filter: archivedSelect } = archivedFilter(url, t);

  const filters = {
    search: debounced || undefined,
    status,
    industry,
    archived,
    ...serverSort(grid.sort, CLIENT_SORT_FIELDS, 'name'),
  };
  const query: ClientListQuery = { ...filters, ...grid.page };
  const list = useEndpoint(clientEndpoints.list, { query }, { keepPrevious: true });
  const filtered = Boolean(debounced || status || industry || archived !== 'exclude');

  const columns = useMemo<GridColDef<ClientListRow>[]>(
    () => [
      {
        field: 'name',
        headerName: t('clients.list.col.company'),
        flex: 1.4,
        minWidth: 220,
        renderCell: ({ row }) => (
          <RecordLink to={clientPages.record(row.id)} archived={row.archived}>
            {row.name}
          </RecordLink>
        ),
      },
      { field: 'uen', headerName: t('clients.list.col.uen'), width: 120 },
      {
        field: 'industry',
        headerName: t('clients.list.col.industry'),
        width: 160,
        valueFormatter: (v: string | null) => (v ? industryText(t, v) : t('common.dash')),
      },
      {
        field: 'status',
        headerName: t('common.status'),
        width: 100,
        renderCell: ({ row }) => (
          <EnumChip of={CLIENT_STATUS} value={row.status} />
        ),
      },
      {
        field: 'primaryContactName',
        headerName: t('clients.list.col.contact'),
        width: 160,
        sortable: false,
        valueFormatter: (v: string | null) => v ?? t('common.dash'),
      },
      { field: 'primaryContactPhone', headerName: t('common.phone'), width: 120, sortable: false },
      { field: 'primaryContactEmail', headerName: t('common.email'), width: 200, sortable: false },
      { field: 'billingAddress', headerName: t('clients.list.col.billingAddress'), width: 260, sortable: false },
      {
        field: 'paymentTermsDays',
        headerName: t('clients.list.col.terms'),
        width: 90,
        type: 'number',
        valueFormatter: (v: number) => t('clients.termsDays', { count: v }),
      },
      {
        field: 'projectCount',
        headerName: t('clients.list.col.projects'),
        width: 110,
        type: 'number',
        renderCell: ({ row }) =>
          row.activeProjectCount
            ? t('clients.list.projectCountActive', { count: row.projectCount, active: row.activeProjectCount })
            : row.projectCount,
      },
    ],
    [t],
  );

  return (
    <RecordListPage
      title={t('clients.list.title')}
      subtitle={t('clients.list.subtitle')}
      exporting={{
        base: 'clients',
        columnKeys: CLIENT_COLUMN_KEYS,
        download: (format, cols) => call(clientEndpoints.export, { query: { ...filters, columns: cols, format } }),
      }}
      actions={
        can(clientEndpoints.create) && (
          <CreateButton to={clientPages.create()}>{t('clients.list.newClient')}</CreateButton>
        )
      }
      search={{ search, label: t('clients.list.search'), minWidth: 280 }}
      filters={[
        urlSelect(url, 'status', status, {
          label: t('common.status'),
          minWidth: 140,
          allLabel: t('clients.list.allStatuses'),
          options: enumOptions(CLIENT_STATUS, t),
        }),
        urlSelect(url, 'industry', industry, {
          label: t('clients.list.industry'),
          minWidth: 190,
          allLabel: t('clients.list.allIndustries'),
          options: INDUSTRIES.map((value) => ({ value, label: t(INDUSTRY_KEYS[value]) })),
        }),
        archivedSelect,
      ]}
      grid={grid}
      list={list}
      columns={columns}
      gridProps={{ height: 620 }}
      onOpen={(row) => navigate(clientPages.record(row.id))}
      noRows={
        filtered ? (
          <EmptyState title={t('clients.list.noMatchTitle')} text={t('clients.list.noMatchText')} />
        ) : (
          <EmptyState
            icon={<BusinessIcon />}
            title={t('clients.list.emptyTitle')}
            text={can(clientEndpoints.create) ? t('clients.list.emptyTextCreate') : t('clients.list.emptyTextView')}
            action={
              can(clientEndpoints.create) && (
                <CreateButton to={clientPages.create()}>{t('clients.list.addFirst')}</CreateButton>
              )
            }
          />
        )
      }
      label={t('clients.list.gridLabel')}
    />
  );
}
