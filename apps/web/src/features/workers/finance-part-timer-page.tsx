import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type GridColDef } from '@mui/x-data-grid';
import {
  FINANCE_COLUMN_KEYS,
  FINANCE_SORT_FIELDS,
  type FinancePartTimerQuery,
  type FinancePartTimerRow,
} from '@wf/shared/contracts/workers/workers';
import { BANK_NAMES } from '@wf/shared/enums/registration';
import { call } from '../../lib/call.ts';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { COLUMN_KEYS } from './labels.ts';
import { financeWorkerPath } from './finance-worker-page.tsx';
import { EMPLOYMENT_KEYS, valueText } from './fields.ts';
import { useT } from '../../lib/i18n/index.ts';
import { serverSort } from '../../components/management/list/server-grid.tsx';
import { RecordListPage } from '../../components/management/list/record-list.tsx';
import { urlSelect, useListState } from '../../components/management/list/list-toolbar.tsx';

const SORTABLE = new Set<string>(FINANCE_SORT_FIELDS);

/** /finance-management/part-timer-list: active workers with bank and masked account, for payment. */
export function Component() {
  const { t } = useT();
  const navigate = useNavigate();
  const { grid, url, search } = useListState([{ field: 'name', sort: 'asc' }]);
  const bankName: string = url.pick('bank', BANK_NAMES) ?? '';
  const debounced = search.debounced;

  const base = {
    bankName: bankName || undefined,
    search: debounced || undefined,
    ...serverSort(grid.sort, FINANCE_SORT_FIELDS, 'name'),
  };
  const query: FinancePartTimerQuery = { ...base, ...grid.page };
  const list = useEndpoint(workerEndpoints.finance, { query }, { keepPrevious: true });

  const columns = useMemo<GridColDef<FinancePartTimerRow>[]>(
    () =>
      FINANCE_COLUMN_KEYS.map((k) => ({
        field: k,
        headerName: t(COLUMN_KEYS[k]),
        sortable: SORTABLE.has(k),
        flex: k === 'name' ? 1.3 : 0.8,
        minWidth: k === 'name' ? 180 : 120,
        ...(k === 'typeOfEmployment' && { valueFormatter: (v: string) => valueText(t, EMPLOYMENT_KEYS, v) }),
      })),
    [t],
  );

  return (
    <RecordListPage
      title={t('workers.finance.title')}
      subtitle={t('workers.finance.subtitle')}
      exporting={{
        base: 'part-timers-bank',
        layout: 'buttons',
        columnKeys: FINANCE_COLUMN_KEYS,
        download: (format, cols) => call(workerEndpoints.financeExport, { query: { ...base, columns: cols, format } }),
      }}
      search={{ search, label: t('workers.list.search'), minWidth: { md: 360 } }}
      filters={[
        urlSelect(url, 'bank', bankName, {
          label: t('workers.columns.bankName'),
          minWidth: 200,
          allLabel: t('workers.finance.allBanks'),
          options: BANK_NAMES,
        }),
      ]}
      retry
      grid={grid}
      list={list}
      columns={columns}
      onOpen={(row) => navigate(financeWorkerPath(row.id))}
      noRows={debounced || bankName ? t('workers.finance.noMatch') : t('workers.finance.empty')}
      label={t('workers.finance.title')}
    />
  );
}
