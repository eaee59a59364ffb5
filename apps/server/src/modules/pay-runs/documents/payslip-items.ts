import { formatDate } from '@wf/shared/domain/format';
import { formatSgd } from '@wf/shared/domain/money';
import {
  adjustmentCategoryLabel,
  cpfStatusLabel,
  dayKindLabel,
  payRunFrequencyLabel,
  positionLabel,
} from '@wf/shared/domain/labels';
import { ADJUSTMENT_ALLOWANCE_CATEGORIES } from '@wf/shared/domain/pay/pay-run';
import type { PayRunLine } from '@wf/shared/contracts/pay-runs/pay-runs';

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
export type PayslipRowKind = 'heading' | 'item' | 'total' | 'net';
export type PayslipRowData = { kind: PayslipRowKind; label: string; detail?: string; amount?: string };

/** Allowance categories (the line's allowanceCents); positive corrections are other additional payments. */
const ALLOWANCE_CATEGORIES: ReadonlySet<string> = new Set(ADJUSTMENT_ALLOWANCE_CATEGORIES);

/** Minutes as hours with two decimals: 450 -> "7.50". */
export function hours(minutes: number): string {
  return (minutes / 60).toFixed(2);
}

const plural = (n: string, word: string) => `${n} ${word}${n === '1.00' ? '' : 's'}`;

/** A deduction printed as a negative amount ("-S$4.50"); zero stays "S$0.00". */
const minus = (cents: number) => formatSgd(cents === 0 ? 0 : -Math.abs(cents));

/**
 * The payslip's rows. Earnings: basic pay (rate per hour and hours), overtime (hours, pay and its
 * period, which is the run's period), allowances (each adjustment), other additional payments (rest
 * day pay, public holiday pay, each positive correction); deductions: each negative adjustment and
 * the employee's CPF; the net pay as the run computed it (gross minus the employee's CPF).
 */
export function payslipItems(input: PayslipInput) {
  const { line, run, employer } = input;
  const period = `${formatDate(run.periodStart)} to ${formatDate(run.periodEnd)}`;
  const adjustment = (a: PayslipLine['adjustments'][number]) => `${adjustmentCategoryLabel(a.category)}: ${a.reason}`;
  const allowances = line.adjustments.filter((a) => a.amountCents > 0 && ALLOWANCE_CATEGORIES.has(a.category));
  const additions = line.adjustments.filter((a) => a.amountCents > 0 && !ALLOWANCE_CATEGORIES.has(a.category));
  const deductions = line.adjustments.filter((a) => a.amountCents < 0);
  const employee = line.engagementType === 'employee';
  const cpfNote = employee ? cpfStatusLabel(line.cpfStatus) : 'Not applicable: engaged as a contractor';
  const rate = line.basicRateCents === null ? '' : `${formatSgd(line.basicRateCents)} per hour x `;
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
    {
      kind: 'item',
      label: 'Basic pay',
      detail: `${rate}${plural(hours(line.regularMinutes), 'hour')}`,
      amount: formatSgd(line.basicPayCents),
    },
    {
      kind: 'item',
      label: 'Overtime pay',
      detail: `${plural(hours(line.overtimeMinutes), 'hour')}, period ${period}`,
      amount: formatSgd(line.overtimePayCents),
    },
    { kind: 'heading', label: 'Allowances' },
    ...allowances.map((a): PayslipRowData => ({
      kind: 'item',
      label: adjustment(a),
      amount: formatSgd(a.amountCents),
    })),
    { kind: 'total', label: 'Total allowances', amount: formatSgd(line.allowanceCents) },
    { kind: 'heading', label: 'Other additional payments' },
    {
      kind: 'item',
      label: 'Rest day pay',
      detail: plural(hours(line.restDayMinutes), 'hour'),
      amount: formatSgd(line.restDayPayCents),
    },
    {
      kind: 'item',
      label: 'Public holiday pay',
      detail: plural(hours(line.publicHolidayMinutes), 'hour'),
      amount: formatSgd(line.publicHolidayPayCents),
    },
    ...additions.map((a): PayslipRowData => ({ kind: 'item', label: adjustment(a), amount: formatSgd(a.amountCents) })),
    {
      kind: 'total',
      label: 'Total other additional payments',
      amount: formatSgd(line.restDayPayCents + line.publicHolidayPayCents + line.otherAdditionCents),
    },
    { kind: 'total', label: 'Total earnings', amount: formatSgd(earnedCents) },
    { kind: 'heading', label: 'Deductions' },
    ...deductions.map((a): PayslipRowData => ({ kind: 'item', label: adjustment(a), amount: minus(a.amountCents) })),
    { kind: 'item', label: "Employee's CPF contribution", detail: cpfNote, amount: minus(line.employeeCpfCents) },
    { kind: 'total', label: 'Total deductions', amount: minus(deductedCents) },
    { kind: 'net', label: 'Net pay', amount: formatSgd(line.netCents) },
  ];
  const information: PayslipRowData[] = [
    { kind: 'item', label: "Employer's CPF contribution", detail: cpfNote, amount: formatSgd(line.employerCpfCents) },
  ];
  const shifts = line.shifts.map((s) => ({
    date: formatDate(s.date),
    project: s.projectName,
    position: positionLabel(s.position),
    dayKind: dayKindLabel(s.dayKind),
    hours: hours(s.workedMinutes),
    overtime: hours(s.overtimeMinutes),
    amount: formatSgd(s.totalCents),
  }));
  return {
    employer,
    employee: { name: line.workerName, code: line.employeeCode ?? '' },
    period,
    paymentDate: run.paymentDate ? formatDate(run.paymentDate) : 'Not paid yet',
    runLabel: `${payRunFrequencyLabel(run.frequency)} pay run`,
    rows,
    information,
    shifts,
    /** Checks: earnings less deductions is the net pay (false means the line's figures disagree). */
    balanced: earnedCents - deductedCents === line.netCents,
  };
}
