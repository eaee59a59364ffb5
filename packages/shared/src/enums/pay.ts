/** The enumerations of shift pay and payment adjustments (docs/product/life-cycles.md#adjustments; decisions 010, 018). */
import { defineEnum, type EnumValue } from './define-enum.ts';

/** The kinds of day a shift is paid at. */
export const DAY_KIND = defineEnum('day_kind', ['normal', 'rest_day', 'public_holiday'], {
  labels: { normal: 'Normal day', rest_day: 'Rest day', public_holiday: 'Public holiday' },
  keys: 'pay.dayKind',
});
export type DayKind = EnumValue<typeof DAY_KIND>;

/** A shift payment is open until a pay run confirmed by hr locks it. */
export const SHIFT_PAYMENT_STATUS = defineEnum('shift_payment_status', ['open', 'locked'], {
  labels: { open: 'Open', locked: 'Locked' },
  keys: 'pay.shiftStatus',
});
export type ShiftPaymentStatus = EnumValue<typeof SHIFT_PAYMENT_STATUS>;

/**
 * A part-timer's public holiday on a day they are not required to work (decision 026): pay the
 * pro-rated holiday (MOM's minimum, the default) or give a day off in substitution (Employment Act
 * s.88(1)(c)), arranged outside the pay run.
 */
export const PART_TIME_NON_WORKING_DAY_HOLIDAY = defineEnum('part_time_non_working_day_holiday', ['pay', 'day_off'], {
  labels: { pay: "Pay the pro-rated holiday (MOM's minimum)", day_off: 'A day off in substitution (arranged outside the pay run)' },
  keys: 'pay.rules.ptOffDayOption',
});
export type PartTimeNonWorkingDayHoliday = EnumValue<typeof PART_TIME_NON_WORKING_DAY_HOLIDAY>;

/** Payment adjustment categories; their CPF treatment is ADJUSTMENT_CPF_TREATMENT (domain/pay/pay-run.ts). */
export const ADJUSTMENT_CATEGORY = defineEnum('adjustment_category', ['allowance', 'transport', 'meal', 'bonus', 'deduction', 'correction'], {
  labels: { allowance: 'Allowance', transport: 'Transport', meal: 'Meal', bonus: 'Bonus', deduction: 'Deduction', correction: 'Correction' },
  keys: 'pay.category',
});
export type AdjustmentCategory = EnumValue<typeof ADJUSTMENT_CATEGORY>;

/** An adjustment waits for hr, then for finance (maker/checker, decision 018). */
export const ADJUSTMENT_STATUS = defineEnum('adjustment_status', ['pending_hr', 'pending_finance', 'approved', 'rejected'], {
  labels: { pending_hr: 'Waiting for HR', pending_finance: 'Waiting for finance', approved: 'Approved', rejected: 'Rejected' },
  keys: 'pay.status',
  colours: { pending_hr: 'warning', pending_finance: 'info', approved: 'success', rejected: 'error' },
});
export type AdjustmentStatus = EnumValue<typeof ADJUSTMENT_STATUS>;

/** The review stages of an adjustment (and the stage that rejected one). */
export const ADJUSTMENT_STAGE = defineEnum('adjustment_stage', ['hr', 'finance'], {
  labels: { hr: 'HR', finance: 'Finance' },
  keys: 'pay.stage',
});
export type AdjustmentStage = EnumValue<typeof ADJUSTMENT_STAGE>;
