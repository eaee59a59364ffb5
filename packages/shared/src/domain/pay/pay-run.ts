/**
 * Pay runs (issue #16): the period of a run and the arithmetic of one worker's line, pure.
 *
 * Money in integer cents, time in integer minutes. A line's figures are sums of the shift payments'
 * pay lines regrouped per month, kind and rate (each group rounded once, decision 010) and of the
 * approved adjustments by their CPF treatment. CPF is computed by `computeCpf` (domain/pay/cpf.ts) on
 * the CPF wages of each calendar month the line's days fall in (decision 011).
 */
import type { Role } from '../../roles.ts';
import { type DayKind, lineAmountCents, type PayLine, type PayLineKind, uncoveredMinutes } from './shift-pay.ts';

import type { PayRunFrequency, PayRunStatus } from '../../enums/pay-runs.ts';
import type { AdjustmentCategory } from '../../enums/pay.ts';
/** The run's statuses, frequencies and engagement types are defined once in enums/pay-runs.ts. */
export type { EngagementType, PayRunFrequency, PayRunStatus } from '../../enums/pay-runs.ts';

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

/** The month a run is filed under ('YYYY-MM'): the month its period ends in. CPF itself is per calendar month of the wages (payRunLineAmounts' cpfWages). */
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

/**
 * A public holiday a part-time employee did not work on one of their usual working days (decision
 * 026): the run pays its pro-rated holiday as a `public_holiday_not_worked` line. Stored on the run
 * line, so a holiday is paid by one run only.
 */
export interface PayRunHolidayItem {
  date: string;
  name: string;
  /** On a day the part-timer is not required to work: paid on a `public_holiday_non_working_day` line. */
  nonWorkingDay?: boolean;
  /** The pro-rated holiday: minutes x the basic rate x 1 (publicHolidayNotWorkedLine). */
  minutes: number;
  rateCents: number;
  amountCents: number;
}

/**
 * A public holiday of the period a part-time employee is not paid on a line of its own (decision
 * 026), and why: the contract encashes the holidays into the hourly rate (with MOM's encashed amount
 * at the worker's rate), they were absent without consent on the working day before or after
 * (`absentOn`), or the pay settings give a day off in substitution for a holiday on a non-working day.
 */
export interface PayRunHolidayUnpaid {
  date: string;
  name: string;
  reason: 'encashed' | 'absent' | 'day_off';
  absentOn?: string;
  /**
   * With `absent`: the holiday was worked (Employment Act s.88(3), MOM's FAQ: no holiday pay, the work
   * paid at the ordinary rate on the shift's own line); absent: a holiday not worked.
   */
  worked?: boolean;
  /** With `encashed`: MOM's amount per hour the rate carries for the holidays (encashedHolidayRateCents), and the rate. */
  encashedCents?: number;
  rateCents?: number;
}

/** A shift as a run line stores it (its pay lines are summed into the line, not kept). */
export type PayRunStoredShift = Omit<PayRunShiftItem, 'lines'>;

/** Payment adjustment categories: ADJUSTMENT_CATEGORY in enums/pay.ts. */
export type { AdjustmentCategory };

/**
 * What an adjustment is for CPF (decision 011, "CPF wages"): an ordinary or additional wage (it adds
 * to, or when negative takes from, the month's CPF wages), a deduction from pay that does **not**
 * reduce the CPF wages (damage, loss, uniforms and the like: CPF is due on the wage before it), or a
 * reimbursement of an expense incurred for work, which is not a wage at all.
 */
export type CpfWageKind = 'ordinary_wage' | 'additional_wage' | 'deduction' | 'reimbursement';

/** Every category declares its CPF treatment (the one table; tests and the payslip read it). */
export const ADJUSTMENT_CPF_TREATMENT: Record<AdjustmentCategory, CpfWageKind> = {
  allowance: 'ordinary_wage',
  meal: 'ordinary_wage',
  correction: 'ordinary_wage',
  bonus: 'additional_wage',
  transport: 'reimbursement',
  deduction: 'deduction',
};

/** Categories shown as allowances on the payslip (ordinary wages other than corrections). */
export const ADJUSTMENT_ALLOWANCE_CATEGORIES: readonly AdjustmentCategory[] = ['allowance', 'meal'];

/** One approved adjustment as a run line keeps it (signed cents; a deduction is negative). */
export interface PayRunAdjustmentItem {
  adjustmentId: string;
  category: AdjustmentCategory;
  amountCents: number;
  reason: string;
  /** The day it is paid with (its CPF month); older stored items lack it. */
  effectiveDate?: string;
}

/**
 * One basic, overtime, rest-day or public-holiday line of a run: the minutes of one kind at one
 * rate and multiplier in one calendar month, paid minutes x rate x multiplier rounded half up to
 * the cent **once, on this line** (lineAmountCents). What the payslip prints is exactly this.
 */
export interface PayRunRateLine {
  month: string;
  kind: PayLineKind;
  rateCents: number;
  multiplier: number;
  minutes: number;
  amountCents: number;
}

/** A line's CPF wages of one calendar month. */
export interface CpfMonthWages {
  month: string;
  ordinaryWageCents: number;
  additionalWageCents: number;
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
  /** Allowance and meal adjustments (signed). */
  allowanceCents: number;
  /** Corrections and bonuses (signed). */
  otherAdditionCents: number;
  /** Deduction-category adjustments, as a positive number; they never reduce CPF wages. */
  deductionCents: number;
  /** Reimbursements (transport), signed; not wages, paid with the net pay. */
  reimbursementCents: number;
  /** **Gross pay**: every wage of the period before any deduction (pay lines + allowances + other additions). */
  grossCents: number;
  /** The pay lines, one per month, kind, rate and multiplier. */
  payLines: PayRunRateLine[];
  /** CPF wages per calendar month, in month order. */
  cpfWages: CpfMonthWages[];
}

const KIND_ORDER: Record<PayLineKind, number> = {
  normal: 0,
  overtime: 1,
  rest_day_minimum: 2,
  rest_day: 3,
  public_holiday: 4,
  public_holiday_entitlement: 5,
  public_holiday_not_worked: 6,
  public_holiday_non_working_day: 7,
};

/**
 * The run's pay lines from its shifts' pay lines: grouped by calendar month, kind, rate and
 * multiplier; each group's amount is its minutes x rate x multiplier rounded once (so a payslip line
 * reads rate x hours = amount to the cent; the shift payments' own per-shift roundings are not
 * added up). A part-timer's public holidays not worked (`holidays`) are lines of their own kind.
 */
export function payRunRateLines(shifts: readonly PayRunShiftItem[], holidays: readonly PayRunHolidayItem[] = []): PayRunRateLine[] {
  const groups = new Map<string, PayRunRateLine>();
  const dated = [
    ...shifts.map((s) => ({ date: s.date, lines: s.lines })),
    ...holidays.map((h) => ({
      date: h.date,
      lines: [{ kind: h.nonWorkingDay ? ('public_holiday_non_working_day' as const) : ('public_holiday_not_worked' as const), minutes: h.minutes, rateCents: h.rateCents, multiplier: 1000, amountCents: h.amountCents }],
    })),
  ];
  for (const s of dated)
    for (const l of s.lines) {
      const month = s.date.slice(0, 7);
      const key = `${month}|${l.kind}|${l.rateCents}|${l.multiplier}`;
      const g = groups.get(key);
      if (g) g.minutes += l.minutes;
      else groups.set(key, { month, kind: l.kind, rateCents: l.rateCents, multiplier: l.multiplier, minutes: l.minutes, amountCents: 0 });
    }
  const lines = [...groups.values()];
  for (const l of lines) l.amountCents = lineAmountCents(l.minutes, l.rateCents, l.multiplier);
  return lines.sort(
    (a, b) =>
      a.month.localeCompare(b.month) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.multiplier - b.multiplier || a.rateCents - b.rateCents,
  );
}

/**
 * One worker's line from their shift payments and approved adjustments of the period: pay lines per
 * month, kind and rate; adjustments by their CPF treatment (ADJUSTMENT_CPF_TREATMENT); CPF wages per
 * calendar month (a shift in the month of its date, an adjustment in the month of its effective
 * date, else `periodEnd`'s). Deductions never enter the CPF wages. A part-timer's public holidays
 * not worked (`holidays`) are public-holiday pay and ordinary wages of their month.
 */
export function payRunLineAmounts(
  shifts: readonly PayRunShiftItem[],
  adjustments: readonly PayRunAdjustmentItem[],
  periodEnd?: string,
  holidays: readonly PayRunHolidayItem[] = [],
): PayRunLineAmounts {
  const payLines = payRunRateLines(shifts, holidays);
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
    reimbursementCents: 0,
    grossCents: 0,
    payLines,
    cpfWages: [],
  };
  const months = new Map<string, CpfMonthWages>();
  const monthOf = (month: string) => {
    let m = months.get(month);
    if (!m) months.set(month, (m = { month, ordinaryWageCents: 0, additionalWageCents: 0 }));
    return m;
  };
  const minutesByRate = new Map<number, number>();
  for (const l of payLines) {
    monthOf(l.month).ordinaryWageCents += l.amountCents;
    // A part-timer's MOM minimum (days' pay, the pro-rated holiday, worked or not) pays for a day, not for minutes worked.
    if (l.kind === 'rest_day_minimum') {
      a.restDayPayCents += l.amountCents;
      continue;
    }
    if (l.kind === 'public_holiday_entitlement' || l.kind === 'public_holiday_not_worked' || l.kind === 'public_holiday_non_working_day') {
      a.publicHolidayPayCents += l.amountCents;
      continue;
    }
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
  for (const s of shifts) {
    const uncovered = uncoveredMinutes(s.workedMinutes, s.lines);
    if (s.dayKind === 'rest_day') a.restDayMinutes += uncovered;
    else if (s.dayKind === 'public_holiday') a.publicHolidayMinutes += uncovered;
  }
  let best = -1;
  for (const [rate, minutes] of minutesByRate)
    if (minutes > best || (minutes === best && rate > a.basicRateCents)) {
      best = minutes;
      a.basicRateCents = rate;
    }
  const fallback = (periodEnd ?? shifts.at(-1)?.date ?? '').slice(0, 7);
  for (const adj of adjustments) {
    const month = (adj.effectiveDate ?? '').slice(0, 7) || fallback;
    const treatment = ADJUSTMENT_CPF_TREATMENT[adj.category];
    if (treatment === 'deduction') a.deductionCents -= adj.amountCents;
    else if (treatment === 'reimbursement') a.reimbursementCents += adj.amountCents;
    else {
      if (ADJUSTMENT_ALLOWANCE_CATEGORIES.includes(adj.category)) a.allowanceCents += adj.amountCents;
      else a.otherAdditionCents += adj.amountCents;
      if (treatment === 'additional_wage') monthOf(month).additionalWageCents += adj.amountCents;
      else monthOf(month).ordinaryWageCents += adj.amountCents;
    }
  }
  a.grossCents = a.basicPayCents + a.overtimePayCents + a.restDayPayCents + a.publicHolidayPayCents + a.allowanceCents + a.otherAdditionCents;
  a.cpfWages = [...months.values()].sort((x, y) => x.month.localeCompare(y.month));
  return a;
}

/**
 * **Net pay** (the one meaning, decision 012): gross pay - deductions - the employee's CPF +
 * reimbursements. What the bank pays.
 */
export function netPayCents(a: Pick<PayRunLineAmounts, 'grossCents' | 'deductionCents' | 'reimbursementCents'>, employeeCpfCents: number): number {
  return a.grossCents - a.deductionCents - employeeCpfCents + a.reimbursementCents;
}

/** What a worker's earlier frozen runs already counted and took for one calendar month. */
export interface EarlierInMonth {
  ordinaryWageCents: number;
  additionalWageCents: number;
  employeeCpfCents: number;
  employerCpfCents: number;
  sdlCents: number;
}

export const NOTHING_EARLIER: EarlierInMonth = { ordinaryWageCents: 0, additionalWageCents: 0, employeeCpfCents: 0, employerCpfCents: 0, sdlCents: 0 };

/** CPF and SDL of a line (or of one month of it). */
export interface LineContributions {
  employeeCpfCents: number;
  employerCpfCents: number;
  sdlCents: number;
}

/** One calendar month of a line: its CPF wages and the contributions it takes for them. */
export type CpfMonthPart = CpfMonthWages & LineContributions;

/**
 * The month-to-date rule (plan, "CPF month for weekly runs"): the contributions of a run for one
 * calendar month are those of the month's CPF wages so far (this run's wages of the month plus the
 * month's earlier frozen runs') minus what the earlier runs already took. `monthCpf` and `monthSdl`
 * compute the whole month's figures (computeCpf / computeSdl bound to the worker and the month).
 */
export function monthToDateContributions(
  wages: CpfMonthWages,
  earlier: EarlierInMonth,
  monthCpf: (ordinaryWageCents: number, additionalWageCents: number) => { employeeCents: number; employerCents: number } | null,
  monthSdl: (totalWageCents: number) => number,
): CpfMonthPart {
  const ow = Math.max(0, wages.ordinaryWageCents + earlier.ordinaryWageCents);
  const aw = Math.max(0, wages.additionalWageCents + earlier.additionalWageCents);
  const cpf = monthCpf(ow, aw);
  const sdl = monthSdl(ow + aw);
  return {
    ...wages,
    employeeCpfCents: cpf ? cpf.employeeCents - earlier.employeeCpfCents : 0,
    employerCpfCents: cpf ? cpf.employerCents - earlier.employerCpfCents : 0,
    sdlCents: sdl - earlier.sdlCents,
  };
}

/** A line's contributions: the sum of its months'. */
export function sumContributions(parts: readonly LineContributions[]): LineContributions {
  const t: LineContributions = { employeeCpfCents: 0, employerCpfCents: 0, sdlCents: 0 };
  for (const p of parts) {
    t.employeeCpfCents += p.employeeCpfCents;
    t.employerCpfCents += p.employerCpfCents;
    t.sdlCents += p.sdlCents;
  }
  return t;
}

/** The CPF and SDL of one worker for one month's wages (computeCpf / computeSdl bound to the worker); null CPF: not applicable. */
export interface MonthContributionRules {
  cpf: (month: string, ordinaryWageCents: number, additionalWageCents: number) => { employeeCents: number; employerCents: number } | null;
  sdl: (month: string, totalWageCents: number) => number;
}

/**
 * A line's contributions: per calendar month of its CPF wages, the month-to-date rule against what
 * the worker's earlier frozen runs of that month took; the line's figures are the months' sums.
 */
export function lineContributions(
  cpfWages: readonly CpfMonthWages[],
  earlier: (month: string) => EarlierInMonth,
  rules: MonthContributionRules,
): { parts: CpfMonthPart[] } & LineContributions {
  const parts = cpfWages.map((w) =>
    monthToDateContributions(
      w,
      earlier(w.month),
      (ow, aw) => rules.cpf(w.month, ow, aw),
      (tw) => rules.sdl(w.month, tw),
    ),
  );
  return { parts, ...sumContributions(parts) };
}

/**
 * The Employment Act's payment limits (decision 012): salary within 7 days after the last day of the
 * salary period, overtime pay within 14 days. A run pays both at once, so its latest lawful payment
 * date is the salary's (the overtime date is shown beside it).
 */
export const EMPLOYMENT_ACT_PAYMENT_DAYS = { salary: 7, overtime: 14 } as const;

export function latestLawfulPaymentDates(periodEnd: string): { salary: string; overtime: string } {
  const end = utc(periodEnd);
  if (Number.isNaN(end.getTime())) throw new Error(`Not a date: ${periodEnd}`);
  const plus = (days: number) => isoOf(new Date(end.getTime() + days * 86_400_000));
  return { salary: plus(EMPLOYMENT_ACT_PAYMENT_DAYS.salary), overtime: plus(EMPLOYMENT_ACT_PAYMENT_DAYS.overtime) };
}

/** Is a run of this period paid (or to be paid) after the Employment Act's salary limit? */
export const paidLate = (periodEnd: string, paymentDate: string): boolean => paymentDate > latestLawfulPaymentDates(periodEnd).salary;
