import { useMemo, useState } from 'react';
import { type GridColDef } from '@mui/x-data-grid';
import {
  FINANCE_COLUMN_KEYS,
  FINANCE_COLUMNS,
  FINANCE_SORT_FIELDS,
  type FinancePartTimerQuery,
  type FinancePartTimerRow,
} from '@wf/shared/contracts/workers/workers';
import { BANK_NAMES } from '@wf/shared/enums/registration';
import { ExportButtons, retryServerErrors, visibleExportColumns, WorkerGrid } from './list-parts.tsx';
import { workerKeys, workersApi } from './workers-api.ts';
import { serverSort, useServerGrid, useListQuery } from '../../components/management/server-grid.tsx';
import { ListPage, ListToolbar, useListSearch } from '../../components/management/list-toolbar.tsx';

const SORTABLE = new Set<string>(FINANCE_SORT_FIELDS);

/** /finance-management/part-timer-list: active workers with bank and masked account, for payment. */
export function Component() {
  const [bankName, setBankName] = useState('');
  const grid = useServerGrid([{ field: 'name', sort: 'asc' }]);
  const search = useListSearch(grid);
  const debounced = search.debounced;
  const [error, setError] = useState<string | null>(null);

  const base = {
    bankName: bankName || undefined,
    search: debounced || undefined,
    ...serverSort(grid.sort, FINANCE_SORT_FIELDS, 'name'),
  };
  const query: FinancePartTimerQuery = { ...base, ...grid.page };
  const list = useListQuery(query, workerKeys.finance, workersApi.finance, { retry: retryServerErrors });

  const columns = useMemo<GridColDef<FinancePartTimerRow>[]>(
    () =>
      FINANCE_COLUMN_KEYS.map((k) => ({
        field: k,
        headerName: FINANCE_COLUMNS[k],
        sortable: SORTABLE.has(k),
        flex: k === 'name' ? 1.3 : 0.8,
        minWidth: k === 'name' ? 180 : 120,
      })),
    [],
  );
  const exportQuery = {
    ...base,
    columns: visibleExportColumns(
      columns.map((c) => c.field),
      grid.visibility,
      FINANCE_COLUMN_KEYS,
    ),
  };

  return (
    <ListPage
      title="Part-timer list"
      subtitle="Active workers with their bank for payment. Account numbers show only their last four digits."
    >
      <ListToolbar
        search={{ search, label: 'Search name, employee code, phone or last 4 of ID', minWidth: { md: 360 } }}
        filters={[
          {
            label: 'Bank',
            value: bankName,
            onChange: (v) => {
              setBankName(v);
              grid.firstPage();
            },
            minWidth: 200,
            allLabel: 'All banks',
            options: BANK_NAMES,
          },
        ]}
        end={<ExportButtons download={(format) => workersApi.financeExport(exportQuery, format)} onError={setError} />}
      />
      <WorkerGrid
        grid={grid}
        list={list}
        columns={columns}
        noRowsLabel={
          debounced || bankName
            ? 'Nothing matches these filters. Clear the search or choose another bank.'
            : 'No active workers yet. Workers appear here once HR approves them.'
        }
        exportError={error}
        onExportErrorClose={() => setError(null)}
      />
    </ListPage>
  );
}
