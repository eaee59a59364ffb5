import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatSgd } from '@wf/shared/domain/money';
import { latestLawfulPaymentDates, paidLate } from '@wf/shared/domain/pay/pay-run';
import { formatDate, formatDateTime } from '../../components/management/list/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';
import type { PayRun } from '@wf/shared/contracts/pay-runs/pay-runs';

/** One figure of the summary: its label over its value. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

/** The run's totals and who did what when (Singapore time). */
export function RunSummary({ run }: { run: PayRun }) {
  const { t, lang } = useT();
  const dash = t('common.dash');
  const lawful = latestLawfulPaymentDates(run.periodEnd);
  const late = run.paymentDate !== null && paidLate(run.periodEnd, run.paymentDate);
  const who = (at: string | null, by: { name: string } | null) => (at ? t('pay-runs.run.by', { at: formatDateTime(at, lang), name: by?.name ?? dash }) : dash);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' } }}>
        <Figure label={t('pay-runs.col.workers')} value={String(run.workerCount)} />
        <Figure label={t('pay-runs.col.gross')} value={formatSgd(run.grossCents)} />
        <Figure label={t('pay-runs.run.employeeCpf')} value={formatSgd(run.employeeCpfCents)} />
        <Figure label={t('pay-runs.run.employerCpf')} value={formatSgd(run.employerCpfCents)} />
        <Figure label={t('pay-runs.run.sdl')} value={formatSgd(run.sdlCents)} />
        <Figure label={t('pay-runs.col.net')} value={formatSgd(run.netCents)} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Figure label={t('pay-runs.run.lawfulBy')} value={formatDate(lawful.salary)} />
          <Typography variant="body2" color={late ? 'error' : 'text.secondary'}>
            {late ? t('pay-runs.run.paidLate') : t('pay-runs.run.lawfulOvertime', { date: formatDate(lawful.overtime) })}
          </Typography>
          {run.latePaymentReason && (
            <Typography variant="body2" color="warning.main" sx={{ overflowWrap: 'anywhere' }}>
              {t('pay-runs.late.recorded', { reason: run.latePaymentReason })}
            </Typography>
          )}
        </Box>
        <Figure label={t('pay-runs.run.generated')} value={who(run.regeneratedAt ?? run.generatedAt, run.generatedBy)} />
        <Figure label={t('pay-runs.run.confirmed')} value={who(run.hrConfirmedAt, run.hrConfirmedBy)} />
        <Figure label={t('pay-runs.run.approved')} value={who(run.financeApprovedAt, run.financeApprovedBy)} />
        <Figure
          label={t('pay-runs.run.paid')}
          value={run.paymentDate ? t('pay-runs.run.paidOn', { date: formatDate(run.paymentDate), reference: run.paymentReference ?? dash }) : dash}
        />
      </Box>
    </Paper>
  );
}
