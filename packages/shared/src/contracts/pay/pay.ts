import { z } from 'zod';
import { isoDate } from '../common/list-query.ts';
import { DAY_KIND, PART_TIME_NON_WORKING_DAY_HOLIDAY, SHIFT_PAYMENT_STATUS } from '../../enums/pay.ts';
import { REST_DAY_WORK_AT } from '../../enums/rosters.ts';
import { DEFAULT_PAY_RULES, PAY_LINE_KINDS } from '../../domain/pay/shift-pay.ts';
import { DEFAULT_PART_TIME_RULES } from '../../domain/pay/part-time.ts';

/** Multipliers in thousandths: 1000 = 1x, at most 5x. */
const multiplier = z.number('validation.invalid').int('validation.invalid').min(1000, 'validation.min').max(5000, 'validation.max');
const minutes = (max: number) => z.number('validation.invalid').int('validation.invalid').min(0, 'validation.min').max(max, 'validation.max');


/** ISO weekday of the rest day (1 Monday ... 7 Sunday), or null for none. */
export const REST_DAY_DEFAULT = 7;

/** The pay settings record (decision 010): the rules of computeShiftPay and the rest day. */
export const paySettings = z.object({
  dailyOvertimeAfterMinutes: minutes(24 * 60),
  weeklyOvertimeAfterMinutes: minutes(7 * 24 * 60),
  overtimeMultiplier: multiplier,
  restDayMultiplier: multiplier,
  publicHolidayMultiplier: multiplier,
  restDay: z.number('validation.invalid').int('validation.invalid').min(1, 'validation.min').max(7, 'validation.max').nullable(),
  /**
   * MOM's part-time minimums (decision 026) for workers of the part-time employment type: on or off,
   * the part-timer's normal day and week, and who asks for rest-day work. Optional on save (the
   * defaults), so a client that does not know them keeps them as they are by sending them back.
   */
  partTimeMinimums: z.boolean('validation.invalid').default(true),
  partTimeDayMinutes: minutes(24 * 60).default(DEFAULT_PART_TIME_RULES.normalDayMinutes),
  partTimeWeekMinutes: minutes(7 * 24 * 60).default(DEFAULT_PART_TIME_RULES.weekMinutes),
  restDayWorkAt: z.enum(REST_DAY_WORK_AT.values, 'validation.invalid').default(DEFAULT_PART_TIME_RULES.restDayWorkAt),
  /**
   * A part-timer's public holiday on a day they are not required to work (decision 026): `pay` the
   * pro-rated holiday (MOM's minimum, the default) or `day_off`, a day off given in substitution
   * (Employment Act s.88(1)(c)), arranged outside the pay run.
   */
  partTimeNonWorkingDayHoliday: z.enum(PART_TIME_NON_WORKING_DAY_HOLIDAY.values, 'validation.invalid').default('pay'),
});
export type PaySettings = z.output<typeof paySettings>;

export const DEFAULT_PAY_SETTINGS: PaySettings = {
  ...DEFAULT_PAY_RULES,
  restDay: REST_DAY_DEFAULT,
  partTimeMinimums: true,
  partTimeDayMinutes: DEFAULT_PART_TIME_RULES.normalDayMinutes,
  partTimeWeekMinutes: DEFAULT_PART_TIME_RULES.weekMinutes,
  restDayWorkAt: DEFAULT_PART_TIME_RULES.restDayWorkAt,
  partTimeNonWorkingDayHoliday: 'pay',
};

/** PUT /api/pay/settings: the rules and the version the form read (409 STALE_VERSION when someone saved in between, issue #26). */
export const paySettingsBody = paySettings.extend({
  version: z.number('validation.invalid').int('validation.invalid').min(1, 'validation.min'),
});
export type PaySettingsBody = z.output<typeof paySettingsBody>;

export const paySettingsReply = paySettings.extend({
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
  version: z.number().int(),
});

/** The kinds of a pay line: PAY_LINE_KINDS in domain/pay/shift-pay.ts. */
export const PAY_LINE_KIND_VALUES = PAY_LINE_KINDS;

export const payLine = z.object({
  kind: z.enum(PAY_LINE_KIND_VALUES),
  minutes: z.number().int(),
  rateCents: z.number().int().nullable(),
  multiplier: z.number().int(),
  amountCents: z.number().int().nullable(),
});

/** One shift payment; money fields are null for a role that may not see pay. */
export const shiftPaymentRow = z.object({
  id: z.uuid(),
  assignmentId: z.uuid(),
  workerId: z.uuid(),
  projectId: z.uuid(),
  projectName: z.string(),
  locationName: z.string(),
  /** The position's code (the registration's position list); the page shows its label. */
  position: z.string(),
  date: z.string(),
  weekStart: z.string(),
  dayKind: z.enum(DAY_KIND.values),
  workedMinutes: z.number().int(),
  regularMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  rateCents: z.number().int().nullable(),
  totalCents: z.number().int().nullable(),
  lines: z.array(payLine),
  status: z.enum(SHIFT_PAYMENT_STATUS.values),
});
export type ShiftPaymentRow = z.output<typeof shiftPaymentRow>;

export const workerPayQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { message: 'validation.dateRange', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, { message: 'validation.max', path: ['to'] });

export const payWeek = z.object({
  weekStart: z.string(),
  workedMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  totalCents: z.number().int().nullable(),
  shifts: z.array(shiftPaymentRow),
});

/** GET /api/workers/:id/pay: the worker's shift payments by week (Monday-Sunday). */
export const workerPay = z.object({
  from: z.string(),
  to: z.string(),
  /**
   * Whether money figures are included: all of them for finance and admin, a manager's own
   * projects' only (the others' money is null, and so is a total that would include them).
   */
  showsPay: z.boolean(),
  weeks: z.array(payWeek),
  totals: z.object({ workedMinutes: z.number().int(), overtimeMinutes: z.number().int(), totalCents: z.number().int().nullable() }),
});
export type WorkerPay = z.output<typeof workerPay>;
