/**
 * Pure roster rules (docs/product/life-cycles.md#rosters-and-assignments). Singapore has no daylight
 * saving: its wall clock is UTC+8 all year, so a calendar date and a time of day name one instant.
 * Times of day are minutes after midnight (0-1439); durations are whole minutes.
 */
import type { AttendanceStatus } from '../../enums/rosters.ts';

export const SGT_OFFSET_MINUTES = 8 * 60;
const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** Thresholds of the assignment warnings. */
export const MAX_DAY_MINUTES = 12 * 60;
export const MIN_REST_MINUTES = 8 * 60;
export const MAX_WEEK_MINUTES = 44 * 60;

export type WarningCode = 'OVER_12_HOURS_DAY' | 'REST_UNDER_8_HOURS' | 'OVER_44_HOURS_WEEK';

/** "08:30" -> 510; null for anything else. */
export function parseTimeOfDay(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** 510 -> "08:30" (any whole number of minutes, wrapped into one day). */
export function formatTimeOfDay(minutes: number): string {
  const m = ((Math.round(minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The instant of a Singapore date ("YYYY-MM-DD") and time of day (minutes; may pass 1440). */
export function sgtInstant(date: string, minuteOfDay: number): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d) + (minuteOfDay - SGT_OFFSET_MINUTES) * MINUTE);
}

/** The Singapore calendar date of an instant. */
export function sgtDate(instant: Date): string {
  return new Date(instant.getTime() + SGT_OFFSET_MINUTES * MINUTE).toISOString().slice(0, 10);
}

/** The Singapore time of day of an instant, in minutes. */
export function sgtMinuteOfDay(instant: Date): number {
  const shifted = new Date(instant.getTime() + SGT_OFFSET_MINUTES * MINUTE);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** A calendar date plus n days. */
export function addDays(date: string, days: number): string {
  // Read by position, not split: the import's rule checks call this a million times.
  return utcDate(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10) + days));
}

/** "YYYY-MM-DD" of a UTC midnight in milliseconds. */
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The Monday of the Monday-Sunday week a date falls in. */
export function weekStart(date: string): string {
  const y = +date.slice(0, 4);
  const m = +date.slice(5, 7) - 1;
  const d = +date.slice(8, 10);
  const dow = new Date(Date.UTC(y, m, d)).getUTCDay(); // 0 = Sunday
  return utcDate(Date.UTC(y, m, d - ((dow + 6) % 7)));
}

/** The seven dates of a date's Monday-Sunday week. */
export function weekDates(date: string): string[] {
  const monday = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export interface Interval {
  start: Date;
  end: Date;
}

export interface ShiftInterval extends Interval {
  /** The end is on the next day. */
  crossesMidnight: boolean;
  /** start to end in minutes. */
  lengthMinutes: number;
}

/**
 * A shift's instants from its roster date and times of day. An end at or before the start is on
 * the next day (22:00-06:00 is eight hours); start = end is a whole day.
 */
export function shiftInterval(date: string, startMinute: number, endMinute: number): ShiftInterval {
  const crossesMidnight = endMinute <= startMinute;
  const start = sgtInstant(date, startMinute);
  const end = sgtInstant(date, endMinute + (crossesMidnight ? DAY_MINUTES : 0));
  return { start, end, crossesMidnight, lengthMinutes: (end.getTime() - start.getTime()) / MINUTE };
}

/** Paid minutes as rostered: the length less the unpaid break (never below zero). */
export function rosteredMinutes(lengthMinutes: number, breakMinutes: number): number {
  return Math.max(0, lengthMinutes - breakMinutes);
}

/** True when two intervals share any time (touching ends do not overlap). */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Minutes between two intervals that do not overlap (0 when they overlap or touch). */
export function restBetween(a: Interval, b: Interval): number {
  if (overlaps(a, b)) return 0;
  const gap = b.start >= a.end ? b.start.getTime() - a.end.getTime() : a.start.getTime() - b.end.getTime();
  return gap / MINUTE;
}

/** One of a worker's shifts, as the rules see it. */
export interface WorkedShift extends Interval {
  /** The roster's Singapore date (hours count towards this day and its week). */
  date: string;
  /** Paid minutes as rostered. */
  minutes: number;
}

/** Paid minutes on a roster date (a shift counts on the date of its roster, also across midnight). */
export function minutesOnDate(shifts: readonly WorkedShift[], date: string): number {
  return shifts.filter((s) => s.date === date).reduce((sum, s) => sum + s.minutes, 0);
}

/** Paid minutes in the Monday-Sunday week of a date. */
export function minutesInWeek(shifts: readonly WorkedShift[], date: string): number {
  const monday = weekStart(date);
  const sunday = addDays(monday, 6);
  // ISO dates compare as strings: a shift is in the week when its date is from Monday to Sunday.
  return shifts.filter((s) => s.date >= monday && s.date <= sunday).reduce((sum, s) => sum + s.minutes, 0);
}

/** The worker's other shifts that overlap the candidate. */
export function overlapping(candidate: Interval, others: readonly Interval[]): Interval[] {
  return others.filter((o) => overlaps(candidate, o));
}

/**
 * The warnings for adding `candidate` to a worker's `others` (the worker's other shifts; any
 * overlapping one is a refusal, checked apart): more than 12 hours on the day, less than 8 hours'
 * rest before or after a neighbouring shift (a back-to-back shift is not a rest), more than 44 hours in the week.
 */
export function assignmentWarnings(candidate: WorkedShift, others: readonly WorkedShift[]): WarningCode[] {
  const warnings: WarningCode[] = [];
  const all = [...others, candidate];
  if (minutesOnDate(all, candidate.date) > MAX_DAY_MINUTES) warnings.push('OVER_12_HOURS_DAY');
  // Back-to-back shifts (no gap) are one stretch of work: the day's hours cover them, not the rest rule.
  if (
    others.some((o) => {
      const rest = restBetween(o, candidate);
      return !overlaps(o, candidate) && rest > 0 && rest < MIN_REST_MINUTES;
    })
  )
    warnings.push('REST_UNDER_8_HOURS');
  if (minutesInWeek(all, candidate.date) > MAX_WEEK_MINUTES) warnings.push('OVER_44_HOURS_WEEK');
  return warnings;
}

// ---------------------------------------------------------------- attendance

export const DEFAULT_ROUNDING_STEP = 15;

/** ATTENDANCE_STATUS in enums/rosters.ts. */
export type AttendanceStatusCode = AttendanceStatus;

/**
 * The instant a clock time ("HH:MM" as minutes) entered on a sheet means: of that time on the day
 * before, the roster date and the day after, the one nearest `near`; for a clock-out, the first
 * one after `after` when that is later.
 */
export function placeClockTime(rosterDate: string, minuteOfDay: number, near: Date, after?: Date): Date {
  // The same time on the day before and the days after: whole days apart (no daylight saving).
  const base = sgtInstant(rosterDate, minuteOfDay).getTime();
  const candidates = [-1, 0, 1, 2].map((d) => new Date(base + d * DAY_MINUTES * MINUTE));
  const allowed = after ? candidates.filter((c) => c > after) : candidates;
  const pool = allowed.length > 0 ? allowed : candidates;
  return pool.reduce((best, c) =>
    Math.abs(c.getTime() - near.getTime()) < Math.abs(best.getTime() - near.getTime()) ? c : best,
  );
}

/** Up to the next step boundary of the wall clock (08:07 -> 08:15 with 15). */
export function roundUp(instant: Date, step: number): Date {
  const ms = step * MINUTE;
  return new Date(Math.ceil(instant.getTime() / ms) * ms);
}

/** Down to the step boundary (17:08 -> 17:00 with 15). */
export function roundDown(instant: Date, step: number): Date {
  const ms = step * MINUTE;
  return new Date(Math.floor(instant.getTime() / ms) * ms);
}

export interface AttendanceInput {
  rosteredStart: Date;
  rosteredEnd: Date;
  breakMinutes: number;
  /** null = did not come (no-show). */
  clockIn: Date | null;
  /** null = not clocked out yet: nothing is paid until it is. */
  clockOut: Date | null;
  /** Rounding step in minutes (divides 60); default 15. */
  step?: number;
  /** The break actually taken, where recorded (issue 29, item 5); null or absent: the rostered break. */
  actualBreakMinutes?: number | null;
}

export interface AttendanceResult {
  paidStart: Date | null;
  paidEnd: Date | null;
  paidMinutes: number | null;
  status: AttendanceStatusCode;
  /** Minutes after the rostered start the worker clocked in. */
  lateMinutes: number;
  /** Minutes before the rostered end the worker clocked out. */
  earlyMinutes: number;
}

/**
 * Paid times and status of one attendance. The paid start is the clock-in rounded up to the step,
 * never before the rostered start; the paid end is the clock-out rounded down to the step; paid
 * minutes are the span less the unpaid break (the one taken where recorded: breakTaken). Status: no-show without a clock-in, else late when
 * clocked in after the rostered start, else left-early when clocked out before the rostered end,
 * else on time (late and early minutes are both kept).
 */
/**
 * The unpaid break that counts: the break actually taken where it was recorded, else the rostered
 * one (decision 023). 09:00-18:00 rostered with 60 min: taken 30 -> 30 (8.5 h paid), not recorded
 * -> 60 (8 h), taken 0 -> 0 (9 h), taken 90 -> 90 (7.5 h).
 */
export function breakTaken(rosteredBreakMinutes: number, actualBreakMinutes?: number | null): number {
  return Math.max(0, actualBreakMinutes ?? rosteredBreakMinutes);
}

/**
 * Whether a recorded break fits the time on site: a break longer than clock-in to clock-out cannot
 * have been taken ('validation.breakTooLong'); null when it fits or nothing can be checked yet.
 */
export function actualBreakProblem(actualBreakMinutes: number | null, clockIn: Date | null, clockOut: Date | null): string | null {
  if (actualBreakMinutes === null || clockIn === null || clockOut === null) return null;
  return actualBreakMinutes > Math.round((clockOut.getTime() - clockIn.getTime()) / MINUTE) ? 'validation.breakTooLong' : null;
}

export function computeAttendance(input: AttendanceInput): AttendanceResult {
  const step = input.step ?? DEFAULT_ROUNDING_STEP;
  if (!input.clockIn)
    return { paidStart: null, paidEnd: null, paidMinutes: 0, status: 'no_show', lateMinutes: 0, earlyMinutes: 0 };
  const lateMinutes = Math.max(0, Math.round((input.clockIn.getTime() - input.rosteredStart.getTime()) / MINUTE));
  const earlyMinutes = input.clockOut
    ? Math.max(0, Math.round((input.rosteredEnd.getTime() - input.clockOut.getTime()) / MINUTE))
    : 0;
  const rounded = roundUp(input.clockIn, step);
  const paidStart = rounded < input.rosteredStart ? input.rosteredStart : rounded;
  const paidEnd = input.clockOut ? roundDown(input.clockOut, step) : null;
  const paidMinutes =
    paidEnd === null
      ? null
      : Math.max(0, Math.round((paidEnd.getTime() - paidStart.getTime()) / MINUTE) - breakTaken(input.breakMinutes, input.actualBreakMinutes));
  const status: AttendanceStatusCode = lateMinutes > 0 ? 'late' : earlyMinutes > 0 ? 'left_early' : 'on_time';
  return { paidStart, paidEnd, paidMinutes, status, lateMinutes, earlyMinutes };
}
