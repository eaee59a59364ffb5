import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import PaymentsIcon from '@mui/icons-material/Payments';
import { PAY_RUN_SORT_FIELDS } from '@wf/shared/contracts/pay-runs/pay-runs';
import { PAY_RUN_FREQUENCY, PAY_RUN_STATUS } from '@wf/shared/enums/pay-runs';
import { payRunEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { useCan } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import { DateField } from '../../components/date-field.tsx';
import { EmptyState } from '../../components/management/list/list-tools.tsx';
import { urlSelect, useListState } from '../../components/management/list/list-toolbar.tsx';
import { serverSort } from '../../components/management/list/server-grid.tsx';
import { RecordListPage } from '../../components/management/list/record-list.tsx';
import type { PayRunListQuery } from '@wf/shared/contracts/pay-runs/pay-runs';
import { call } from '../../lib/call.ts';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { enumOptions } from '../../lib/enum-chip.tsx';
import { STAGE_PATHS, type RunStage } from './run-stage.ts';
import { useRunColumns } from './run-columns.tsx';
import { GenerateDialog } from './generate-dialog.tsx';
import { Ir8aDialog } from './ir8a-dialog.tsx';
import { payrollFileEndpoints } from '@wf/shared/contracts/payroll-files/endpoints';

const dateParam = (v: string | null) => (v && v !== 'invalid-date' ? v : undefined);

/** One stage's list of pay runs (hr generates and confirms; finance approves and pays). */
export function RunsList({ stage }: { stage: RunStage }) {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const { grid, url } = useListState([{ field: 'periodStart', sort: 'desc' }]);
  const [generating, setGenerating] = useState(false);
  const [ir8aOpen, setIr8aOpen] = useState(false);
  const status = url.pick('status', PAY_RUN_STATUS.values);
  const frequency = url.pick('frequency', PAY_RUN_FREQUENCY.values);
  const from = url.params.get('from') ?? undefined;
  const to = url.params.get('to') ?? undefined;
  const filters = { status, frequency, from, to, ...serverSort(grid.sort, PAY_RUN_SORT_FIELDS, 'periodStart', 'desc') };
  const query: PayRunListQuery = { ...filters, ...grid.page };
  const list = useEndpoint(payRunEndpoints.list, { query }, { keepPrevious: true });
  const columns = useRunColumns();
  const filtered = Boolean(status || frequency || from || to);
  const title = t(stage === 'hr' ? 'pay-runs.list.hrTitle' : 'pay-runs.list.financeTitle');
  const canGenerate = stage === 'hr' && can(payRunEndpoints.generate);
  const canIr8a = stage === 'finance' && can(payrollFileEndpoints.ir8aYear);

  return (
    <RecordListPage
      title={title}
      subtitle={t(stage === 'hr' ? 'pay-runs.list.hrSubtitle' : 'pay-runs.list.financeSubtitle')}
      actions={
        canGenerate ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setGenerating(true)} sx={{ whiteSpace: 'nowrap' }}>
            {t('pay-runs.generate.open')}
          </Button>
        ) : (
          canIr8a && (
            <Button variant="outlined" onClick={() => setIr8aOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
              {t('pay-runs.ir8a.open')}
            </Button>
          )
        )
      }
      wrapFilters
      filters={[
        urlSelect(url, 'status', status, {
          label: t('pay-runs.col.status'),
          minWidth: 170,
          allLabel: t('pay-runs.list.allStatuses'),
          options: enumOptions(PAY_RUN_STATUS, t),
        }),
        urlSelect(url, 'frequency', frequency, {
          label: t('pay-runs.col.frequency'),
          minWidth: 150,
          allLabel: t('pay-runs.list.allFrequencies'),
          options: enumOptions(PAY_RUN_FREQUENCY, t),
        }),
        <DateField key="from" size="small" label={t('pay-runs.list.from')} value={from} onChange={(v) => url.setParam('from', dateParam(v))} sx={{ width: { xs: '100%', md: 170 } }} />,
        <DateField key="to" size="small" label={t('pay-runs.list.to')} value={to} onChange={(v) => url.setParam('to', dateParam(v))} sx={{ width: { xs: '100%', md: 170 } }} />,
      ]}
      chooseColumns={false}
      exportIn="toolbar"
      exporting={{ base: 'pay-runs', download: (format) => call(payRunEndpoints.export, { query: { ...filters, format } }) }}
      noticeHideAfter={6000}
      retry
      grid={grid}
      list={list}
      columns={columns}
      gridProps={{ height: 620, rowHeight: 60, cardFields: ['status', 'workerCount', 'netCents', 'lastAction'] }}
      onOpen={(row) => void navigate(`${STAGE_PATHS[stage]}/${row.id}`)}
      noRows={
        <EmptyState
          icon={filtered ? undefined : <PaymentsIcon />}
          title={t(filtered ? 'pay-runs.list.noMatch' : 'pay-runs.list.emptyTitle')}
          text={t(filtered ? 'pay-runs.list.noMatchText' : stage === 'hr' ? 'pay-runs.list.emptyTextHr' : 'pay-runs.list.emptyTextFinance')}
        />
      }
      label={title}
    >
      {generating && (
        <GenerateDialog
          onClose={() => setGenerating(false)}
          onCreated={(id) => void navigate(`${STAGE_PATHS.hr}/${id}`, { state: { created: true } })}
        />
      )}
      {ir8aOpen && <Ir8aDialog onClose={() => setIr8aOpen(false)} />}
    </RecordListPage>
  );
}
