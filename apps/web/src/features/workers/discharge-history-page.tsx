import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type GridColDef } from '@mui/x-data-grid';
import Link from '@mui/material/Link';
import {
  HISTORY_COLUMN_KEYS,
  HISTORY_SORT_FIELDS,
  type DischargeHistoryQuery,
  type DischargeHistoryRow,
  type HistoryColumn,
} from '@wf/shared/contracts/workers/workers';
import { DISCHARGE_HISTORY_ACTIONS, type WorkerAction } from '@wf/shared/domain/workers/status-machine';
import {
  COLUMN_KEYS,
  formatDate,
  HISTORY_ACTION_KEYS,
  historyActionText,
  statusText,
} from './labels.ts';
import { useT } from '../../lib/i18n/index.ts';
import { workerPath } from './worker-list.tsx';
import { dateTimeColumn } from '../../components/management/list/cell-text.tsx';
import { call } from '../../lib/call.ts';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { serverSort } from '../../components/management/list/server-grid.tsx';
import { RecordListPage } from '../../components/management/list/record-list.tsx';
import { urlSelect, useListState } from '../../components/management/list/list-toolbar.tsx';

const SORTABLE = new Set<string>(HISTORY_SORT_FIELDS);

/** Every discharge and rejoin step: requested, approved, cancelled, rejected; who, when, why. */
export function Component() {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const { grid, url, search } = useListState([{ field: 'at', sort: 'desc' }], {
    idNumberMasked: false,
    fromStatus: false,
  });
  const action: WorkerAction | '' = url.pick('action', DISCHARGE_HISTORY_ACTIONS) ?? '';
  const debounced = search.debounced;

  const base = {
    action: action || undefined,
    search: debounced || undefined,
    ...serverSort(grid.sort, HISTORY_SORT_FIELDS, 'at', 'desc'),
  };
  const query: DischargeHistoryQuery = { ...base, ...grid.page };
  const list = useEndpoint(workerEndpoints.history, { query }, { keepPrevious: true });

  const columns = useMemo<GridColDef<DischargeHistoryRow>[]>(() => {
    const col = (
      f: HistoryColumn,
      extra: Partial<GridColDef<DischargeHistoryRow>> = {},
    ): GridColDef<DischargeHistoryRow> => ({
      field: f,
      headerName: t(COLUMN_KEYS[f]),
      sortable: SORTABLE.has(f),
      flex: 0.7,
      minWidth: 110,
      ...extra,
    });
    return [
      col('name', {
        flex: 1.2,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={workerPath(row.workerId)} underline="hover" onClick={(e) => e.stopPropagation()}>
            {row.name}
          </Link>
        ),
      }),
      col('at', { ...dateTimeColumn(lang), flex: 0 }),
      col('employeeCode', { width: 120, flex: 0 }),
      col('idNumberMasked', { width: 120, flex: 0 }),
      col('action', { width: 170, flex: 0, valueFormatter: (v: string) => historyActionText(t, v) }),
      col('fromStatus', { width: 150, flex: 0, valueFormatter: (v: string | null) => statusText(t, v) }),
      col('toStatus', { width: 150, flex: 0, valueFormatter: (v: string) => statusText(t, v) }),
      col('reason', { flex: 1.2, minWidth: 200 }),
      col('lastWorkingDay', { width: 150, flex: 0, valueFormatter: (v: string | null) => formatDate(v) }),
      col('actorName', { width: 150, flex: 0 }),
    ];
  }, [t, lang]);

  return (
    <RecordListPage
      title={t('workers.history.title')}
      subtitle={t('workers.history.subtitle')}
      exporting={{
        base: 'discharge-history',
        layout: 'buttons',
        columnKeys: HISTORY_COLUMN_KEYS,
        download: (format, cols) => call(workerEndpoints.historyExport, { query: { ...base, columns: cols, format } }),
      }}
      search={{ search, label: t('workers.list.search'), minWidth: { md: 360 } }}
      filters={[
        urlSelect(url, 'action', action, {
          label: t('workers.history.step'),
          minWidth: 190,
          allLabel: t('workers.history.allSteps'),
          options: DISCHARGE_HISTORY_ACTIONS.map((a) => ({ value: a, label: t(HISTORY_ACTION_KEYS[a]!) })),
        }),
      ]}
      retry
      grid={grid}
      list={list}
      columns={columns}
      onOpen={(row) => navigate(workerPath(row.workerId))}
      noRows={debounced || action ? t('workers.history.noMatch') : t('workers.history.empty')}
      label={t('workers.history.title')}
    />
  );
}
