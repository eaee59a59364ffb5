import Box from '@mui/material/Box';
import { formatHours } from '@wf/shared/domain/format';
import { formatSgd } from '@wf/shared/domain/money';
import { useT, type TFunction } from '../../lib/i18n/index.ts';
import { ADJUSTMENT_CATEGORY } from '@wf/shared/enums/pay';
import type { PayRunDiff } from '@wf/shared/contracts/pay-runs/pay-runs';
import { PAY_LINE_KEYS } from './labels.ts';

type Change = PayRunDiff['workers'][number]['changes'][number];

/** One change in words: "Overtime pay S$100.00/h × 1.5 × h: – → 1.00 h, S$150.00" (issue #25 item 6). */
export function changeText(c: Change, t: TFunction): string {
  const dash = t('common.dash');
  const money = (cents: number | null) => (cents === null ? dash : formatSgd(cents));
  if (c.part === 'adjustment')
    return t('pay-runs.diff.adjustmentChange', {
      what: `${t(ADJUSTMENT_CATEGORY.key(c.category))}: ${c.reason}`,
      before: money(c.beforeCents),
      after: money(c.afterCents),
    });
  const side = (minutes: number | null, cents: number | null) =>
    minutes === null || cents === null ? dash : t('pay-runs.diff.side', { hours: formatHours(minutes), amount: formatSgd(cents) });
  return t('pay-runs.diff.payChange', {
    what: t(PAY_LINE_KEYS[c.kind]),
    rate: formatSgd(c.rateCents),
    multiplier: c.multiplier === 1000 ? '' : ` × ${c.multiplier / 1000}`,
    before: side(c.beforeMinutes, c.beforeCents),
    after: side(c.afterMinutes, c.afterCents),
  });
}

/** A worker's changes per pay line and adjustment, one per row of a list. */
export function DiffChanges({ changes }: { changes: readonly Change[] }) {
  const { t } = useT();
  if (changes.length === 0) return null;
  return (
    // On a phone the table scrolls sideways: the list stays within the screen's width, at the left.
    <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2', position: 'sticky', left: 0, maxWidth: { xs: 'calc(100vw - 96px)', sm: 'none' } }}>
      {changes.map((c) => (
        <li key={c.part === 'pay' ? `${c.month}|${c.kind}|${c.rateCents}|${c.multiplier}` : c.adjustmentId}>{changeText(c, t)}</li>
      ))}
    </Box>
  );
}
