import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { formatDateTime } from '../../components/management/list/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';
import type { PayRun } from '@wf/shared/contracts/pay-runs/pay-runs';
import { payRunEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';

const SHOWN = 20;

/**
 * A draft whose inputs changed since it was built (decision 026: e.g. a no-show recorded around a
 * public holiday, an attendance corrected, an adjustment approved): the workers whose line a
 * regeneration would change. Confirming it is refused until it is regenerated.
 */
export function StaleBanner({ run }: { run: PayRun }) {
  const { t, lang } = useT();
  const draft = run.status === 'draft';
  const check = useEndpoint(payRunEndpoints.staleness, { params: { id: run.id } }, { enabled: draft, revision: run.version });
  const s = check.data;
  if (!draft || !s?.stale) return null;
  const names = s.workers.slice(0, SHOWN).map((w) => (w.employeeCode ? `${w.workerName} (${w.employeeCode})` : w.workerName));
  const more = s.workers.length - names.length;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="stale-run">
      <AlertTitle>{t('pay-runs.stale.title', { count: s.workers.length })}</AlertTitle>
      <div>
        {names.join(', ')}
        {more > 0 && ` ${t('pay-runs.blocking.more', { count: more })}`}
      </div>
      {t('pay-runs.stale.text', { at: formatDateTime(s.builtAt, lang) })}
    </Alert>
  );
}
