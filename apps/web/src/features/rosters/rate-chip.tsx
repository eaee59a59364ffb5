import Chip from '@mui/material/Chip';
import type { RateSource } from '@wf/shared/domain/pay/shift-pay';
import { formatSgd } from '@wf/shared/domain/money';
import { useT } from '../../lib/i18n/index.ts';
import { PayHidden } from '../../components/management/access/pay-hidden.tsx';

/**
 * "S$13.00/h · worker's own rate": a worker's hourly rate on a shift and where it comes from (issue 29,
 * item 3); "Pay hidden for your role" where the viewer may not read it (null, decision 018).
 */
export function RateChip({ rate }: { rate: { rateCents: number | null; rateSource: RateSource | null } }) {
  const { t } = useT();
  if (rate.rateCents === null || rate.rateSource === null) return <PayHidden />;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={rate.rateSource === 'position' ? 'default' : 'info'}
      label={t('rosters.rates.rate', { rate: formatSgd(rate.rateCents), source: t(`rosters.rates.source.${rate.rateSource}`) })}
    />
  );
}
