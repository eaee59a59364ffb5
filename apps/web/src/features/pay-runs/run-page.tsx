import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Breadcrumb, PageHeader, formatDateTime } from '../../components/management/list/list-tools.tsx';
import { NoticeSnackbar } from '../../components/management/list/list-toolbar.tsx';
import { recordLoadState } from '../../components/management/form/form-fields.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { payRunDocumentEndpoints, payRunEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { call } from '../../lib/call.ts';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { STAGE_PATHS, type RunStage } from './run-stage.ts';
import { PAY_RUN_FREQUENCY, PAY_RUN_STATUS } from '@wf/shared/enums/pay-runs';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { periodText } from './run-columns.tsx';
import { RunActions } from './run-actions.tsx';
import { RunSummary } from './run-summary.tsx';
import { BankChangedBanner, BlockingBanner } from './blocking-banner.tsx';
import { RunDiff } from './run-diff.tsx';
import { StaleBanner } from './stale-banner.tsx';
import { RunDownloads, runFileStem, useDownload } from './run-downloads.tsx';
import { RunLines } from './run-lines.tsx';

/** What the run's state means for the reader: who acts next. */
const NEXT_KEYS = {
  draft: 'pay-runs.run.nextDraft',
  hr_confirmed: 'pay-runs.run.nextConfirmed',
  finance_approved: 'pay-runs.run.nextApproved',
  paid: 'pay-runs.run.nextPaid',
} as const;

/** A pay run: its totals, the actions its state and the role allow, the files, the per-worker lines. */
function RunPage({ stage }: { stage: RunStage }) {
  const { t, lang } = useT();
  const { id = '' } = useParams();
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  const [notice, setNotice] = useState<string | null>(null);
  const run = useEndpoint(payRunEndpoints.get, { params: { id } }, { enabled: !!id });
  const payslip = useDownload(setNotice);
  const wait = recordLoadState(run, t('pay-runs.run.loading'));
  if (wait) return wait;
  const r = run.data!;
  const title = t('pay-runs.run.title', { frequency: t(PAY_RUN_FREQUENCY.key(r.frequency)), period: periodText(r) });

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1400 }}>
      <Breadcrumb
        to={STAGE_PATHS[stage]}
        list={t(stage === 'hr' ? 'pay-runs.list.hrTitle' : 'pay-runs.list.financeTitle')}
        current={periodText(r)}
      />
      <PageHeader
        title={title}
        chips={<EnumChip of={PAY_RUN_STATUS} value={r.status} size="medium" variant="outlined" />}
        subtitle={t(NEXT_KEYS[r.status])}
        actions={<RunActions run={r} stage={stage} onDone={setNotice} />}
      />
      {created && r.status === 'draft' && (
        <Alert severity={r.workerCount > 0 ? 'success' : 'info'} sx={{ mb: 2 }}>
          {r.workerCount > 0 ? t('pay-runs.run.created', { count: r.workerCount }) : t('pay-runs.run.createdEmpty')}
        </Alert>
      )}
      {r.status === 'draft' && r.sentBackReason && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('pay-runs.run.sentBack', { reason: r.sentBackReason })}
        </Alert>
      )}
      {r.status === 'paid' && r.paidAt && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('pay-runs.run.readOnly', { at: formatDateTime(r.paidAt, lang) })}
        </Alert>
      )}
      <StaleBanner run={r} />
      <BlockingBanner run={r} />
      <BankChangedBanner run={r} />
      <RunSummary run={r} />
      <RunDownloads run={r} onError={setNotice} />
      <RunDiff run={r} />
      <RunLines
        run={r}
        onPayslip={(line) =>
          void payslip.download(() => call(payRunDocumentEndpoints.payslip, { params: { id: r.id, workerId: line.workerId } }), `${runFileStem(r)}-${line.employeeCode ?? line.workerId}.pdf`)
        }
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} hideAfter={6000} />
    </Box>
  );
}

export const HrRunPage = () => <RunPage stage="hr" />;
export const FinanceRunPage = () => <RunPage stage="finance" />;
