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
import Snackbar from '@mui/material/Snackbar';
import { ExportButton, errorText } from '../../components/management/list-tools.tsx';
import { workerKeys, workersApi } from './workers-api.ts';
import { exportColumns, ServerDataGrid, serverSort, useListQuery } from '../../components/management/server-grid.tsx';
import { ListPage, ListToolbar, LoadErrorAlert, useListState } from '../../components/management/list-toolbar.tsx';

const SORTABLE = new Set<string>(FINANCE_SORT_FIELDS);

/** /finance-management/part-timer-list: active workers with bank and masked account, for payment. */
export function Component() {
  const { grid, url, search } = useListState([{ field: 'name', sort: 'asc' }]);
  const bankName: string = url.pick('bank', BANK_NAMES) ?? '';
  const debounced = search.debounced;
  const [notice, setNotice] = useState<string | null>(null);

  const base = {
    bankName: bankName || undefined,
    search: debounced || undefined,
    ...serverSort(grid.sort, FINANCE_SORT_FIELDS, 'name'),
  };
  const query: FinancePartTimerQuery = { ...base, ...grid.page };
  const list = useListQuery(query, workerKeys.finance, workersApi.finance);

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

  return (
    <ListPage
      title="Part-timer list"
      subtitle="Active workers with their bank for payment. Account numbers show only their last four digits."
      actions={
        <ExportButton
          layout="buttons"
          base="part-timers-bank"
          download={(format) =>
            workersApi.financeExport(
              { ...base, columns: exportColumns(FINANCE_COLUMN_KEYS, columns, grid.visibility) },
              format,
            )
          }
          onError={setNotice}
        />
      }
    >
      <ListToolbar
        search={{ search, label: 'Search name, employee code, phone or last 4 of ID', minWidth: { md: 360 } }}
        filters={[
          {
            label: 'Bank',
            value: bankName,
            onChange: (v) => url.setParam('bank', v),
            minWidth: 200,
            allLabel: 'All banks',
            options: BANK_NAMES,
          },
        ]}
      />
      <LoadErrorAlert query={list} retry>
        {errorText(list.error)}
      </LoadErrorAlert>
      <ServerDataGrid
        grid={grid}
        list={list}
        columns={columns}
        chooseColumns
        localeText={{
          noRowsLabel:
            debounced || bankName
              ? 'Nothing matches these filters. Clear the search or choose another bank.'
              : 'No active workers yet. Workers appear here once HR approves them.',
        }}
        aria-label="Part-timer list"
      />
      <Snackbar open={notice !== null} autoHideDuration={5000} onClose={() => setNotice(null)} message={notice} />
    </ListPage>
  );
}
