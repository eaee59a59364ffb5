import { ADJUSTMENT_STATUS, type AdjustmentStatus } from '@wf/shared/enums/pay';
import { useT } from '../../lib/i18n/index.ts';
import { DateField } from '../../components/date-field.tsx';
import { MoneyField } from '../../components/management/form/money-field.tsx';
import type { UrlFilters } from '../../components/management/list/list-toolbar.tsx';
import { FilterChips } from '../../components/management/list/filter-chips.tsx';

type Counts = Record<AdjustmentStatus | 'all', number>;
const STATUS_CHIPS = ['all', ...ADJUSTMENT_STATUS.values] as const;

/** Status chips with their counts (the other filters apply to the counts). */
export function StatusChips({ value, counts, onChange }: { value: string; counts?: Counts; onChange(v: string): void }) {
  const { t } = useT();
  return (
    <FilterChips
      label={t('pay.adjustments.filterByStatus')}
      chips={STATUS_CHIPS.map((s) => ({
        key: s,
        label: `${t(s === 'all' ? 'pay.status.all' : ADJUSTMENT_STATUS.key(s))}${counts ? ` · ${counts[s]}` : ''}`,
      }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** The period (from, to) and amount range (min, max) filters, kept in the URL. */
export function PeriodAndAmount({ url }: { url: UrlFilters }) {
  const { t } = useT();
  const cents = (key: string) => {
    const v = url.params.get(key);
    return v === null || v === '' || Number.isNaN(Number(v)) ? null : Number(v);
  };
  const setCents = (key: string, v: number | null) => {
    if (v === null) url.setParam(key, undefined);
    else if (!Number.isNaN(v)) url.setParam(key, String(v));
  };
  return (
    <>
      <DateField
        size="small"
        label={t('pay.adjustments.from')}
        value={url.params.get('from')}
        onChange={(v) => url.setParam('from', v && v !== 'invalid-date' ? v : undefined)}
        sx={{ width: { xs: '100%', md: 170 } }}
      />
      <DateField
        size="small"
        label={t('pay.adjustments.to')}
        value={url.params.get('to')}
        onChange={(v) => url.setParam('to', v && v !== 'invalid-date' ? v : undefined)}
        sx={{ width: { xs: '100%', md: 170 } }}
      />
      <MoneyField size="small" label={t('pay.adjustments.minAmount')} value={cents('minCents')} onChange={(v) => setCents('minCents', v)} sx={{ width: { xs: '100%', md: 140 } }} />
      <MoneyField size="small" label={t('pay.adjustments.maxAmount')} value={cents('maxCents')} onChange={(v) => setCents('maxCents', v)} sx={{ width: { xs: '100%', md: 140 } }} />
    </>
  );
}
