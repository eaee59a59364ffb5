import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import PaymentsIcon from '@mui/icons-material/Payments';
import { PAY_RUN_FREQUENCIES, PAY_RUN_SORT_FIELDS, PAY_RUN_STATUSES } from '@wf/shared/contracts/pay-runs/pay-runs';
import { payRunEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { useCan } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import { DateField } from '../../components/date-field.tsx';
import { EmptyState, ExportButton } from '../../components/management/list-tools.tsx';
import { ListLoadError, ListPage, ListToolbar, NoticeSnackbar, urlSelect, useListState } from '../../components/management/list-toolbar.tsx';
import { ServerDataGrid, serverSort, useListQuery } from '../../components/management/server-grid.tsx';
import { payRunKeys, payRunsApi, STAGE_PATHS, type PayRunListQuery, type RunStage } from './pay-runs-api.ts';
import { useRunColumns } from './run-columns.tsx';
import { FREQUENCY_KEYS, RUN_STATUS_KEYS } from './labels.ts';
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
  const [notice, setNotice] = useState<string | null>(null);
  const status = url.pick('status', PAY_RUN_STATUSES);
  const frequency = url.pick('frequency', PAY_RUN_FREQUENCIES);
  const from = url.params.get('from') ?? undefined;
  const to = url.params.get('to') ?? undefined;
  const filters = { status, frequency, from, to, ...serverSort(grid.sort, PAY_RUN_SORT_FIELDS, 'periodStart', 'desc') };
  const query: PayRunListQuery = { ...filters, ...grid.page };
  const list = useListQuery(query, payRunKeys.list, payRunsApi.list);
  const columns = useRunColumns();
  const filtered = Boolean(status || frequency || from || to);
  const title = t(stage === 'hr' ? 'pay-runs.list.hrTitle' : 'pay-runs.list.financeTitle');
  const canGenerate = stage === 'hr' && can(payRunEndpoints.generate);
  const canIr8a = stage === 'finance' && can(payrollFileEndpoints.ir8aYear);

  return (
    <ListPage
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
    >
      <ListToolbar
        wrap
        filters={[
          urlSelect(url, 'status', status, {
            label: t('pay-runs.col.status'),
            minWidth: 170,
            allLabel: t('pay-runs.list.allStatuses'),
            options: PAY_RUN_STATUSES.map((s) => ({ value: s, label: t(RUN_STATUS_KEYS[s]) })),
          }),
          urlSelect(url, 'frequency', frequency, {
            label: t('pay-runs.col.frequency'),
            minWidth: 150,
            allLabel: t('pay-runs.list.allFrequencies'),
            options: PAY_RUN_FREQUENCIES.map((f) => ({ value: f, label: t(FREQUENCY_KEYS[f]) })),
          }),
          <DateField key="from" size="small" label={t('pay-runs.list.from')} value={from} onChange={(v) => url.setParam('from', dateParam(v))} sx={{ width: { xs: '100%', md: 170 } }} />,
          <DateField key="to" size="small" label={t('pay-runs.list.to')} value={to} onChange={(v) => url.setParam('to', dateParam(v))} sx={{ width: { xs: '100%', md: 170 } }} />,
        ]}
        end={<ExportButton base="pay-runs" download={(format) => payRunsApi.exportList(filters, format)} onError={setNotice} />}
      />
      <ListLoadError list={list} retry />
      <ServerDataGrid
        grid={grid}
        list={list}
        columns={columns}
        height={620}
        rowHeight={60}
        onOpen={(row) => void navigate(`${STAGE_PATHS[stage]}/${row.id}`)}
        cardFields={['status', 'workerCount', 'netCents', 'lastAction']}
        slots={{
          noRowsOverlay: () => (
            <EmptyState
              icon={filtered ? undefined : <PaymentsIcon />}
              title={t(filtered ? 'pay-runs.list.noMatch' : 'pay-runs.list.emptyTitle')}
              text={t(filtered ? 'pay-runs.list.noMatchText' : stage === 'hr' ? 'pay-runs.list.emptyTextHr' : 'pay-runs.list.emptyTextFinance')}
            />
          ),
        }}
        aria-label={title}
      />
      {generating && (
        <GenerateDialog
          onClose={() => setGenerating(false)}
          onCreated={(id) => void navigate(`${STAGE_PATHS.hr}/${id}`, { state: { created: true } })}
        />
      )}
      {ir8aOpen && <Ir8aDialog onClose={() => setIr8aOpen(false)} />}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} hideAfter={6000} />
    </ListPage>
  );
}
