import type { PayRunLine } from '@wf/shared/contracts/pay-runs/pay-runs';
import { sdlTotalPayableCents } from '@wf/shared/domain/pay/cpf';
import type { CpfMonthPart } from '@wf/shared/domain/pay/pay-run';
import { cpfAgeBandLabel } from '@wf/shared/domain/labels';
import { CPF_STATUS, ENGAGEMENT_TYPE } from '@wf/shared/enums/pay-runs';
import type { ExportColumn } from '../../../http/table-export.ts';

/**
 * The whole run as a spreadsheet (XLSX or CSV through the one export helper, http/table-export.ts):
 * one row per worker, then a totals row. Money as real numbers with the currency format, hours as
 * numbers with two decimals, codes as labels.
 */
export type RunExportRow = {
  employeeCode: string;
  workerName: string;
  engagementType: string;
  cpfStatus: string;
  ageBand: string;
  basicRateCents: number | null;
  regularHours: number | null;
  overtimeHours: number | null;
  restDayHours: number | null;
  publicHolidayHours: number | null;
  basicPayCents: number;
  overtimePayCents: number;
  restDayPayCents: number;
  publicHolidayPayCents: number;
  partTimeHolidayPayCents: number;
  allowanceCents: number;
  otherAdditionCents: number;
  deductionCents: number;
  reimbursementCents: number;
  grossCents: number;
  employeeCpfCents: number;
  employerCpfCents: number;
  sdlCents: number;
  netCents: number;
  bankName: string;
  hasBankDetails: boolean | null;
};

export const RUN_EXPORT_COLUMNS: ExportColumn<RunExportRow>[] = [
  { key: 'employeeCode', label: 'Employee code' },
  { key: 'workerName', label: 'Worker' },
  { key: 'engagementType', label: 'Engagement', text: ENGAGEMENT_TYPE.label },
  { key: 'cpfStatus', label: 'CPF status', text: CPF_STATUS.label },
  { key: 'ageBand', label: 'CPF age band', text: cpfAgeBandLabel },
  { key: 'basicRateCents', label: 'Basic rate per hour', kind: 'money' },
  { key: 'regularHours', label: 'Basic hours', kind: 'number' },
  { key: 'overtimeHours', label: 'Overtime hours', kind: 'number' },
  { key: 'restDayHours', label: 'Rest day hours', kind: 'number' },
  { key: 'publicHolidayHours', label: 'Public holiday hours', kind: 'number' },
  { key: 'basicPayCents', label: 'Basic pay', kind: 'money' },
  { key: 'overtimePayCents', label: 'Overtime pay', kind: 'money' },
  { key: 'restDayPayCents', label: 'Rest day pay', kind: 'money' },
  { key: 'publicHolidayPayCents', label: 'Public holiday pay', kind: 'money' },
  // Part of the public holiday pay: a part-timer's holidays not worked, on a usual or a non-working day (decision 026).
  { key: 'partTimeHolidayPayCents', label: 'of which part-time holidays not worked (pro-rated)', kind: 'money' },
  { key: 'allowanceCents', label: 'Allowances', kind: 'money' },
  { key: 'otherAdditionCents', label: 'Other additions', kind: 'money' },
  { key: 'grossCents', label: 'Gross pay (before deductions)', kind: 'money' },
  { key: 'deductionCents', label: 'Deductions', kind: 'money' },
  { key: 'employeeCpfCents', label: 'Employee CPF', kind: 'money' },
  { key: 'employerCpfCents', label: 'Employer CPF', kind: 'money' },
  { key: 'sdlCents', label: 'SDL', kind: 'money' },
  { key: 'reimbursementCents', label: 'Reimbursements (not wages)', kind: 'money' },
  { key: 'netCents', label: 'Net pay', kind: 'money' },
  { key: 'bankName', label: 'Bank' },
  { key: 'hasBankDetails', label: 'Bank details on file' },
];

const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

const MONEY_KEYS = [
  'basicPayCents',
  'overtimePayCents',
  'restDayPayCents',
  'publicHolidayPayCents',
  'partTimeHolidayPayCents',
  'allowanceCents',
  'otherAdditionCents',
  'deductionCents',
  'reimbursementCents',
  'grossCents',
  'employeeCpfCents',
  'employerCpfCents',
  'sdlCents',
  'netCents',
] as const;

type RunLineFigures = Omit<PayRunLine, 'id' | 'runId' | 'shifts' | 'adjustments' | 'prYear' | 'payLines' | 'cpfMonths'> & {
  /** The pay lines (absent: no part-time holiday pay is told apart). */
  payLines?: readonly PayRunLine['payLines'][number][];
};

/** The kinds of a part-timer's public holidays paid without being worked (decision 026). */
const PART_TIME_HOLIDAY_KINDS: ReadonlySet<string> = new Set(['public_holiday_not_worked', 'public_holiday_non_working_day']);
const partTimeHolidayPayOf = (l: RunLineFigures) =>
  (l.payLines ?? []).reduce((s, p) => s + (PART_TIME_HOLIDAY_KINDS.has(p.kind) ? p.amountCents : 0), 0);

/** The rows of a run's export: its lines in the order given, then "Total (N workers)". */
export function runExportRows(input: readonly RunLineFigures[]): RunExportRow[] {
  const lines = input.map((l) => ({ ...l, partTimeHolidayPayCents: partTimeHolidayPayOf(l) }));
  const rows = lines.map(
    (l): RunExportRow =>
      ({
        employeeCode: l.employeeCode ?? '',
        workerName: l.workerName,
        engagementType: l.engagementType,
        cpfStatus: l.cpfStatus,
        ageBand: l.ageBand ?? '',
        basicRateCents: l.basicRateCents,
        regularHours: hoursOf(l.regularMinutes),
        overtimeHours: hoursOf(l.overtimeMinutes),
        restDayHours: hoursOf(l.restDayMinutes),
        publicHolidayHours: hoursOf(l.publicHolidayMinutes),
        ...Object.fromEntries(MONEY_KEYS.map((k) => [k, l[k]])),
        bankName: l.bankName ?? '',
        hasBankDetails: l.hasBankDetails,
      }) as RunExportRow,
  );
  const sum = (k: 'regularMinutes' | 'overtimeMinutes' | 'restDayMinutes' | 'publicHolidayMinutes') =>
    lines.reduce((s, l) => s + l[k], 0);
  const total: RunExportRow = {
    employeeCode: '',
    workerName: `Total (${lines.length} workers)`,
    engagementType: '',
    cpfStatus: '',
    ageBand: '',
    basicRateCents: null,
    regularHours: hoursOf(sum('regularMinutes')),
    overtimeHours: hoursOf(sum('overtimeMinutes')),
    restDayHours: hoursOf(sum('restDayMinutes')),
    publicHolidayHours: hoursOf(sum('publicHolidayMinutes')),
    ...(Object.fromEntries(MONEY_KEYS.map((k) => [k, lines.reduce((s, l) => s + l[k], 0)])) as Record<
      (typeof MONEY_KEYS)[number],
      number
    >),
    bankName: '',
    hasBankDetails: null,
  };
  return [...rows, total];
}

/** One worker's CPF for a calendar month: the sum of that month's part of their lines in the frozen runs. */
export type CpfSummaryRow = {
  employeeCode: string;
  workerName: string;
  engagementType: string;
  cpfStatus: string;
  ageBand: string;
  runCount: number | null;
  ordinaryWageCents: number | null;
  additionalWageCents: number | null;
  wagesCents: number | null;
  employeeCpfCents: number | null;
  employerCpfCents: number | null;
  totalCpfCents: number | null;
  sdlCents: number;
};

export const CPF_SUMMARY_COLUMNS: ExportColumn<CpfSummaryRow>[] = [
  { key: 'employeeCode', label: 'Employee code' },
  { key: 'workerName', label: 'Worker' },
  { key: 'engagementType', label: 'Engagement', text: ENGAGEMENT_TYPE.label },
  { key: 'cpfStatus', label: 'CPF status', text: CPF_STATUS.label },
  { key: 'ageBand', label: 'CPF age band', text: cpfAgeBandLabel },
  { key: 'runCount', label: 'Pay runs', kind: 'number' },
  { key: 'ordinaryWageCents', label: 'Ordinary wages', kind: 'money' },
  { key: 'additionalWageCents', label: 'Additional wages', kind: 'money' },
  { key: 'wagesCents', label: 'CPF wages', kind: 'money' },
  { key: 'employeeCpfCents', label: 'Employee CPF', kind: 'money' },
  { key: 'employerCpfCents', label: 'Employer CPF', kind: 'money' },
  { key: 'totalCpfCents', label: 'Total CPF', kind: 'money' },
  { key: 'sdlCents', label: 'SDL', kind: 'money' },
];

/** One month's part of a line of a frozen run (cpfMonths), with the run's period end (the latest line's status and band win). */
export type CpfMonthLine = Pick<PayRunLine, 'workerId' | 'employeeCode' | 'workerName' | 'engagementType' | 'cpfStatus' | 'ageBand'> &
  Omit<CpfMonthPart, 'month'> & { periodEnd: string };

/** The label of the summary's last row. */
export const SDL_PAYABLE_LABEL = 'SDL payable (total rounded down to the dollar)';

/**
 * The CPF summary of a calendar month: per worker (by name), their ordinary and additional wages,
 * employee and employer CPF and SDL summed over the month's parts of their lines (weekly runs each
 * take the month-to-date difference, so the sums are the month's contributions); then
 * "Total (N workers)", the column sums of the rows above it; then the SDL payable, that total with
 * its cents dropped (CPF Board; sdlTotalPayableCents).
 */
export function cpfSummaryRows(lines: readonly CpfMonthLine[]): CpfSummaryRow[] {
  const byWorker = new Map<string, { latest: CpfMonthLine; row: CpfSummaryRow }>();
  for (const l of lines) {
    const seen = byWorker.get(l.workerId);
    const row = seen?.row ?? {
      employeeCode: '',
      workerName: '',
      engagementType: '',
      cpfStatus: '',
      ageBand: '',
      runCount: 0,
      ordinaryWageCents: 0,
      additionalWageCents: 0,
      wagesCents: 0,
      employeeCpfCents: 0,
      employerCpfCents: 0,
      totalCpfCents: 0,
      sdlCents: 0,
    };
    row.runCount = (row.runCount ?? 0) + 1;
    row.ordinaryWageCents = (row.ordinaryWageCents ?? 0) + l.ordinaryWageCents;
    row.additionalWageCents = (row.additionalWageCents ?? 0) + l.additionalWageCents;
    row.wagesCents = (row.wagesCents ?? 0) + l.ordinaryWageCents + l.additionalWageCents;
    row.employeeCpfCents = (row.employeeCpfCents ?? 0) + l.employeeCpfCents;
    row.employerCpfCents = (row.employerCpfCents ?? 0) + l.employerCpfCents;
    row.totalCpfCents = (row.totalCpfCents ?? 0) + l.employeeCpfCents + l.employerCpfCents;
    row.sdlCents += l.sdlCents;
    const latest = !seen || l.periodEnd >= seen.latest.periodEnd ? l : seen.latest;
    Object.assign(row, {
      employeeCode: latest.employeeCode ?? '',
      workerName: latest.workerName,
      engagementType: latest.engagementType,
      cpfStatus: latest.cpfStatus,
      ageBand: latest.ageBand ?? '',
    });
    byWorker.set(l.workerId, { latest, row });
  }
  const rows = [...byWorker.values()]
    .map((w) => w.row)
    .sort((a, b) => a.workerName.localeCompare(b.workerName) || a.employeeCode.localeCompare(b.employeeCode));
  const total = (k: 'ordinaryWageCents' | 'additionalWageCents' | 'wagesCents' | 'employeeCpfCents' | 'employerCpfCents' | 'totalCpfCents' | 'sdlCents') =>
    rows.reduce((s, r) => s + (r[k] ?? 0), 0);
  const blank = { employeeCode: '', engagementType: '', cpfStatus: '', ageBand: '', runCount: null };
  return [
    ...rows,
    {
      ...blank,
      workerName: `Total (${rows.length} workers)`,
      ordinaryWageCents: total('ordinaryWageCents'),
      additionalWageCents: total('additionalWageCents'),
      wagesCents: total('wagesCents'),
      employeeCpfCents: total('employeeCpfCents'),
      employerCpfCents: total('employerCpfCents'),
      totalCpfCents: total('totalCpfCents'),
      sdlCents: total('sdlCents'),
    },
    {
      ...blank,
      workerName: SDL_PAYABLE_LABEL,
      ordinaryWageCents: null,
      additionalWageCents: null,
      wagesCents: null,
      employeeCpfCents: null,
      employerCpfCents: null,
      totalCpfCents: null,
      sdlCents: sdlTotalPayableCents(rows.map((r) => r.sdlCents)),
    },
  ];
}
