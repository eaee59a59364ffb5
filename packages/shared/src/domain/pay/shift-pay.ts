/**
 * Shift pay: one pure function from a worker's attended shifts to pay lines (docs/decisions/010-shift-pay.md).
 *
 * Money in integer cents, time in integer minutes, multipliers in thousandths (1500 = 1.5x) so that
 * nothing is ever a float. Each line is rounded once, half up to the cent; totals are sums of lines.
 */

import { publicHolidayWorkedLines, restDayMinimumLines, sumLines, type PartTimeRules, type RestDayWorkAt } from './part-time.ts';

import type { DayKind } from '../../enums/pay.ts';
export type { DayKind };

/** The configurable rules (one settings record); the defaults are today's values. */
export interface PayRules {
  /** Minutes in one day (the day a shift starts) beyond which minutes are overtime. */
  dailyOvertimeAfterMinutes: number;
  /** Non-overtime minutes in one week (Monday-Sunday) beyond which minutes are overtime. */
  weeklyOvertimeAfterMinutes: number;
  /** Thousandths: 1500 = 1.5x the hourly rate. */
  overtimeMultiplier: number;
  restDayMultiplier: number;
  publicHolidayMultiplier: number;
}

export const DEFAULT_PAY_RULES: PayRules = {
  dailyOvertimeAfterMinutes: 8 * 60,
  weeklyOvertimeAfterMinutes: 44 * 60,
  overtimeMultiplier: 1500,
  restDayMultiplier: 1500,
  publicHolidayMultiplier: 2000,
};

export interface AttendedShift {
  id: string;
  /** The Singapore calendar date the shift starts on (YYYY-MM-DD); a shift across midnight belongs to it. */
  date: string;
  /** Paid start and end as minutes after midnight of `date` (0-1439); an end at or before the start is the next day. */
  paidStartMinute: number;
  paidEndMinute: number;
  /** Unpaid break inside the shift. */
  breakMinutes: number;
  /** The project position's hourly pay rate. */
  positionRateCents: number;
  /** The shift's pay-rate override, if any. */
  overrideRateCents?: number | null;
  dayKind: DayKind;
  /** Who asked for this shift's rest-day work (a part-timer's MOM minimum depends on it); absent or null: the rules' default. */
  restDayWorkAt?: RestDayWorkAt | null;
  /**
   * A public holiday worked whose holiday pay is forfeited (Employment Act s.88(3), MOM's FAQ: a
   * part-timer absent without consent or reasonable excuse on the working day immediately before or
   * after): the work is paid as on the day the date would be without the holiday (`payAs`: a normal
   * day, or the rest day), no holiday multiplier and no pro-rated holiday (decision 026).
   */
  holidayForfeited?: { absentOn: string; payAs: 'normal' | 'rest_day' } | null;
}

/**
 * `rest_day_minimum` (days' salary for rest-day work) and `public_holiday_entitlement` (the
 * pro-rated holiday) are a part-timer's MOM minimums (part-time.ts): their minutes are the day's
 * minutes they pay for, not minutes worked. `public_holiday_not_worked` is the pro-rated holiday of a
 * public holiday a part-timer did not work on one of their usual working days,
 * `public_holiday_non_working_day` of one on a day they are not required to work: a pay run adds
 * them (no shift carries them).
 */
export const PAY_LINE_KINDS = [
  'normal',
  'rest_day',
  'public_holiday',
  'overtime',
  'rest_day_minimum',
  'public_holiday_entitlement',
  'public_holiday_not_worked',
  'public_holiday_non_working_day',
] as const;
export type PayLineKind = (typeof PAY_LINE_KINDS)[number];

export interface PayLine {
  kind: PayLineKind;
  minutes: number;
  /** The hourly rate in cents before the multiplier. */
  rateCents: number;
  /** Thousandths (1000 = 1x). */
  multiplier: number;
  amountCents: number;
}

export type RateSource = 'override' | 'worker' | 'position';

export interface ShiftPay {
  shiftId: string;
  date: string;
  dayKind: DayKind;
  workedMinutes: number;
  rateCents: number;
  rateSource: RateSource;
  lines: PayLine[];
  /** Minutes paid at the day's rate (normal, rest-day or public-holiday). */
  regularMinutes: number;
  overtimeMinutes: number;
  totalCents: number;
  /** The working day the worker was absent on, when this public holiday's holiday pay is forfeited (AttendedShift.holidayForfeited). */
  holidayAbsentOn?: string;
}

export interface PayTotals {
  workedMinutes: number;
  normalMinutes: number;
  normalCents: number;
  restDayMinutes: number;
  restDayCents: number;
  publicHolidayMinutes: number;
  publicHolidayCents: number;
  overtimeMinutes: number;
  overtimeCents: number;
  totalCents: number;
}

export interface PayResult {
  shifts: ShiftPay[];
  totals: PayTotals;
}

export interface WorkerPayInput {
  /** The worker's own hourly rate, where set. */
  workerRateCents?: number | null;
  shifts: AttendedShift[];
  rules?: PayRules;
  /** A part-time employee's rules (MOM's rest-day and public-holiday minimums); absent for others. */
  partTime?: PartTimeRules | null;
}

const DAY = 24 * 60;

/** Minutes worked in a shift: end minus start (across midnight when the end is not after the start), minus the break, never negative. */
export function workedMinutes(shift: Pick<AttendedShift, 'paidStartMinute' | 'paidEndMinute' | 'breakMinutes'>): number {
  const span = shift.paidEndMinute > shift.paidStartMinute ? shift.paidEndMinute - shift.paidStartMinute : shift.paidEndMinute + DAY - shift.paidStartMinute;
  return Math.max(0, span - Math.max(0, shift.breakMinutes));
}

/**
 * minutes x hourly rate x multiplier, rounded half up to the cent, in integers only.
 * (minutes * rateCents * multiplier) / (60 * 1000), e.g. 90 min at 1,234 c x 1.5 = 2,776.5 -> 2,777.
 */
export function lineAmountCents(minutes: number, rateCents: number, multiplier: number): number {
  const numerator = minutes * rateCents * multiplier;
  const denominator = 60_000;
  if (numerator < 0) return -lineAmountCents(-minutes, rateCents, multiplier);
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Which rate a shift is paid at: the shift's override, else the worker's own rate, else the position's. */
export function shiftRate(shift: Pick<AttendedShift, 'overrideRateCents' | 'positionRateCents'>, workerRateCents?: number | null): { rateCents: number; rateSource: RateSource } {
  if (shift.overrideRateCents !== null && shift.overrideRateCents !== undefined) return { rateCents: shift.overrideRateCents, rateSource: 'override' };
  if (workerRateCents !== null && workerRateCents !== undefined) return { rateCents: workerRateCents, rateSource: 'worker' };
  return { rateCents: shift.positionRateCents, rateSource: 'position' };
}

/** The Monday (YYYY-MM-DD) of the week a calendar date falls in. */
export function weekStartOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}

const isMinuteOfDay = (n: number) => Number.isInteger(n) && n >= 0 && n < DAY;
const isCents = (n: number | null | undefined) => n === null || n === undefined || (Number.isSafeInteger(n) && n >= 0);

const MINIMUM_KINDS: ReadonlySet<PayLineKind> = new Set(['rest_day_minimum', 'public_holiday_entitlement', 'public_holiday_not_worked', 'public_holiday_non_working_day']);

/**
 * A shift's worked minutes that none of its hourly lines carries: those a part-timer's day-based
 * minimum line pays for (0 for every shift without one). A run counts them as the day's minutes.
 */
export function uncoveredMinutes(worked: number, lines: readonly PayLine[]): number {
  if (!lines.some((l) => MINIMUM_KINDS.has(l.kind))) return 0;
  return Math.max(0, worked - lines.reduce((m, l) => m + (MINIMUM_KINDS.has(l.kind) ? 0 : l.minutes), 0));
}

/** Bad input is a programming error here (the contracts validate what users send): fail loudly. */
function assertShift(shift: AttendedShift): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(shift.date)) throw new RangeError(`shift ${shift.id}: date must be YYYY-MM-DD`);
  if (!isMinuteOfDay(shift.paidStartMinute) || !isMinuteOfDay(shift.paidEndMinute)) throw new RangeError(`shift ${shift.id}: start and end must be minutes 0-1439`);
  if (!Number.isInteger(shift.breakMinutes) || shift.breakMinutes < 0) throw new RangeError(`shift ${shift.id}: break must be whole minutes, not negative`);
  if (!isCents(shift.positionRateCents) || !isCents(shift.overrideRateCents)) throw new RangeError(`shift ${shift.id}: rates must be whole cents, not negative`);
}

function dayMultiplier(kind: DayKind, rules: PayRules): number {
  if (kind === 'rest_day') return rules.restDayMultiplier;
  if (kind === 'public_holiday') return rules.publicHolidayMultiplier;
  return 1000;
}

function emptyTotals(): PayTotals {
  return {
    workedMinutes: 0,
    normalMinutes: 0,
    normalCents: 0,
    restDayMinutes: 0,
    restDayCents: 0,
    publicHolidayMinutes: 0,
    publicHolidayCents: 0,
    overtimeMinutes: 0,
    overtimeCents: 0,
    totalCents: 0,
  };
}

/**
 * A worker's pay for attended shifts (one week or several; weeks run Monday to Sunday).
 *
 * Shifts are taken in time order. Within a day (the date a shift starts), minutes beyond
 * `dailyOvertimeAfterMinutes` are overtime; within a week, the day's non-overtime minutes beyond
 * `weeklyOvertimeAfterMinutes` are overtime too. A minute is overtime once, whichever rule makes it
 * so. Within a shift the first minutes are regular and the last ones overtime. Regular minutes are
 * paid at the rate x the day's multiplier; overtime minutes at the rate x the larger of the overtime
 * multiplier and the day's multiplier (an overtime minute is never paid less than a regular minute
 * of the same day).
 */
export function computeShiftPay(input: WorkerPayInput): PayResult {
  const rules = input.rules ?? DEFAULT_PAY_RULES;
  for (const shift of input.shifts) assertShift(shift);
  if (!isCents(input.workerRateCents)) throw new RangeError('the worker rate must be whole cents, not negative');
  const ordered = [...input.shifts].sort((a, b) => (a.date === b.date ? a.paidStartMinute - b.paidStartMinute : a.date < b.date ? -1 : 1));

  const dayMinutes = new Map<string, number>();
  const weekRegular = new Map<string, number>();
  const minimumDays = new Set<string>();
  const shifts: ShiftPay[] = [];
  const totals = emptyTotals();

  for (const shift of ordered) {
    const worked = workedMinutes(shift);
    const { rateCents, rateSource } = shiftRate(shift, input.workerRateCents);
    const week = weekStartOf(shift.date);

    const before = dayMinutes.get(shift.date) ?? 0;
    const dailyRoom = Math.max(0, rules.dailyOvertimeAfterMinutes - before);
    const weeklyRoom = Math.max(0, rules.weeklyOvertimeAfterMinutes - (weekRegular.get(week) ?? 0));
    const regular = Math.min(worked, dailyRoom, weeklyRoom);
    let overtime = worked - regular;
    dayMinutes.set(shift.date, before + worked);
    weekRegular.set(week, (weekRegular.get(week) ?? 0) + regular);

    // A public holiday whose holiday pay is forfeited is paid as the day it would be without the holiday.
    const forfeited = shift.dayKind === 'public_holiday' ? (shift.holidayForfeited ?? null) : null;
    const payKind: DayKind = forfeited ? forfeited.payAs : shift.dayKind;
    const dayKindMultiplier = dayMultiplier(payKind, rules);
    const lines: PayLine[] = [];
    if (regular > 0) {
      lines.push({ kind: payKind, minutes: regular, rateCents, multiplier: dayKindMultiplier, amountCents: lineAmountCents(regular, rateCents, dayKindMultiplier) });
    }
    if (overtime > 0) {
      const multiplier = Math.max(rules.overtimeMultiplier, dayKindMultiplier);
      lines.push({ kind: 'overtime', minutes: overtime, rateCents, multiplier, amountCents: lineAmountCents(overtime, rateCents, multiplier) });
    }
    // A part-timer's rest day or public holiday pays at least MOM's day-based minimum: once a day
    // (the day's first shift), the larger of the hourly lines and the minimum's lines.
    if (input.partTime && payKind !== 'normal' && !minimumDays.has(shift.date)) {
      minimumDays.add(shift.date);
      const fullTime = { dayMinutes: rules.dailyOvertimeAfterMinutes, weekMinutes: rules.weeklyOvertimeAfterMinutes, overtimeMultiplier: rules.overtimeMultiplier };
      // Who asked for the rest-day work: the shift's own answer, else the rules' default.
      const partTime = shift.restDayWorkAt ? { ...input.partTime, restDayWorkAt: shift.restDayWorkAt } : input.partTime;
      const minimum =
        payKind === 'rest_day'
          ? restDayMinimumLines(worked, rateCents, partTime, fullTime)
          : publicHolidayWorkedLines(worked, rateCents, partTime, fullTime);
      if (sumLines(minimum) > sumLines(lines)) {
        lines.splice(0, lines.length, ...minimum);
        // The minimum's own overtime (beyond a full-timer's day) is the shift's overtime now.
        overtime = minimum.reduce((m, l) => m + (l.kind === 'overtime' ? l.minutes : 0), 0);
      }
    }
    const totalCents = sumLines(lines);
    shifts.push({
      shiftId: shift.id,
      date: shift.date,
      dayKind: shift.dayKind,
      workedMinutes: worked,
      rateCents,
      rateSource,
      lines,
      regularMinutes: worked - overtime,
      overtimeMinutes: overtime,
      totalCents,
      ...(forfeited ? { holidayAbsentOn: forfeited.absentOn } : {}),
    });

    totals.workedMinutes += worked;
    // Worked minutes a minimum's day line pays for count as the day's minutes (they are on no hourly line).
    const uncovered = uncoveredMinutes(worked, lines);
    if (payKind === 'rest_day') totals.restDayMinutes += uncovered;
    else if (payKind === 'public_holiday') totals.publicHolidayMinutes += uncovered;
    for (const line of lines) {
      if (line.kind === 'normal') {
        totals.normalMinutes += line.minutes;
        totals.normalCents += line.amountCents;
      } else if (line.kind === 'rest_day') {
        totals.restDayMinutes += line.minutes;
        totals.restDayCents += line.amountCents;
      } else if (line.kind === 'public_holiday') {
        totals.publicHolidayMinutes += line.minutes;
        totals.publicHolidayCents += line.amountCents;
      } else if (line.kind === 'rest_day_minimum') {
        totals.restDayCents += line.amountCents;
      } else if (line.kind === 'public_holiday_entitlement' || line.kind === 'public_holiday_not_worked' || line.kind === 'public_holiday_non_working_day') {
        totals.publicHolidayCents += line.amountCents;
      } else {
        totals.overtimeMinutes += line.minutes;
        totals.overtimeCents += line.amountCents;
      }
      totals.totalCents += line.amountCents;
    }
  }
  return { shifts, totals };
}
