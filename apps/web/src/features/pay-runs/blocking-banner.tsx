import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useT } from '../../lib/i18n/index.ts';
import type { PayRun } from '@wf/shared/contracts/pay-runs/pay-runs';
import { payRunEndpoints as e } from '@wf/shared/contracts/pay-runs/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';

const SHOWN = 100;

/**
 * Before approval: the workers to be paid who have no bank details. Approval is refused until each
 * has them (or the run is regenerated without them), so the list says who to fix.
 */
export function BlockingBanner({ run }: { run: PayRun }) {
  const { t } = useT();
  const open = run.blockingWorkers > 0 && (run.status === 'draft' || run.status === 'hr_confirmed');
  const lines = useEndpoint(
    e.lines,
    { params: { id: run.id }, query: { blocking: 'true', pageSize: SHOWN, sort: 'workerName', dir: 'asc' } },
    { enabled: open, revision: run.version },
  );
  if (!open) return null;
  const names = (lines.data?.items ?? []).map((l) => (l.employeeCode ? `${l.workerName} (${l.employeeCode})` : l.workerName));
  const more = run.blockingWorkers - names.length;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="blocking-workers">
      <AlertTitle>{t('pay-runs.blocking.title', { count: run.blockingWorkers })}</AlertTitle>
      {t('pay-runs.blocking.text')}
      {names.length > 0 && (
        <>
          {' '}
          {names.join(', ')}
          {more > 0 && ` ${t('pay-runs.blocking.more', { count: more })}`}
        </>
      )}
    </Alert>
  );
}

/** After approval: workers whose bank details changed since (the run still pays the approved account). */
export function BankChangedBanner({ run }: { run: PayRun }) {
  const { t } = useT();
  if (run.bankChangedWorkers === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="bank-changed-workers">
      <AlertTitle>{t('pay-runs.bankChange.title', { count: run.bankChangedWorkers })}</AlertTitle>
      {t('pay-runs.bankChange.text', { count: run.bankChangedWorkers })}
    </Alert>
  );
}
