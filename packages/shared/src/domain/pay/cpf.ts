/**
 * CPF contributions and the Skills Development Levy for one worker's wages of one calendar month
 * (docs/decisions/011-cpf.md). Pure functions, no I/O; money in integer cents.
 *
 * Rates come from the dated table in `cpf-rates.ts`. Every amount is computed exactly in
 * "cent-basis-points" (cents x basis points, 1/10,000 of a cent) and rounded once, by the CPF Board's
 * rule: the total to the nearest dollar (50 cents up), the employee share down to the dollar, the
 * employer share the difference.
 */
import type { NATIONALITIES } from '../../enums/registration.ts';
import {
  type CpfAgeBand,
  type CpfBandRates,
  type CpfRateTable,
  cpfRateTableFor,
  sdlRateTableFor,
} from './cpf-rates.ts';

export type { CpfAgeBand } from './cpf-rates.ts';

import type { CpfStatus } from '../../enums/pay-runs.ts';
export type { CpfStatus };

export interface CpfInput {
  /** Calendar month the wages are paid in, 'YYYY-MM'. */
  month: string;
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string;
  status: CpfStatus;
  /** 'YYYY-MM-DD' for status 'pr' (null: treated as third year on). */
  prStartDate?: string | null;
  /** Ordinary wages of the month (all of the month's runs so far). */
  ordinaryWageCents: number;
  /** Additional wages paid in the month (bonus, leave pay...); default 0. */
  additionalWageCents?: number;
  /**
   * For the Additional Wage ceiling (annual salary ceiling less the year's OW subject to CPF): the
   * calendar year's Ordinary Wages subject to CPF (each month's capped at the OW ceiling). Omitted:
   * the AW ceiling is not applied (the decision record says why that is safe for part-timers).
   */
  yearOwCents?: number;
  /** Additional wages already subject to CPF earlier in the same calendar year; default 0. */
  yearAwBeforeCents?: number;
}

export interface CpfResult {
  /** False for foreigners, wages <= $50, and a PR's months before the PR start date. */
  applies: boolean;
  employeeCents: number;
  employerCents: number;
  totalCents: number;
  /** Percent, e.g. 20, 17, 12.5 (the rates above $750; below, the shares follow the wage bands). */
  employeeRate: number;
  employerRate: number;
  ageBand: CpfAgeBand;
  /** 3 = third year on (full rates); null when not PR. */
  prYear: 1 | 2 | 3 | null;
  /** The rate table row used, 'YYYY-MM-DD'. */
  effectiveFrom: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Months since year 0 of a 'YYYY-MM' or 'YYYY-MM-DD'; throws on anything else. */
function monthIndex(value: string, pattern: RegExp, what: string): number {
  const m = pattern.exec(value);
  if (!m)
    throw new Error(`${what} must be ${pattern === MONTH ? 'YYYY-MM' : 'YYYY-MM-DD'}, got ${JSON.stringify(value)}`);
  return Number(m[1]) * 12 + Number(m[2]) - 1;
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${what} must be a non-negative integer of cents, got ${value}`);
}

/**
 * The age band for wages of `month`: a new band applies from the first day of the month after the
 * month of the 55th, 60th, 65th or 70th birthday (CPF Board).
 */
export function cpfAgeBandOf(dateOfBirth: string, month: string): CpfAgeBand {
  const months = monthIndex(month, MONTH, 'month') - monthIndex(dateOfBirth, DATE, 'dateOfBirth');
  if (months <= 55 * 12) return '55_and_below';
  if (months <= 60 * 12) return 'above_55_to_60';
  if (months <= 65 * 12) return 'above_60_to_65';
  if (months <= 70 * 12) return 'above_65_to_70';
  return 'above_70';
}

/**
 * The year of PR status for wages of `month`: the first year runs from the PR start date to the end
 * of the month of its first anniversary, the second and third from the month after each anniversary
 * (CPF Board). 0: the month is before the PR start date.
 */
export function prYearOf(prStartDate: string, month: string): 0 | 1 | 2 | 3 {
  const months = monthIndex(month, MONTH, 'month') - monthIndex(prStartDate, DATE, 'prStartDate');
  if (months < 0) return 0;
  if (months <= 12) return 1;
  if (months <= 24) return 2;
  return 3;
}

function ratesFor(table: CpfRateTable, band: CpfAgeBand, prYear: 1 | 2 | 3 | null): CpfBandRates {
  if (prYear === 1) return table.prYear1[band];
  if (prYear === 2) return table.prYear2[band];
  return table.citizen[band];
}

/** One dollar in cent-basis-points. */
const DOLLAR = 100 * 10_000;

export function computeCpf(input: CpfInput): CpfResult {
  const aw = input.additionalWageCents ?? 0;
  assertCents(input.ordinaryWageCents, 'ordinaryWageCents');
  assertCents(aw, 'additionalWageCents');
  const ageBand = cpfAgeBandOf(input.dateOfBirth, input.month);
  const table = cpfRateTableFor(input.month);

  let prYear: 1 | 2 | 3 | null = null;
  if (input.status === 'pr') {
    const year = input.prStartDate ? prYearOf(input.prStartDate, input.month) : 3;
    prYear = year === 0 ? null : year;
  }
  const none = (rates: CpfBandRates | null): CpfResult => ({
    applies: false,
    employeeCents: 0,
    employerCents: 0,
    totalCents: 0,
    employeeRate: rates ? rates.employeeBp / 100 : 0,
    employerRate: rates ? rates.employerBp / 100 : 0,
    ageBand,
    prYear,
    effectiveFrom: table.effectiveFrom,
  });
  // Foreigners, and a PR's months before the PR start date, attract no CPF.
  if (input.status === 'foreigner' || (input.status === 'pr' && prYear === null)) return none(null);

  const rates = ratesFor(table, ageBand, prYear);
  const totalWages = input.ordinaryWageCents + aw;
  if (totalWages <= 5_000) return none(rates);

  // Exact amounts in cent-basis-points (cents x 1/10,000).
  let employeeExact: number;
  let totalExact: number;
  if (totalWages <= 50_000) {
    // > $50 to $500: the employer's share only.
    employeeExact = 0;
    totalExact = rates.employerBp * totalWages;
  } else if (totalWages <= 75_000) {
    // > $500 to $750: employer rate x TW, employee factor x (TW - $500).
    employeeExact = rates.employeeFactor * (totalWages - 50_000);
    totalExact = rates.employerBp * totalWages + employeeExact;
  } else {
    // > $750: full rates on OW up to the OW ceiling plus the AW under the AW ceiling.
    const ow = Math.min(input.ordinaryWageCents, table.ordinaryWageCeilingCents);
    const subject = ow + additionalWageSubject(input, table, aw);
    employeeExact = rates.employeeBp * subject;
    totalExact = (rates.employerBp + rates.employeeBp) * subject;
  }
  const totalDollars = Math.floor((totalExact + DOLLAR / 2) / DOLLAR);
  const employeeDollars = Math.floor(employeeExact / DOLLAR);
  return {
    applies: true,
    employeeCents: employeeDollars * 100,
    employerCents: (totalDollars - employeeDollars) * 100,
    totalCents: totalDollars * 100,
    employeeRate: rates.employeeBp / 100,
    employerRate: rates.employerBp / 100,
    ageBand,
    prYear,
    effectiveFrom: table.effectiveFrom,
  };
}

/** The month's AW that attracts CPF: all of it, or what the AW ceiling leaves when the year's OW is given. */
function additionalWageSubject(input: CpfInput, table: CpfRateTable, aw: number): number {
  if (input.yearOwCents === undefined) return aw;
  assertCents(input.yearOwCents, 'yearOwCents');
  const before = input.yearAwBeforeCents ?? 0;
  assertCents(before, 'yearAwBeforeCents');
  const ceiling = Math.max(0, table.annualSalaryCeilingCents - input.yearOwCents);
  return Math.min(aw, Math.max(0, ceiling - before));
}

/**
 * Skills Development Levy for one worker's total wages of a month (employer pays), cents: 0.25 % of
 * the remuneration up to $4,500, at least $2 (so $2 up to $800, $11.25 from $4,500). Rounded half
 * up to the cent per worker; the month's total payable drops its cents (the CPF summary does that).
 */
export function computeSdl(totalWageCents: number, month: string): number {
  assertCents(totalWageCents, 'totalWageCents');
  monthIndex(month, MONTH, 'month');
  const rate = sdlRateTableFor(month);
  if (totalWageCents === 0) return 0;
  const exact = Math.min(totalWageCents, rate.remunerationCapCents) * rate.rateBp;
  const levy = Math.floor((exact + 5_000) / 10_000);
  return Math.max(rate.minimumCents, levy);
}

/** The month's SDL payable for all workers: the sum of the per-worker levies with its cents dropped (CPF Board). */
export function sdlTotalPayableCents(levyCents: readonly number[]): number {
  let sum = 0;
  for (const levy of levyCents) {
    assertCents(levy, 'levy');
    sum += levy;
  }
  return Math.floor(sum / 100) * 100;
}

type Nationality = (typeof NATIONALITIES)[number];
const CITIZEN: Nationality = 'Singaporean';
const PERMANENT_RESIDENT: Nationality = 'Singapore PR';

/** Citizen / PR / foreigner from the registration's nationality ('Singaporean', 'Singapore PR', other). */
export function cpfStatusOf(nationality: string | null | undefined): CpfStatus {
  const value = nationality?.trim();
  if (value === CITIZEN) return 'citizen';
  if (value === PERMANENT_RESIDENT) return 'pr';
  return 'foreigner';
}
