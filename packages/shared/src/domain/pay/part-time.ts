/**
 * MOM's day-based minimums for part-time employees (docs/decisions/026-part-time-entitlements.md):
 * rest-day work paid in days' salary by its length and by who asked for it, a public holiday worked
 * paying the day's work plus the pro-rated holiday, and the pro-rated holiday itself.
 *
 * Pure, integers only: minutes, cents, multipliers in thousandths. Each line is
 * minutes x rate x multiplier rounded once (lineAmountCents), so a payslip line still reads
 * rate x hours (x multiplier) = amount.
 */
import { lineAmountCents, type PayLine } from './shift-pay.ts';

export type RestDayWorkAt = 'employer' | 'employee';

/** The part-time rules of the pay settings. */
export interface PartTimeRules {
  /** The part-timer's normal daily working hours, in minutes (MOM: "your normal daily working hours"). */
  normalDayMinutes: number;
  /** The part-timer's weekly working hours, in minutes (pro-rates the public holiday). */
  weekMinutes: number;
  /** Who asks for rest-day work: the business rosters its shifts, so the default is the employer. */
  restDayWorkAt: RestDayWorkAt;
}

/** A similar full-time employee's hours: 8 a day, 44 a week (decision 010's overtime thresholds). */
export interface FullTimeHours {
  dayMinutes: number;
  weekMinutes: number;
  /** Thousandths: 1500 = 1.5x. */
  overtimeMultiplier: number;
}

export const DEFAULT_PART_TIME_RULES: PartTimeRules = { normalDayMinutes: 4 * 60, weekMinutes: 22 * 60, restDayWorkAt: 'employer' };

/**
 * The pro-rated public holiday in minutes of pay: (part-timer's yearly hours / similar full-timer's
 * yearly hours) x the full-timer's hours in a day. With weekly hours over the same 52 weeks the
 * weeks cancel: weekMinutes x fullTime.dayMinutes / fullTime.weekMinutes, rounded half up to the minute.
 * MOM's example: 22 h against 44 h, 8 h a day -> 4 h.
 */
export function publicHolidayEntitlementMinutes(rules: Pick<PartTimeRules, 'weekMinutes'>, fullTime: Pick<FullTimeHours, 'dayMinutes' | 'weekMinutes'>): number {
  if (fullTime.weekMinutes <= 0) return 0;
  const n = rules.weekMinutes * fullTime.dayMinutes;
  return Math.floor((2 * n + fullTime.weekMinutes) / (2 * fullTime.weekMinutes));
}

const line = (kind: PayLine['kind'], minutes: number, rateCents: number, multiplier: number): PayLine => ({
  kind,
  minutes,
  rateCents,
  multiplier,
  amountCents: lineAmountCents(minutes, rateCents, multiplier),
});

/** Hours beyond the part-timer's normal day: at the basic rate up to the full-timer's day, at the overtime rate beyond it. */
function beyondNormalDay(kind: PayLine['kind'], worked: number, from: number, rateCents: number, fullTime: FullTimeHours): PayLine[] {
  const lines: PayLine[] = [];
  const basic = Math.max(0, Math.min(worked, fullTime.dayMinutes) - from);
  const overtime = Math.max(0, worked - Math.max(from, fullTime.dayMinutes));
  if (basic > 0) lines.push(line(kind, basic, rateCents, 1000));
  if (overtime > 0) lines.push(line('overtime', overtime, rateCents, fullTime.overtimeMultiplier));
  return lines;
}

/**
 * MOM's minimum for `workedMinutes` of work on a rest day, as pay lines:
 * - up to half the normal day: 1 day's salary (employer's request) or half a day's (employee's);
 * - more than half: 2 days' salary, or 1;
 * - beyond the normal day: that, plus the hourly basic rate up to a full-timer's day, plus 1.5x beyond it.
 * A day's salary is normalDayMinutes at the basic rate: one `rest_day_minimum` line of
 * normalDayMinutes x rate x (days).
 */
export function restDayMinimumLines(workedMinutes: number, rateCents: number, rules: PartTimeRules, fullTime: FullTimeHours): PayLine[] {
  if (workedMinutes <= 0 || rules.normalDayMinutes <= 0) return [];
  const half = rules.restDayWorkAt === 'employee' ? 500 : 1000;
  const days = 2 * workedMinutes <= rules.normalDayMinutes ? half : 2 * half;
  return [line('rest_day_minimum', rules.normalDayMinutes, rateCents, days), ...beyondNormalDay('rest_day', workedMinutes, rules.normalDayMinutes, rateCents, fullTime)];
}

/**
 * MOM's minimum for a public holiday worked: the basic rate for the day's work (the hours worked at
 * 1x; beyond a full-timer's day at the overtime rate) plus the pro-rated public holiday
 * (`public_holiday_entitlement`, its minutes at 1x).
 */
export function publicHolidayWorkedLines(workedMinutes: number, rateCents: number, rules: PartTimeRules, fullTime: FullTimeHours): PayLine[] {
  if (workedMinutes <= 0) return [];
  const entitlement = publicHolidayEntitlementMinutes(rules, fullTime);
  const lines = beyondNormalDay('public_holiday', workedMinutes, 0, rateCents, fullTime);
  if (entitlement > 0) lines.push(line('public_holiday_entitlement', entitlement, rateCents, 1000));
  return lines;
}

/**
 * A public holiday not worked on a day the part-timer would have worked: the pro-rated holiday at the
 * basic rate, as its own `public_holiday_not_worked` line (decision 026).
 */
export function publicHolidayNotWorkedLine(rateCents: number, rules: Pick<PartTimeRules, 'weekMinutes'>, fullTime: Pick<FullTimeHours, 'dayMinutes' | 'weekMinutes'>): PayLine | null {
  const entitlement = publicHolidayEntitlementMinutes(rules, fullTime);
  return entitlement > 0 && rateCents > 0 ? line('public_holiday_not_worked', entitlement, rateCents, 1000) : null;
}

/** ISO weekdays, 1 Monday ... 7 Sunday: a part-timer's usual working days are a set of them. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

/** The ISO weekday (1 Monday ... 7 Sunday) of a calendar date YYYY-MM-DD. */
export const isoWeekdayOf = (date: string): number => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/**
 * The public holidays of a period a part-timer is paid for without working them: those falling on
 * one of their usual working days on which they worked no shift, while employed (not after their
 * last working day). Sorted, each once.
 */
export function publicHolidaysNotWorked(input: {
  periodStart: string;
  periodEnd: string;
  holidays: readonly string[];
  usualDays: readonly number[];
  workedDates: ReadonlySet<string>;
  /** The last working day of a discharge, if any: no holiday after it. */
  lastWorkingDay?: string | null;
}): string[] {
  const usual = new Set(input.usualDays);
  const out = new Set<string>();
  for (const date of input.holidays) {
    if (date < input.periodStart || date > input.periodEnd) continue;
    if (input.lastWorkingDay && date > input.lastWorkingDay) continue;
    if (!usual.has(isoWeekdayOf(date)) || input.workedDates.has(date)) continue;
    out.add(date);
  }
  return [...out].sort();
}

/** A worker's own normal hours (null: the settings' defaults apply). */
export interface WorkerPartTimeHours {
  dayMinutes: number | null;
  weekMinutes: number | null;
}

/** The part-time rules for one worker: their contractual day and week where set, else the settings' (decision 026). */
export function partTimeRulesFor(defaults: PartTimeRules, worker: Partial<WorkerPartTimeHours> | null | undefined): PartTimeRules {
  return {
    normalDayMinutes: worker?.dayMinutes ?? defaults.normalDayMinutes,
    weekMinutes: worker?.weekMinutes ?? defaults.weekMinutes,
    restDayWorkAt: defaults.restDayWorkAt,
  };
}

export const sumLines = (lines: readonly PayLine[]) => lines.reduce((s, l) => s + l.amountCents, 0);
