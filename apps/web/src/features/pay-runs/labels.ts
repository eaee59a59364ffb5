import type { PayRun, PayRunDiff, PayRunLine } from '@wf/shared/contracts/pay-runs/pay-runs';

/** A pay line's label key by its kind (pay-runs.line.*): the run page's lines and the regeneration's differences. */
export const PAY_LINE_KEYS: Record<PayRunLine['payLines'][number]['kind'], string> = {
  normal: 'pay-runs.line.basic',
  overtime: 'pay-runs.line.overtime',
  rest_day: 'pay-runs.line.restDay',
  public_holiday: 'pay-runs.line.publicHoliday',
  rest_day_minimum: 'pay-runs.line.restDayMinimum',
  public_holiday_entitlement: 'pay-runs.line.publicHolidayEntitlement',
  public_holiday_not_worked: 'pay-runs.line.publicHolidayNotWorked',
  public_holiday_non_working_day: 'pay-runs.line.publicHolidayNonWorkingDay',
};

type LastAction = { key: string; at: string; name: string | null };

/** Who acted last on a run and when (paid, approved, confirmed, else generated). */
export function lastAction(run: PayRun): LastAction {
  if (run.paidAt) return { key: 'pay-runs.acted.paid', at: run.paidAt, name: run.paidBy?.name ?? null };
  if (run.financeApprovedAt)
    return { key: 'pay-runs.acted.approved', at: run.financeApprovedAt, name: run.financeApprovedBy?.name ?? null };
  if (run.hrConfirmedAt) return { key: 'pay-runs.acted.confirmed', at: run.hrConfirmedAt, name: run.hrConfirmedBy?.name ?? null };
  return { key: 'pay-runs.acted.generated', at: run.generatedAt, name: run.generatedBy?.name ?? null };
}

export const CHANGE_KEYS: Record<PayRunDiff['workers'][number]['change'], string> = {
  added: 'pay-runs.diff.added',
  removed: 'pay-runs.diff.removed',
  changed: 'pay-runs.diff.changed',
};
