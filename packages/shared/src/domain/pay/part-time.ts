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

import type { RestDayWorkAt } from '../../enums/rosters.ts';
import type { PartTimeNonWorkingDayHoliday } from '../../enums/pay.ts';
export type { RestDayWorkAt };

/** The part-time rules of the pay settings. */
export interface PartTimeRules {
  /** The part-timer's normal daily working hours, in minutes (MOM: "your normal daily working hours"). */
  normalDayMinutes: number;
  /** The part-timer's weekly working hours, in minutes (pro-rates the public holiday). */
  weekMinutes: number;
  /** Who asks for rest-day work: the business rosters its shifts, so the default is the employer. */
  restDayWorkAt: RestDayWorkAt;
  /**
   * The part-timer's contract encashes the public holidays into the hourly rate (MOM, "Encashing
   * public holidays"): no pro-rated holiday is paid on its own line, worked or not.
   */
  holidaysEncashed?: boolean;
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
  // Encashed into the hourly rate: the day's work only (the holiday itself is in the rate).
  const entitlement = rules.holidaysEncashed ? 0 : publicHolidayEntitlementMinutes(rules, fullTime);
  const lines = beyondNormalDay('public_holiday', workedMinutes, 0, rateCents, fullTime);
  if (entitlement > 0) lines.push(line('public_holiday_entitlement', entitlement, rateCents, 1000));
  return lines;
}

/**
 * A public holiday not worked on a day the part-timer would have worked: the pro-rated holiday at the
 * basic rate, as its own `public_holiday_not_worked` line (decision 026).
 */
export function publicHolidayNotWorkedLine(
  rateCents: number,
  rules: Pick<PartTimeRules, 'weekMinutes'>,
  fullTime: Pick<FullTimeHours, 'dayMinutes' | 'weekMinutes'>,
  kind: 'public_holiday_not_worked' | 'public_holiday_non_working_day' = 'public_holiday_not_worked',
): PayLine | null {
  const entitlement = publicHolidayEntitlementMinutes(rules, fullTime);
  return entitlement > 0 && rateCents > 0 ? line(kind, entitlement, rateCents, 1000) : null;
}

/** The gazetted public holidays of a year a similar full-time employee has (Employment Act s.88, MOM: 11). */
export const PUBLIC_HOLIDAYS_A_YEAR = 11;

/**
 * MOM's "Encashing public holidays" (part-time): the amount added to the hourly gross rate =
 * annual holiday entitlement in hours / (weekly hours x 52) x the hourly gross rate. The annual
 * entitlement is (weekly hours / full-timer's weekly hours) x 11 x the full-timer's daily hours, so the
 * part-timer's own hours cancel: rate x 11 x full-timer's day / (full-timer's week x 52), rounded half
 * up to the cent. MOM's example: S$5 -> S$0.19 (S$5.19 with the holidays encashed).
 */
export function encashedHolidayRateCents(grossRateCents: number, fullTime: Pick<FullTimeHours, 'dayMinutes' | 'weekMinutes'>, holidaysAYear = PUBLIC_HOLIDAYS_A_YEAR): number {
  if (grossRateCents <= 0 || fullTime.weekMinutes <= 0) return 0;
  const n = grossRateCents * holidaysAYear * fullTime.dayMinutes;
  const d = fullTime.weekMinutes * 52;
  return Math.floor((2 * n + d) / (2 * d));
}

/** ISO weekdays, 1 Monday ... 7 Sunday: a part-timer's usual working days are a set of them. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

/** The ISO weekday (1 Monday ... 7 Sunday) of a calendar date YYYY-MM-DD. */
export const isoWeekdayOf = (date: string): number => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/**
 * The worker's working days immediately before and after `date`: the nearest of their usual weekdays
 * on each side that is not itself a public holiday (a holiday is not a working day), within two
 * weeks; null on a side with none (no usual days).
 */
export function workingDaysAround(date: string, usualDays: readonly number[], holidays: ReadonlySet<string>): { before: string | null; after: string | null } {
  const usual = new Set(usualDays);
  const step = (dir: 1 | -1): string | null => {
    const d = new Date(`${date}T00:00:00Z`);
    for (let i = 0; i < 14; i++) {
      d.setUTCDate(d.getUTCDate() + dir);
      const iso = d.toISOString().slice(0, 10);
      if (usual.has(isoWeekdayOf(iso)) && !holidays.has(iso)) return iso;
    }
    return null;
  };
  return { before: step(-1), after: step(1) };
}

/**
 * Employment Act s.88(3): the working day immediately before or after the holiday `date` (the
 * worker's usual days, other holidays skipped: workingDaysAround) on which the worker was absent
 * without the employer's consent or a reasonable excuse (`absentDates`: their unexcused no-shows),
 * or null. The day before is named when both were.
 */
export function absentAroundHoliday(date: string, usualDays: readonly number[], holidays: ReadonlySet<string>, absentDates: ReadonlySet<string>): string | null {
  if (!absentDates.size) return null;
  const around = workingDaysAround(date, usualDays, holidays);
  return [around.before, around.after].find((d): d is string => d !== null && absentDates.has(d)) ?? null;
}

/** Why a part-timer's public holiday is not paid on a line of its own (decision 026). */
export type HolidayUnpaidReason = 'encashed' | 'absent' | 'day_off';

/** One public holiday of the period for a part-timer not working it: paid (on a usual or a non-working day), or why not. */
export interface PartTimeHolidayDecision {
  date: string;
  /** A usual working day of the worker's, or a day they are not required to work. */
  day: 'usual' | 'non_working';
  paid: boolean;
  reason?: HolidayUnpaidReason;
  /** With reason `absent`: the working day before or after the holiday they were absent on. */
  absentOn?: string;
}

/**
 * Every public holiday of a period a part-time employee did not work (a worked one is paid by its
 * shift, decision 026), while employed, and what it pays (decision 026, the open parts):
 * - the pro-rated holiday, on a usual working day or (MOM: every part-timer's holiday is pro-rated,
 *   Employment Act s.88(1)(c): a holiday on a day not required to work is paid, or a day off given
 *   in substitution) on a non-working day, unless `nonWorkingDay` is `day_off`;
 * - nothing on its own line when the contract encashes the holidays into the rate (`encashed`);
 * - nothing when the worker was absent without consent or reasonable excuse (a no-show) on the
 *   working day immediately before or after the holiday (Employment Act s.88(3)).
 * Sorted by date, each once.
 */
export function partTimeHolidays(input: {
  periodStart: string;
  periodEnd: string;
  holidays: readonly string[];
  usualDays: readonly number[];
  workedDates: ReadonlySet<string>;
  lastWorkingDay?: string | null;
  nonWorkingDay: PartTimeNonWorkingDayHoliday;
  encashed: boolean;
  /** Dates of the worker's no-shows (absent without consent or excuse). */
  absentDates: ReadonlySet<string>;
}): PartTimeHolidayDecision[] {
  const usual = new Set(input.usualDays);
  const all = new Set(input.holidays);
  const out: PartTimeHolidayDecision[] = [];
  for (const date of [...all].sort()) {
    if (date < input.periodStart || date > input.periodEnd) continue;
    if (input.lastWorkingDay && date > input.lastWorkingDay) continue;
    if (input.workedDates.has(date)) continue;
    const day = usual.has(isoWeekdayOf(date)) ? 'usual' : 'non_working';
    if (input.encashed) {
      out.push({ date, day, paid: false, reason: 'encashed' });
      continue;
    }
    const absentOn = absentAroundHoliday(date, input.usualDays, all, input.absentDates);
    if (absentOn) out.push({ date, day, paid: false, reason: 'absent', absentOn });
    else if (day === 'non_working' && input.nonWorkingDay === 'day_off') out.push({ date, day, paid: false, reason: 'day_off' });
    else out.push({ date, day, paid: true });
  }
  return out;
}

/** A worker's own normal hours (null: the settings' defaults apply), and whether their contract encashes the holidays. */
export interface WorkerPartTimeHours {
  dayMinutes: number | null;
  weekMinutes: number | null;
  holidaysEncashed?: boolean | null;
}

/** The part-time rules for one worker: their contractual day and week where set, else the settings' (decision 026). */
export function partTimeRulesFor(defaults: PartTimeRules, worker: Partial<WorkerPartTimeHours> | null | undefined): PartTimeRules {
  return {
    normalDayMinutes: worker?.dayMinutes ?? defaults.normalDayMinutes,
    weekMinutes: worker?.weekMinutes ?? defaults.weekMinutes,
    restDayWorkAt: defaults.restDayWorkAt,
    ...(worker?.holidaysEncashed ? { holidaysEncashed: true } : {}),
  };
}

export const sumLines = (lines: readonly PayLine[]) => lines.reduce((s, l) => s + l.amountCents, 0);
