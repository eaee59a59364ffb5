/**
 * Pay runs (issue #16): the period of a run and the arithmetic of one worker's line, pure.
 *
 * Money in integer cents, time in integer minutes. A line's figures are sums of the shift payments'
 * pay lines (each already rounded once, decision 010) and of the approved adjustments; nothing is
 * rounded again here. CPF is computed by `computeCpf` (domain/pay/cpf.ts) on the line's gross.
 */
import type { Role } from '../../roles.ts';
import type { DayKind, PayLine } from './shift-pay.ts';

export const PAY_RUN_STATUSES = ['draft', 'hr_confirmed', 'finance_approved', 'paid'] as const;
export type PayRunStatus = (typeof PAY_RUN_STATUSES)[number];
export const PAY_RUN_FREQUENCIES = ['weekly', 'monthly'] as const;
export type PayRunFrequency = (typeof PAY_RUN_FREQUENCIES)[number];
/** How a worker is engaged: only employees get CPF and SDL. */
export const ENGAGEMENT_TYPES = ['employee', 'contractor'] as const;
export type EngagementType = (typeof ENGAGEMENT_TYPES)[number];

/** Statuses whose lines are frozen and count as earlier runs of their CPF month. */
export const FROZEN_PAY_RUN_STATUSES: readonly PayRunStatus[] = ['hr_confirmed', 'finance_approved', 'paid'];

/** Who may send a run back from which state: hr from hr_confirmed; finance (and admin) from either review stage. */
const SEND_BACK_FROM: Record<Role, readonly PayRunStatus[]> = {
  admin: ['hr_confirmed', 'finance_approved'],
  finance: ['hr_confirmed', 'finance_approved'],
  hr: ['hr_confirmed'],
  manager: [],
};

/** May this role send back a run in this state (the server's rule; the web shows the action by it)? */
export function maySendBack(role: Role, status: PayRunStatus): boolean {
  return SEND_BACK_FROM[role].includes(status);
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const isoOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The period of a run containing `date`: weekly Monday to Sunday, monthly the calendar month.
 * Periods of one frequency therefore never partly overlap: two runs clash exactly when they have
 * the same period start.
 */
export function payRunPeriod(frequency: PayRunFrequency, date: string): { periodStart: string; periodEnd: string } {
  const d = utc(date);
  if (Number.isNaN(d.getTime())) throw new Error(`Not a date: ${date}`);
  if (frequency === 'weekly') {
    const back = (d.getUTCDay() + 6) % 7;
    const start = new Date(d.getTime() - back * 86_400_000);
    return { periodStart: isoOf(start), periodEnd: isoOf(new Date(start.getTime() + 6 * 86_400_000)) };
  }
  const start = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  const end = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
  return { periodStart: isoOf(start), periodEnd: isoOf(end) };
}

/** The CPF month of a run: the month its period ends in ('YYYY-MM'). */
export const cpfMonthOf = (periodEnd: string): string => periodEnd.slice(0, 7);

/** One shift payment as a run line keeps it. */
export interface PayRunShiftItem {
  shiftPaymentId: string;
  date: string;
  projectName: string;
  position: string;
  workedMinutes: number;
  overtimeMinutes: number;
  dayKind: DayKind;
  totalCents: number;
  /** The shift payment's pay lines (decision 010). */
  lines: PayLine[];
}

/** A shift as a run line stores it (its pay lines are summed into the line, not kept). */
export type PayRunStoredShift = Omit<PayRunShiftItem, 'lines'>;

export const ADJUSTMENT_ALLOWANCE_CATEGORIES = ['allowance', 'transport', 'meal'] as const;

/** One approved adjustment as a run line keeps it (signed cents; a deduction is negative). */
export interface PayRunAdjustmentItem {
  adjustmentId: string;
  category: 'allowance' | 'transport' | 'meal' | 'deduction' | 'correction';
  amountCents: number;
  reason: string;
}

/** The figures of one worker's line before CPF. */
export interface PayRunLineAmounts {
  /** The hourly rate paid for the most minutes (ties: the higher rate); 0 without shifts. */
  basicRateCents: number;
  /** Minutes on normal days at the day's rate (not overtime). */
  regularMinutes: number;
  overtimeMinutes: number;
  restDayMinutes: number;
  publicHolidayMinutes: number;
  basicPayCents: number;
  overtimePayCents: number;
  restDayPayCents: number;
  publicHolidayPayCents: number;
  /** Positive allowance, transport and meal adjustments. */
  allowanceCents: number;
  /** Positive corrections. */
  otherAdditionCents: number;
  /** Every negative adjustment, as a positive number. */
  deductionCents: number;
  /** Pay lines + allowances + other additions - deductions. */
  grossCents: number;
}

/**
 * One worker's line from their shift payments and approved adjustments of the period: minutes and
 * pay per kind of pay line (normal, overtime, rest day, public holiday), adjustments by category.
 */
export function payRunLineAmounts(shifts: readonly PayRunShiftItem[], adjustments: readonly PayRunAdjustmentItem[]): PayRunLineAmounts {
  const a: PayRunLineAmounts = {
    basicRateCents: 0,
    regularMinutes: 0,
    overtimeMinutes: 0,
    restDayMinutes: 0,
    publicHolidayMinutes: 0,
    basicPayCents: 0,
    overtimePayCents: 0,
    restDayPayCents: 0,
    publicHolidayPayCents: 0,
    allowanceCents: 0,
    otherAdditionCents: 0,
    deductionCents: 0,
    grossCents: 0,
  };
  const minutesByRate = new Map<number, number>();
  for (const s of shifts) {
    for (const l of s.lines) {
      minutesByRate.set(l.rateCents, (minutesByRate.get(l.rateCents) ?? 0) + l.minutes);
      if (l.kind === 'normal') {
        a.regularMinutes += l.minutes;
        a.basicPayCents += l.amountCents;
      } else if (l.kind === 'overtime') {
        a.overtimeMinutes += l.minutes;
        a.overtimePayCents += l.amountCents;
      } else if (l.kind === 'rest_day') {
        a.restDayMinutes += l.minutes;
        a.restDayPayCents += l.amountCents;
      } else {
        a.publicHolidayMinutes += l.minutes;
        a.publicHolidayPayCents += l.amountCents;
      }
    }
  }
  let best = -1;
  for (const [rate, minutes] of minutesByRate)
    if (minutes > best || (minutes === best && rate > a.basicRateCents)) {
      best = minutes;
      a.basicRateCents = rate;
    }
  for (const adj of adjustments) {
    if (adj.amountCents < 0) a.deductionCents -= adj.amountCents;
    else if (adj.category === 'correction') a.otherAdditionCents += adj.amountCents;
    else a.allowanceCents += adj.amountCents;
  }
  a.grossCents =
    a.basicPayCents +
    a.overtimePayCents +
    a.restDayPayCents +
    a.publicHolidayPayCents +
    a.allowanceCents +
    a.otherAdditionCents -
    a.deductionCents;
  return a;
}

/** What a worker's earlier runs of the same CPF month already counted and took. */
export interface EarlierInMonth {
  grossCents: number;
  employeeCpfCents: number;
  employerCpfCents: number;
  sdlCents: number;
}

/** CPF and SDL of a line. */
export interface LineContributions {
  employeeCpfCents: number;
  employerCpfCents: number;
  sdlCents: number;
}

/**
 * The month-to-date rule (plan, "CPF month for weekly runs"): the contributions of a run are those
 * of the month's wages so far (this run plus the month's earlier frozen runs) minus what the earlier
 * runs already took. `monthCpf` and `monthSdl` compute the whole month's figures from its wages
 * (computeCpf / computeSdl bound to the worker and the month). A monthly run with no earlier run
 * gives just the month's figures.
 */
export function monthToDateContributions(
  grossCents: number,
  earlier: EarlierInMonth,
  monthCpf: (ordinaryWageCents: number) => { employeeCents: number; employerCents: number } | null,
  monthSdl: (totalWageCents: number) => number,
): LineContributions {
  const wages = Math.max(0, grossCents + earlier.grossCents);
  const cpf = monthCpf(wages);
  const sdl = monthSdl(wages);
  return {
    employeeCpfCents: cpf ? cpf.employeeCents - earlier.employeeCpfCents : 0,
    employerCpfCents: cpf ? cpf.employerCents - earlier.employerCpfCents : 0,
    sdlCents: sdl - earlier.sdlCents,
  };
}
