import type { PayRun, PayRunDiff, PayRunFrequency, PayRunLine, PayRunStatus } from './pay-runs-api.ts';

export const RUN_STATUS_KEYS: Record<PayRunStatus, string> = {
  draft: 'pay-runs.status.draft',
  hr_confirmed: 'pay-runs.status.hr_confirmed',
  finance_approved: 'pay-runs.status.finance_approved',
  paid: 'pay-runs.status.paid',
};

export const RUN_STATUS_COLORS: Record<PayRunStatus, 'default' | 'warning' | 'info' | 'success'> = {
  draft: 'default',
  hr_confirmed: 'warning',
  finance_approved: 'info',
  paid: 'success',
};

/** A pay line's label key by its kind (pay-runs.line.*): the run page's lines and the regeneration's differences. */
export const PAY_LINE_KEYS: Record<PayRunLine['payLines'][number]['kind'], string> = {
  normal: 'pay-runs.line.basic',
  overtime: 'pay-runs.line.overtime',
  rest_day: 'pay-runs.line.restDay',
  public_holiday: 'pay-runs.line.publicHoliday',
  rest_day_minimum: 'pay-runs.line.restDayMinimum',
  public_holiday_entitlement: 'pay-runs.line.publicHolidayEntitlement',
  public_holiday_not_worked: 'pay-runs.line.publicHolidayNotWorked',
};

export const FREQUENCY_KEYS: Record<PayRunFrequency, string> = {
  weekly: 'pay-runs.frequency.weekly',
  monthly: 'pay-runs.frequency.monthly',
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

export const ENGAGEMENT_KEYS: Record<PayRunLine['engagementType'], string> = {
  employee: 'pay-runs.engagement.employee',
  contractor: 'pay-runs.engagement.contractor',
};

export const CPF_STATUS_KEYS: Record<PayRunLine['cpfStatus'], string> = {
  citizen: 'pay-runs.cpfStatus.citizen',
  pr: 'pay-runs.cpfStatus.pr',
  foreigner: 'pay-runs.cpfStatus.foreigner',
};

export const CHANGE_KEYS: Record<PayRunDiff['workers'][number]['change'], string> = {
  added: 'pay-runs.diff.added',
  removed: 'pay-runs.diff.removed',
  changed: 'pay-runs.diff.changed',
};
