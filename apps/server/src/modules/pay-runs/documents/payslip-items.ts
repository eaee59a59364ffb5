import { formatDate, formatHours, formatMonthNumeric } from '@wf/shared/domain/format';
import { formatSgd } from '@wf/shared/domain/money';
import { positionLabel } from '@wf/shared/domain/labels';
import { CPF_STATUS, PAY_RUN_FREQUENCY } from '@wf/shared/enums/pay-runs';
import { ADJUSTMENT_CATEGORY, DAY_KIND } from '@wf/shared/enums/pay';
import {
  ADJUSTMENT_ALLOWANCE_CATEGORIES,
  ADJUSTMENT_CPF_TREATMENT,
  type AdjustmentCategory,
  type PayRunRateLine,
} from '@wf/shared/domain/pay/pay-run';
import type { PayRunLine } from '@wf/shared/contracts/pay-runs/pay-runs';
import type { SheetRow } from '../../../pdf/sheet.ts';

/**
 * What a payslip prints, as plain data (names, dates and amounts already as text): the one source
 * of the PDF (payslip-pdf.ts) and of its tests. The field names are the pay run line's
 * (contracts/pay-runs); only the fields a payslip prints are required.
 */
export type PayslipLine = Pick<
  PayRunLine,
  | 'workerId'
  | 'workerName'
  | 'employeeCode'
  | 'regularMinutes'
  | 'overtimeMinutes'
  | 'restDayMinutes'
  | 'publicHolidayMinutes'
  | 'basicPayCents'
  | 'overtimePayCents'
  | 'restDayPayCents'
  | 'publicHolidayPayCents'
  | 'allowanceCents'
  | 'otherAdditionCents'
  | 'deductionCents'
  | 'reimbursementCents'
  | 'grossCents'
  | 'employeeCpfCents'
  | 'employerCpfCents'
  | 'netCents'
> & {
  /** Looser than the line's: a payslip prints any engagement and status it is given, and no rate as a dash. */
  engagementType: string;
  cpfStatus: string | null;
  basicRateCents: number | null;
  shifts: ReadonlyArray<{
    date: string;
    projectName: string;
    position: string;
    workedMinutes: number;
    overtimeMinutes: number;
    dayKind: string;
    totalCents: number;
  }>;
  adjustments: ReadonlyArray<{ category: string; amountCents: number; reason: string }>;
  /** The pay lines per month, kind and rate; empty for lines built before issue #25 (then the totals by kind print). */
  payLines: ReadonlyArray<PayRunRateLine>;
  /** A part-timer's public holidays not worked on a usual working day (decision 026), named on their line. */
  holidaysNotWorked?: PayRunLine['holidaysNotWorked'];
  /** A part-timer's public holidays paid on no line of their own, and why (decision 026): the slip says so. */
  holidaysUnpaid?: PayRunLine['holidaysUnpaid'];
};

export type PayslipRun = {
  id: string;
  frequency: string;
  periodStart: string;
  periodEnd: string;
  /** Set when finance records the payment; before that the payslip says it is not paid yet. */
  paymentDate: string | null;
};

export type PayslipInput = {
  /** The business profile: the employer's full name, UEN and address. */
  employer: { name: string; uen: string; address: string };
  run: PayslipRun;
  line: PayslipLine;
};

/** heading: a section title; item: one earning or deduction; total: a section's sum; net: the net pay. */
export type PayslipRowData = SheetRow;

/** Allowance categories (the line's allowanceCents); corrections and bonuses are other additional payments. */
const ALLOWANCE_CATEGORIES: ReadonlySet<string> = new Set(ADJUSTMENT_ALLOWANCE_CATEGORIES);
const treatmentOf = (category: string) => ADJUSTMENT_CPF_TREATMENT[category as AdjustmentCategory] ?? 'ordinary_wage';

/** Minutes as hours with two decimals: 450 -> "7.50". */
export const hours = formatHours;

/** The one rounding rule, printed once on the slip. */
export const PAYSLIP_ROUNDING_RULE =
  'Each pay line is hours x hourly rate (x the multiplier shown), rounded half up to the cent once, on that line; totals are sums of lines.';

const plural = (n: string, word: string) => `${n} ${word}${n === '1.00' ? '' : 's'}`;

/** A deduction printed as a negative amount ("-S$4.50"); zero stays "S$0.00". */
const minus = (cents: number) => formatSgd(cents === 0 ? 0 : -Math.abs(cents));

const LINE_LABELS: Record<PayRunRateLine['kind'], string> = {
  normal: 'Basic pay',
  overtime: 'Overtime pay',
  rest_day: 'Rest day pay',
  public_holiday: 'Public holiday pay',
  rest_day_minimum: "Rest day pay, days' salary (part-time minimum)",
  public_holiday_entitlement: 'Public holiday entitlement (pro-rated)',
  public_holiday_not_worked: 'Public holiday not worked (part-time, pro-rated)',
  public_holiday_non_working_day: 'Public holiday on a non-working day (part-time, pro-rated)',
};

/** A part-timer's pro-rated days (decision 026): their minutes need not be whole hundredths of an hour. */
const PRO_RATED_KINDS: ReadonlySet<PayRunRateLine['kind']> = new Set([
  'rest_day_minimum',
  'public_holiday_entitlement',
  'public_holiday_not_worked',
  'public_holiday_non_working_day',
]);

/**
 * "S$13.50 per hour x 1.5 x 2.00 hours" (no multiplier when it is 1). A pro-rated day whose minutes
 * are not whole hundredths of an hour (196 min = 3.2667 h) prints "3 h 16 min", so that rate x time
 * is the amount exactly (S$12.00 x 3 h 16 min = S$39.20; "3.27 hours" would read S$39.24).
 */
function rateDetail(l: Pick<PayRunRateLine, 'kind' | 'rateCents' | 'multiplier' | 'minutes'>): string {
  const multiplier = l.multiplier === 1000 ? '' : ` x ${String(l.multiplier / 1000)}`;
  const time = PRO_RATED_KINDS.has(l.kind) && l.minutes % 3 !== 0 ? `${Math.floor(l.minutes / 60)} h ${l.minutes % 60} min` : plural(hours(l.minutes), 'hour');
  return `${formatSgd(l.rateCents)}/h${multiplier} x ${time}`;
}

/**
 * The payslip's rows. Earnings: one line per month, kind and rate (basic, overtime; rest day and
 * public holiday under other additional payments), each reading rate x hours = amount by the one
 * rounding rule; allowances; corrections and bonuses; **total earnings = gross pay** (every wage
 * before deductions). Deductions: each deduction and the employee's CPF. Reimbursements (not wages).
 * Net pay = gross - deductions - employee CPF + reimbursements (decision 012, "Gross and net").
 */
export function payslipItems(input: PayslipInput) {
  const { line, run, employer } = input;
  const period = `${formatDate(run.periodStart)} to ${formatDate(run.periodEnd)}`;
  const adjustment = (a: PayslipLine['adjustments'][number]) => `${ADJUSTMENT_CATEGORY.label(a.category)}: ${a.reason}`;
  const item = (a: PayslipLine['adjustments'][number]): PayslipRowData => ({
    kind: 'item',
    label: adjustment(a),
    amount: formatSgd(a.amountCents),
  });
  const wages = line.adjustments.filter((a) => {
    const t = treatmentOf(a.category);
    return t === 'ordinary_wage' || t === 'additional_wage';
  });
  const allowances = wages.filter((a) => ALLOWANCE_CATEGORIES.has(a.category));
  const additions = wages.filter((a) => !ALLOWANCE_CATEGORIES.has(a.category));
  const deductions = line.adjustments.filter((a) => treatmentOf(a.category) === 'deduction');
  const reimbursements = line.adjustments.filter((a) => treatmentOf(a.category) === 'reimbursement');
  const employee = line.engagementType === 'employee';
  const cpfNote = employee ? CPF_STATUS.label(line.cpfStatus) : 'Not applicable: engaged as a contractor';

  // Pay lines: per rate when the line has them; a line built before them prints its totals by kind.
  const twoMonths = new Set(line.payLines.map((l) => l.month)).size > 1;
  const holidaysOf = (month: string, nonWorkingDay: boolean) =>
    (line.holidaysNotWorked ?? [])
      .filter((h) => h.date.startsWith(month) && Boolean(h.nonWorkingDay) === nonWorkingDay)
      .map((h) => `${formatDate(h.date)}${h.name ? ` ${h.name}` : ''}`)
      .join(', ');
  const payRows = (kinds: readonly PayRunRateLine['kind'][]): PayslipRowData[] =>
    line.payLines.length > 0
      ? line.payLines
          .filter((l) => kinds.includes(l.kind))
          .map((l) => ({
            kind: 'item',
            label: twoMonths ? `${LINE_LABELS[l.kind]}, ${formatMonthNumeric(l.month)}` : LINE_LABELS[l.kind],
            detail:
              l.kind === 'overtime'
                ? `${rateDetail(l)}, period ${period}`
                : l.kind === 'public_holiday_not_worked' || l.kind === 'public_holiday_non_working_day'
                  ? `${rateDetail(l)}: ${holidaysOf(l.month, l.kind === 'public_holiday_non_working_day')}`
                  : rateDetail(l),
            amount: formatSgd(l.amountCents),
          }))
      : kinds.filter((k) => LEGACY_KINDS.has(k)).map((k) => legacyRow(line, k));
  const earnedCents =
    line.basicPayCents +
    line.overtimePayCents +
    line.restDayPayCents +
    line.publicHolidayPayCents +
    line.allowanceCents +
    line.otherAdditionCents;
  const deductedCents = line.deductionCents + line.employeeCpfCents;

  const rows: PayslipRowData[] = [
    { kind: 'heading', label: 'Earnings' },
    ...payRows(['normal', 'overtime']),
    { kind: 'heading', label: 'Allowances' },
    ...allowances.map(item),
    { kind: 'total', label: 'Total allowances', amount: formatSgd(line.allowanceCents) },
    { kind: 'heading', label: 'Other additional payments' },
    ...payRows(['rest_day_minimum', 'rest_day', 'public_holiday', 'public_holiday_entitlement', 'public_holiday_not_worked', 'public_holiday_non_working_day']),
    ...(line.holidaysUnpaid ?? []).map(unpaidHolidayRow),
    ...additions.map(item),
    {
      kind: 'total',
      label: 'Total other additional payments',
      amount: formatSgd(line.restDayPayCents + line.publicHolidayPayCents + line.otherAdditionCents),
    },
    { kind: 'total', label: 'Total earnings (gross pay)', amount: formatSgd(line.grossCents) },
    { kind: 'heading', label: 'Deductions' },
    ...deductions.map((a): PayslipRowData => ({ kind: 'item', label: adjustment(a), amount: minus(a.amountCents) })),
    { kind: 'item', label: "Employee's CPF contribution", detail: cpfNote, amount: minus(line.employeeCpfCents) },
    { kind: 'total', label: 'Total deductions', amount: minus(deductedCents) },
    ...(reimbursements.length > 0
      ? [
          { kind: 'heading', label: 'Reimbursements (not wages)' } as PayslipRowData,
          ...reimbursements.map(item),
          {
            kind: 'total',
            label: 'Total reimbursements',
            amount: formatSgd(line.reimbursementCents),
          } as PayslipRowData,
        ]
      : []),
    { kind: 'net', label: 'Net pay', amount: formatSgd(line.netCents) },
  ];
  const information: PayslipRowData[] = [
    { kind: 'item', label: "Employer's CPF contribution", detail: cpfNote, amount: formatSgd(line.employerCpfCents) },
  ];
  const shifts = line.shifts.map((s) => ({
    date: formatDate(s.date),
    project: s.projectName,
    position: positionLabel(s.position),
    dayKind: DAY_KIND.label(s.dayKind),
    hours: hours(s.workedMinutes),
    overtime: hours(s.overtimeMinutes),
    amount: formatSgd(s.totalCents),
  }));
  const linesCents = line.payLines.reduce((sum, l) => sum + l.amountCents, 0);
  return {
    employer,
    employee: { name: line.workerName, code: line.employeeCode ?? '' },
    period,
    paymentDate: run.paymentDate ? formatDate(run.paymentDate) : 'Not paid yet',
    runLabel: `${PAY_RUN_FREQUENCY.label(run.frequency)} pay run`,
    rows,
    information,
    roundingRule: PAYSLIP_ROUNDING_RULE,
    shifts,
    /**
     * Checks (false means the line's figures disagree): earnings add up to the gross pay, the pay
     * lines to the pay by kind, and gross less deductions plus reimbursements is the net pay.
     */
    balanced:
      earnedCents === line.grossCents &&
      (line.payLines.length === 0 ||
        linesCents ===
          line.basicPayCents + line.overtimePayCents + line.restDayPayCents + line.publicHolidayPayCents) &&
      line.grossCents - deductedCents + line.reimbursementCents === line.netCents,
  };
}

/**
 * A part-timer's public holiday paid on no line of its own (decision 026): a S$0.00 row that says
 * why, so every holiday of the period is on the slip.
 */
function unpaidHolidayRow(h: NonNullable<PayslipLine['holidaysUnpaid']>[number]): PayslipRowData {
  const day = `${formatDate(h.date)}${h.name ? ` ${h.name}` : ''}`;
  const why =
    h.reason === 'encashed'
      ? `encashed into the hourly rate by the part-time contract${h.encashedCents !== undefined && h.rateCents !== undefined ? ` (MOM's formula at ${formatSgd(h.rateCents)}/h: ${formatSgd(h.encashedCents)} an hour)` : ''}`
      : h.reason === 'absent' && h.worked
        ? `worked, no holiday pay: absent without consent or reasonable excuse on ${h.absentOn ? formatDate(h.absentOn) : 'the working day before or after'} (Employment Act s.88(3)); the work is paid at the basic rate`
        : h.reason === 'absent'
        ? `not paid: absent without consent or reasonable excuse on ${h.absentOn ? formatDate(h.absentOn) : 'the working day before or after'} (Employment Act s.88(3))`
        : 'a day off in substitution is given instead (Employment Act s.88(1)(c))';
  return { kind: 'item', label: 'Public holiday, no separate pay (part-time)', detail: `${day}: ${why}`, amount: formatSgd(0) };
}

/** The kinds a line built before per-rate pay lines has totals of (the part-time minimums came later). */
const LEGACY_KINDS: ReadonlySet<PayRunRateLine['kind']> = new Set(['normal', 'overtime', 'rest_day', 'public_holiday']);

/** A line built before per-rate pay lines: one row per kind from its totals (basic with the most-minutes rate, as it was printed). */
function legacyRow(line: PayslipLine, kind: PayRunRateLine['kind']): PayslipRowData {
  if (kind === 'normal') {
    const rate = line.basicRateCents === null ? '' : `${formatSgd(line.basicRateCents)} per hour x `;
    return {
      kind: 'item',
      label: 'Basic pay',
      detail: `${rate}${plural(hours(line.regularMinutes), 'hour')}`,
      amount: formatSgd(line.basicPayCents),
    };
  }
  if (kind === 'overtime')
    return {
      kind: 'item',
      label: 'Overtime pay',
      detail: plural(hours(line.overtimeMinutes), 'hour'),
      amount: formatSgd(line.overtimePayCents),
    };
  if (kind === 'rest_day')
    return {
      kind: 'item',
      label: 'Rest day pay',
      detail: plural(hours(line.restDayMinutes), 'hour'),
      amount: formatSgd(line.restDayPayCents),
    };
  return {
    kind: 'item',
    label: 'Public holiday pay',
    detail: plural(hours(line.publicHolidayMinutes), 'hour'),
    amount: formatSgd(line.publicHolidayPayCents),
  };
}
