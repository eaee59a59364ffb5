/** The enumerations of pay runs (docs/product/life-cycles.md#pay-runs; decision 012). */
import { defineEnum, type EnumValue } from './define-enum.ts';

export const PAY_RUN_STATUS = defineEnum('pay_run_status', ['draft', 'hr_confirmed', 'finance_approved', 'paid'], {
  labels: { draft: 'Draft', hr_confirmed: 'Confirmed by HR', finance_approved: 'Approved by finance', paid: 'Paid' },
  keys: 'pay-runs.status',
  colours: { draft: 'default', hr_confirmed: 'warning', finance_approved: 'info', paid: 'success' },
});
export type PayRunStatus = EnumValue<typeof PAY_RUN_STATUS>;

export const PAY_RUN_FREQUENCY = defineEnum('pay_run_frequency', ['weekly', 'monthly'], {
  labels: { weekly: 'Weekly', monthly: 'Monthly' },
  keys: 'pay-runs.frequency',
});
export type PayRunFrequency = EnumValue<typeof PAY_RUN_FREQUENCY>;

/** How a worker is engaged: only employees get CPF and SDL. */
export const ENGAGEMENT_TYPE = defineEnum('engagement_type', ['employee', 'contractor'], {
  labels: { employee: 'Employee', contractor: 'Contractor' },
  keys: 'pay-runs.engagement',
});
export type EngagementType = EnumValue<typeof ENGAGEMENT_TYPE>;

/** A worker's CPF status, from the registration's nationality (frozen on each pay-run line). */
export const CPF_STATUS = defineEnum('cpf_status', ['citizen', 'pr', 'foreigner'], {
  labels: { citizen: 'Singapore citizen', pr: 'Permanent resident', foreigner: 'Foreigner' },
  keys: 'pay-runs.cpfStatus',
});
export type CpfStatus = EnumValue<typeof CPF_STATUS>;
