import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type GridColDef } from '@mui/x-data-grid';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/PersonAdd';
import {
  VIEW_STATUSES,
  WORKER_COLUMN_KEYS,
  WORKER_SORT_FIELDS,
  type WorkerListQuery,
  type WorkerColumn,
  type WorkerListRow,
  type WorkerSortField,
  type WorkerView,
} from '@wf/shared/contracts/workers/workers';
import { EMPLOYMENT_TYPES } from '@wf/shared/enums/registration';
import type { WorkerStatus } from '@wf/shared/domain/workers/status-machine';
import { WORKER_STATUS } from '@wf/shared/enums/workers';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { COLUMN_KEYS, formatDate } from './labels.ts';
import { dateTimeColumn } from '../../components/management/list/cell-text.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { EMPLOYMENT_KEYS, GENDER_KEYS, NATIONALITY_KEYS, POSITION_KEYS, valueText } from './fields.ts';
import { call } from '../../lib/call.ts';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { serverSort } from '../../components/management/list/server-grid.tsx';
import { RecordListPage } from '../../components/management/list/record-list.tsx';
import { CreateButton, urlSelect, useListState } from '../../components/management/list/list-toolbar.tsx';
import { workerPages } from '@wf/shared/contracts/workers/pages';

export const workerPath = (id: string) => workerPages.record(id);

export type WorkerListProps = {
  view: WorkerView;
  title: string;
  subtitle: string;
  /** What the empty list means and what to do. */
  emptyText: string;
  defaultSort?: { field: WorkerSortField; sort: 'asc' | 'desc' };
  /** Columns shown at first (the others can be switched on). */
  columns: WorkerColumn[];
  createButton?: boolean;
};

const SORTABLE = new Set<string>(WORKER_SORT_FIELDS);

/** A worker list page: server paging, sorting and search, status filter, column choice, exports. */
export function WorkerList({
  view,
  title,
  subtitle,
  emptyText,
  defaultSort,
  columns: shown,
  createButton,
}: WorkerListProps) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const { grid, url, search } = useListState([defaultSort ?? { field: 'name', sort: 'asc' }], () =>
    Object.fromEntries(WORKER_COLUMN_KEYS.map((k) => [k, shown.includes(k)])),
  );
  const debounced = search.debounced;
  const statuses = VIEW_STATUSES[view];
  const status: WorkerStatus | '' = url.pick('status', statuses) ?? '';
  const employmentType: string = url.pick('type', EMPLOYMENT_TYPES) ?? '';

  const base = {
    view,
    status: status || undefined,
    employmentType: employmentType || undefined,
    search: debounced || undefined,
    ...serverSort(grid.sort, WORKER_SORT_FIELDS, 'name'),
  };
  const query: WorkerListQuery = { ...base, ...grid.page };
  const list = useEndpoint(workerEndpoints.list, { query }, { keepPrevious: true });

  const gridColumns = useMemo<GridColDef<WorkerListRow>[]>(() => {
    const col = (field: WorkerColumn, extra: Partial<GridColDef<WorkerListRow>> = {}): GridColDef<WorkerListRow> => ({
      field,
      headerName: t(COLUMN_KEYS[field]),
      sortable: SORTABLE.has(field),
      minWidth: 110,
      flex: 0.7,
      ...extra,
    });
    return [
      col('name', {
        flex: 1.3,
        minWidth: 190,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={workerPath(row.id)} underline="hover" onClick={(e) => e.stopPropagation()}>
            {row.name}
          </Link>
        ),
      }),
      col('employeeCode', { width: 120, flex: 0, valueFormatter: (v: string | null) => v ?? t('common.dash') }),
      col('status', {
        width: 190,
        flex: 0,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <EnumChip of={WORKER_STATUS} value={row.status} />
            {row.blacklistFlag && (
              <Chip size="small" color="error" variant="outlined" label={t('workers.list.blacklistedId')} />
            )}
            {row.requiresDocument && !row.consentReceived && row.status === 'pending' && (
              <Chip size="small" color="warning" variant="outlined" label={t('workers.list.needsConsent')} />
            )}
          </Stack>
        ),
      }),
      col('idNumberMasked', { width: 120, flex: 0 }),
      col('contactNumber', { width: 120, flex: 0 }),
      col('contactEmail', { minWidth: 200 }),
      col('typeOfEmployment', { width: 140, flex: 0, valueFormatter: (v: string) => valueText(t, EMPLOYMENT_KEYS, v) }),
      col('positionApplied', { minWidth: 170, valueFormatter: (v: string) => valueText(t, POSITION_KEYS, v) }),
      col('nationality', {
        width: 130,
        flex: 0,
        valueFormatter: (v: string | null) => valueText(t, NATIONALITY_KEYS, v),
      }),
      col('gender', { width: 90, flex: 0, valueFormatter: (v: string | null) => valueText(t, GENDER_KEYS, v) }),
      col('age', { width: 70, flex: 0, type: 'number' }),
      col('blacklistFlag', {
        width: 130,
        flex: 0,
        valueFormatter: (v: boolean | null) => (v === null ? '' : v ? t('common.yes') : t('common.no')),
      }),
      col('requiresDocument', {
        width: 170,
        flex: 0,
        valueFormatter: (v: boolean) => (v ? t('common.yes') : t('common.no')),
      }),
      col('consentReceived', {
        width: 150,
        flex: 0,
        valueFormatter: (v: boolean) => (v ? t('common.yes') : t('common.no')),
      }),
      col('lastWorkingDay', { width: 150, flex: 0, valueFormatter: (v: string | null) => formatDate(v) }),
      col('statusReason', { minWidth: 200, flex: 1 }),
      col('statusChangedAt', { ...dateTimeColumn(lang), flex: 0 }),
      col('createdAt', { ...dateTimeColumn(lang), flex: 0 }),
    ];
  }, [t, lang]);

  const filtered = Boolean(debounced || status || employmentType);

  return (
    <RecordListPage
      title={title}
      subtitle={subtitle}
      exporting={{
        base: `workers-${view}`,
        layout: 'buttons',
        columnKeys: WORKER_COLUMN_KEYS,
        download: (format, cols) => call(workerEndpoints.export, { query: { ...base, columns: cols, format } }),
      }}
      actions={
        createButton && (
          <CreateButton to={workerPages.createEmployee()} icon={<AddIcon />}>
            {t('workers.list.createEmployee')}
          </CreateButton>
        )
      }
      search={{
        search,
        label: t('workers.list.search'),
        ariaLabel: t('workers.list.searchAria'),
        minWidth: { md: 360 },
      }}
      filters={[
        statuses.length > 1 &&
          urlSelect(url, 'status', status, {
            label: t('common.status'),
            minWidth: 170,
            allLabel: t('workers.list.allStatuses'),
            options: statuses.map((s) => ({ value: s, label: t(WORKER_STATUS.key(s)) })),
          }),
        urlSelect(url, 'type', employmentType, {
          label: t('workers.columns.typeOfEmployment'),
          minWidth: 200,
          allLabel: t('workers.list.allTypes'),
          options: EMPLOYMENT_TYPES.map((x) => ({ value: x, label: valueText(t, EMPLOYMENT_KEYS, x) })),
        }),
      ]}
      retry
      grid={grid}
      list={list}
      columns={gridColumns}
      onOpen={(row) => navigate(workerPath(row.id))}
      noRows={filtered ? t('workers.list.noMatch') : emptyText}
      label={title}
    />
  );
}
