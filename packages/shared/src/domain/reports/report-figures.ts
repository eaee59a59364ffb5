/**
 * Report figures (issue #28, docs/decisions/019-reports.md): pure helpers the monthly, weekly and
 * working-hours reports and the dashboards share. Money in integer cents, time in integer minutes.
 *
 * - Pay is what the stored shift payments say (never recomputed here), so a report follows the
 *   pay runs to the cent.
 * - The bill amount of a shift is its pay lines priced at the position's bill rate: each line's
 *   minutes x bill rate x the line's own multiplier (day kind, overtime), rounded half up once per
 *   line like pay (lineAmountCents). A project may bill at the flat rate instead (every multiplier 1x).
 * - Employment cost = pay + the frozen run line's adjustments, employer CPF and SDL shared over its
 *   shifts (employment-cost.ts; decision 019, "Margin after employment costs"); a shift not in a
 *   frozen run is provisional and costs its pay.
 * - Margin = bill - employment cost; spread = bill - pay (the old margin); margin % in basis points
 *   (1/100 of a percent) of the bill, rounded half away from zero.
 */
import { lineAmountCents, type PayLine } from '../pay/shift-pay.ts';
import type { BillingMode } from '../../enums/records.ts';

/** How a project bills (BILLING_MODE in enums/records.ts): 'multipliers' = the pay multipliers (the default), 'flat' = 1x every minute. */
export type { BillingMode };

/** The bill amount of one shift from its pay lines (see the file note). */
export function billCents(lines: readonly Pick<PayLine, 'minutes' | 'multiplier'>[], billRateCents: number, mode: BillingMode = 'multipliers'): number {
  let sum = 0;
  for (const l of lines) sum += lineAmountCents(l.minutes, billRateCents, mode === 'flat' ? 1000 : l.multiplier);
  return sum;
}

/**
 * Margin as basis points of the bill (10000 = 100%), rounded half away from zero; null when nothing
 * was billed (a percentage of zero means nothing). 1 of 3 -> 3333; 2 of 3 -> 6667; -1 of 8 -> -1250.
 */
export function marginBasisPoints(marginCents: number, billCentsValue: number): number | null {
  if (billCentsValue <= 0) return null;
  const n = Math.abs(marginCents) * 10000;
  const rounded = Math.floor((2 * n + billCentsValue) / (2 * billCentsValue));
  return marginCents < 0 ? -rounded : rounded;
}

/** The figures every report row and total carries. */
export interface ReportFigures {
  shifts: number;
  paidMinutes: number;
  overtimeMinutes: number;
  payCents: number;
  billCents: number;
  /** Pay + the runs' adjustments, employer CPF and SDL shared to the shifts (pay alone for provisional shifts). */
  employmentCostCents: number;
  /** Shifts not in a frozen run (no run yet, or a draft): counted at their pay, no extras yet. */
  provisionalShifts: number;
  /** Bill - employment cost. */
  marginCents: number;
  /** null when nothing was billed. */
  marginBasisPoints: number | null;
  /** Bill - pay (the margin before adjustments, employer CPF and SDL). */
  spreadCents: number;
}

/** The summed figures; margin, margin % and spread follow from them (`settle`). */
export type SummedFigures = Omit<ReportFigures, 'marginCents' | 'marginBasisPoints' | 'spreadCents'>;

/** One shift as the reports read it (a stored shift payment and its position's bill rate). */
export interface ReportShift {
  paidMinutes: number;
  overtimeMinutes: number;
  payCents: number;
  billCents: number;
  /** Pay + its share of its run line's extras; pay when left out (a provisional shift). */
  employmentCostCents?: number;
  provisional?: boolean;
}

export const emptyFigures = (): ReportFigures => ({
  shifts: 0,
  paidMinutes: 0,
  overtimeMinutes: 0,
  payCents: 0,
  billCents: 0,
  employmentCostCents: 0,
  provisionalShifts: 0,
  marginCents: 0,
  marginBasisPoints: null,
  spreadCents: 0,
});

/** Adds one shift to running figures (margin fields are settled by `settle`). */
function add(f: ReportFigures, s: ReportShift): void {
  f.shifts += 1;
  f.paidMinutes += s.paidMinutes;
  f.overtimeMinutes += s.overtimeMinutes;
  f.payCents += s.payCents;
  f.billCents += s.billCents;
  f.employmentCostCents += s.employmentCostCents ?? s.payCents;
  if (s.provisional) f.provisionalShifts += 1;
}

/** Margin, margin % and spread from the summed figures (a total's % is never an average of rows' %). */
function settle(f: ReportFigures): ReportFigures {
  f.marginCents = f.billCents - f.employmentCostCents;
  f.spreadCents = f.billCents - f.payCents;
  f.marginBasisPoints = marginBasisPoints(f.marginCents, f.billCents);
  return f;
}

/** Sums shifts into figures. */
export function sumFigures(shifts: Iterable<ReportShift>): ReportFigures {
  const f = emptyFigures();
  for (const s of shifts) add(f, s);
  return settle(f);
}

/**
 * Groups shifts by a key: one row per key (in first-seen order, then sorted by `compare` if given)
 * and the totals of all rows, which equal the sum of the rows by construction.
 */
export function groupFigures<S extends ReportShift, K extends string>(
  shifts: Iterable<S>,
  keyOf: (s: S) => K,
): { rows: Map<K, ReportFigures>; totals: ReportFigures } {
  const rows = new Map<K, ReportFigures>();
  const totals = emptyFigures();
  for (const s of shifts) {
    const k = keyOf(s);
    let f = rows.get(k);
    if (!f) rows.set(k, (f = emptyFigures()));
    add(f, s);
    add(totals, s);
  }
  for (const f of rows.values()) settle(f);
  return { rows, totals: settle(totals) };
}

/** Adds already-summed figures (e.g. SQL group rows) into totals. */
export function totalOf(rows: Iterable<SummedFigures>): ReportFigures {
  const f = emptyFigures();
  for (const r of rows) {
    f.shifts += r.shifts;
    f.paidMinutes += r.paidMinutes;
    f.overtimeMinutes += r.overtimeMinutes;
    f.payCents += r.payCents;
    f.billCents += r.billCents;
    f.employmentCostCents += r.employmentCostCents;
    f.provisionalShifts += r.provisionalShifts;
  }
  return settle(f);
}

/** Settles margin fields of summed figures. */
export const withMargin = (r: SummedFigures): ReportFigures => settle({ ...r, marginCents: 0, marginBasisPoints: null, spreadCents: 0 });

/** Basis points as a percentage text with two decimals: 3333 -> "33.33%", null -> "". */
export function formatBasisPoints(bp: number | null): string {
  if (bp === null) return '';
  const sign = bp < 0 ? '-' : '';
  const a = Math.abs(bp);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}%`;
}

/** A report period: a calendar month (from its first day) or a Monday-Sunday week. */
export type ReportPeriodKind = 'month' | 'week';

const utc = (d: string) => new Date(`${d}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The period holding `date`: [start, end] as YYYY-MM-DD. */
export function reportPeriod(kind: ReportPeriodKind, date: string): { start: string; end: string } {
  const d = utc(date);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not a date: ${date}`);
  if (kind === 'week') {
    const start = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000);
    return { start: iso(start), end: iso(new Date(start.getTime() + 6 * 86_400_000)) };
  }
  return {
    start: iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1))),
    end: iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0))),
  };
}

/** The limits of the working-hours report: more than 12 hours in a day, more than 44 in a week. */
export const DAY_LIMIT_MINUTES = 12 * 60;
export const WEEK_LIMIT_MINUTES = 44 * 60;

/** Days whose minutes exceed the day limit, and Mondays of weeks whose minutes exceed the week limit. */
export function hoursFlags(minutesByDate: ReadonlyMap<string, number>): { overDay: string[]; overWeek: string[] } {
  const overDay: string[] = [];
  const weeks = new Map<string, number>();
  for (const [date, m] of minutesByDate) {
    if (m > DAY_LIMIT_MINUTES) overDay.push(date);
    const monday = reportPeriod('week', date).start;
    weeks.set(monday, (weeks.get(monday) ?? 0) + m);
  }
  const overWeek = [...weeks].filter(([, m]) => m > WEEK_LIMIT_MINUTES).map(([w]) => w);
  return { overDay: overDay.sort(), overWeek: overWeek.sort() };
}

/** The first day of the period `steps` periods before (negative) or after the one holding `date`. */
export function movePeriod(kind: ReportPeriodKind, date: string, steps: number): string {
  const { start } = reportPeriod(kind, date);
  const d = utc(start);
  if (kind === 'week') return iso(new Date(d.getTime() + steps * 7 * 86_400_000));
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + steps, 1)));
}
