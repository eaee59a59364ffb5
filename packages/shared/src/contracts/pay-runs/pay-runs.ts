import { z } from 'zod';
import {
  enumCounts,
  EXPORT_FORMATS,
  isoDate,
  isoMonth,
  listQueries,
  pageOf,
  pagingFields,
  requiredText,
  searchField,
  SORT_DIRS,
} from '../common/list-query.ts';
import { PAY_LINE_KIND_VALUES } from '../pay/pay.ts';
import { ADJUSTMENT_CATEGORY, DAY_KIND } from '../../enums/pay.ts';
import { CPF_STATUS, ENGAGEMENT_TYPE, PAY_RUN_FREQUENCY, PAY_RUN_STATUS } from '../../enums/pay-runs.ts';

/** Pay runs (issue #16; docs/product/life-cycles.md#pay-runs): one period's pay per worker, draft to paid. */

export type { CpfStatus, EngagementType, PayRunFrequency, PayRunStatus } from '../../enums/pay-runs.ts';

export const CPF_AGE_BANDS = [
  '55_and_below',
  'above_55_to_60',
  'above_60_to_65',
  'above_65_to_70',
  'above_70',
] as const;

/** Error codes of the pay-run refusals. */
export const PAY_RUN_ERRORS = {
  /** 409: a run of the same frequency covers this period (error.current: { id, periodStart, periodEnd, status }). */
  overlap: 'PAY_RUN_OVERLAP',
  /** 409: the run is not in a state that allows this (error.current: { status }). */
  wrongState: 'PAY_RUN_WRONG_STATE',
  /** 409: a paid run is read-only. */
  paid: 'PAY_RUN_PAID',
  /** 409: the version sent is stale; someone changed the run meanwhile (error.current: the run). */
  staleVersion: 'STALE_VERSION',
  /** 409: workers with net pay above zero lack bank details (error.current: { workers: [{ workerId, workerName, employeeCode }] }). */
  missingBank: 'PAY_RUN_MISSING_BANK',
  /**
   * 400: approving now, or paying on the date given, is after the Employment Act's latest lawful
   * payment date (latestLawfulPaymentDates): a reason is required (fields.lateReason; error.current:
   * { latestLawfulPaymentDate }).
   */
  lateReason: 'PAY_RUN_LATE_REASON',
} as const;

const userRef = z.object({ id: z.uuid(), name: z.string() });

export const payRun = z.object({
  id: z.uuid(),
  frequency: z.enum(PAY_RUN_FREQUENCY.values),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The month CPF is counted in ('YYYY-MM'): the month of the period end. */
  cpfMonth: z.string(),
  status: z.enum(PAY_RUN_STATUS.values),
  version: z.number().int(),
  workerCount: z.number().int(),
  grossCents: z.number().int(),
  employeeCpfCents: z.number().int(),
  employerCpfCents: z.number().int(),
  sdlCents: z.number().int(),
  netCents: z.number().int(),
  generatedAt: z.string(),
  generatedBy: userRef.nullable(),
  hrConfirmedAt: z.string().nullable(),
  hrConfirmedBy: userRef.nullable(),
  financeApprovedAt: z.string().nullable(),
  financeApprovedBy: userRef.nullable(),
  paidAt: z.string().nullable(),
  paidBy: userRef.nullable(),
  paymentDate: z.string().nullable(),
  paymentReference: z.string().nullable(),
  /** The reason of the latest send-back to draft, until the run is confirmed again. */
  sentBackReason: z.string().nullable(),
  /** Why the run was approved or paid after the Employment Act's latest lawful payment date (audited); null when it was not late. */
  latePaymentReason: z.string().nullable(),
  /** Workers with net pay above zero and no bank details: approval waits for them. */
  blockingWorkers: z.number().int(),
  /** When the draft was last regenerated (null: never); GET /:id/diff shows what changed. */
  regeneratedAt: z.string().nullable(),
  /** Lines whose worker's bank details changed after approval (the run pays what was approved). */
  bankChangedWorkers: z.number().int(),
});
export type PayRun = z.output<typeof payRun>;

export const payRunShiftItem = z.object({
  shiftPaymentId: z.uuid(),
  date: z.string(),
  projectName: z.string(),
  /** The position's code; pages show its label. */
  position: z.string(),
  workedMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  dayKind: z.enum(DAY_KIND.values),
  totalCents: z.number().int(),
});
export type PayRunShiftItemRow = z.output<typeof payRunShiftItem>;

export const payRunAdjustmentItem = z.object({
  adjustmentId: z.uuid(),
  category: z.enum(ADJUSTMENT_CATEGORY.values),
  amountCents: z.number().int(),
  reason: z.string(),
  effectiveDate: z.string().optional(),
});

/** A part-timer's public holiday not worked on a usual working day, paid the pro-rated holiday (decision 026). */
export const payRunHolidayItem = z.object({
  date: z.string(),
  name: z.string(),
  nonWorkingDay: z.boolean().optional(),
  minutes: z.number().int(),
  rateCents: z.number().int(),
  amountCents: z.number().int(),
});

export const payRunHolidayUnpaid = z.object({
  date: z.string(),
  name: z.string(),
  reason: z.enum(['encashed', 'absent', 'day_off']),
  absentOn: z.string().optional(),
  /** With `absent`: the holiday was worked; its work is paid at the ordinary rate, without the holiday's pay (decision 026). */
  worked: z.boolean().optional(),
  encashedCents: z.number().int().optional(),
  rateCents: z.number().int().optional(),
});

export const payRunRateLine = z.object({
  month: z.string(),
  kind: z.enum(PAY_LINE_KIND_VALUES),
  rateCents: z.number().int(),
  multiplier: z.number().int(),
  minutes: z.number().int(),
  amountCents: z.number().int(),
});

export const cpfMonthPart = z.object({
  month: z.string(),
  ordinaryWageCents: z.number().int(),
  additionalWageCents: z.number().int(),
  employeeCpfCents: z.number().int(),
  employerCpfCents: z.number().int(),
  sdlCents: z.number().int(),
});

/**
 * One worker's line of a run (decision 012, "Gross and net"): gross = every wage before deductions;
 * net = gross - deductions - employee CPF + reimbursements.
 */
export const payRunLine = z.object({
  id: z.uuid(),
  runId: z.uuid(),
  workerId: z.uuid(),
  workerName: z.string(),
  employeeCode: z.string().nullable(),
  engagementType: z.enum(ENGAGEMENT_TYPE.values),
  cpfStatus: z.enum(CPF_STATUS.values),
  /** Null when CPF does not apply. */
  ageBand: z.enum(CPF_AGE_BANDS).nullable(),
  prYear: z.number().int().nullable(),
  basicRateCents: z.number().int(),
  regularMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  restDayMinutes: z.number().int(),
  publicHolidayMinutes: z.number().int(),
  basicPayCents: z.number().int(),
  overtimePayCents: z.number().int(),
  restDayPayCents: z.number().int(),
  publicHolidayPayCents: z.number().int(),
  allowanceCents: z.number().int(),
  otherAdditionCents: z.number().int(),
  deductionCents: z.number().int(),
  reimbursementCents: z.number().int(),
  grossCents: z.number().int(),
  employeeCpfCents: z.number().int(),
  employerCpfCents: z.number().int(),
  sdlCents: z.number().int(),
  netCents: z.number().int(),
  payLines: z.array(payRunRateLine),
  cpfMonths: z.array(cpfMonthPart),
  hasBankDetails: z.boolean(),
  /** The bank the line pays: frozen at finance approval from then on. */
  bankName: z.string().nullable(),
  /** The worker's bank details changed after the run was approved (the run still pays the approved ones). */
  bankChangedSinceApproval: z.boolean(),
  shifts: z.array(payRunShiftItem),
  adjustments: z.array(payRunAdjustmentItem),
  /** Public holidays the part-timer did not work on a usual working day, each paid on a `public_holiday_not_worked` line. */
  holidaysNotWorked: z.array(payRunHolidayItem).optional(),
  /** A part-timer's public holidays of the period paid on no line of their own, and why (decision 026). */
  holidaysUnpaid: z.array(payRunHolidayUnpaid).optional(),
});
export type PayRunLine = z.output<typeof payRunLine>;

// ---- list ----

export const PAY_RUN_SORT_FIELDS = [
  'periodStart',
  'status',
  'workerCount',
  'grossCents',
  'netCents',
  'generatedAt',
] as const;

/** Export columns of the run list and their headings. */
export const PAY_RUN_COLUMNS = {
  frequencyLabel: 'Frequency',
  periodStart: 'From',
  periodEnd: 'To',
  statusLabel: 'Status',
  workerCount: 'Workers',
  grossCents: 'Gross',
  employeeCpfCents: 'Employee CPF',
  employerCpfCents: 'Employer CPF',
  sdlCents: 'SDL',
  netCents: 'Net',
  generatedByName: 'Generated by',
  hrConfirmedByName: 'Confirmed by',
  financeApprovedByName: 'Approved by',
  paymentDate: 'Payment date',
  paymentReference: 'Payment reference',
} as const;
export type PayRunColumn = keyof typeof PAY_RUN_COLUMNS;
export const PAY_RUN_COLUMN_KEYS = Object.keys(PAY_RUN_COLUMNS) as PayRunColumn[];

const payRunFilterFields = {
  sort: z.enum(PAY_RUN_SORT_FIELDS, { message: 'validation.invalid' }).default('periodStart'),
  dir: z.enum(SORT_DIRS, { message: 'validation.invalid' }).default('desc'),
  status: z.enum([...PAY_RUN_STATUS.values, 'all'], { message: 'validation.invalid' }).default('all'),
  frequency: z.enum(PAY_RUN_FREQUENCY.values, { message: 'validation.invalid' }).optional(),
  /** Runs whose period overlaps from..to. */
  from: isoDate.optional(),
  to: isoDate.optional(),
};
const payRunQueries = listQueries(payRunFilterFields, PAY_RUN_COLUMN_KEYS);
export const payRunListQuery = payRunQueries.list;
export type PayRunListQuery = z.input<typeof payRunListQuery>;
export const payRunExportQuery = payRunQueries.export;

export const payRunCounts = enumCounts(PAY_RUN_STATUS, { int: true });
export const payRunListPage = pageOf(payRun, { counts: payRunCounts });
export type PayRunListPage = z.output<typeof payRunListPage>;

// ---- lines ----

export const PAY_RUN_LINE_SORT_FIELDS = ['workerName', 'employeeCode', 'grossCents', 'netCents'] as const;

export const payRunLinesQuery = z.object({
  ...pagingFields,
  sort: z.enum(PAY_RUN_LINE_SORT_FIELDS, { message: 'validation.invalid' }).default('workerName'),
  dir: z.enum(SORT_DIRS, { message: 'validation.invalid' }).default('asc'),
  /** Name or employee code fragment. */
  search: searchField,
  /** Only the workers that block approval (net above zero, no bank details). */
  blocking: z
    .enum(['true', 'false'], { message: 'validation.invalid' })
    .optional()
    .transform((v) => v === 'true'),
});
export type PayRunLinesQuery = z.input<typeof payRunLinesQuery>;
export const payRunLinesPage = pageOf(payRunLine);
export type PayRunLinesPage = z.output<typeof payRunLinesPage>;

// ---- diff ----

const lineFigures = z.object({
  grossCents: z.number().int(),
  netCents: z.number().int(),
  shiftCount: z.number().int(),
  adjustmentCount: z.number().int(),
});
export const PAY_RUN_CHANGES = ['added', 'removed', 'changed'] as const;

const nullableInt = z.number().int().nullable();
const lineChange = z.discriminatedUnion('part', [
  z.object({
    part: z.literal('pay'),
    kind: z.enum(PAY_LINE_KIND_VALUES),
    month: z.string(),
    rateCents: z.number().int(),
    multiplier: z.number().int(),
    beforeMinutes: nullableInt,
    afterMinutes: nullableInt,
    beforeCents: nullableInt,
    afterCents: nullableInt,
  }),
  z.object({
    part: z.literal('adjustment'),
    adjustmentId: z.string(),
    category: z.enum(ADJUSTMENT_CATEGORY.values),
    reason: z.string(),
    beforeCents: nullableInt,
    afterCents: nullableInt,
  }),
]);

/** GET /api/pay-runs/:id/diff: what the last regeneration changed, per worker. */
export const payRunDiff = z.object({
  /** Null when the draft was never regenerated. */
  regeneratedAt: z.string().nullable(),
  regeneratedBy: userRef.nullable(),
  before: z
    .object({ workerCount: z.number().int(), grossCents: z.number().int(), netCents: z.number().int() })
    .nullable(),
  after: z
    .object({ workerCount: z.number().int(), grossCents: z.number().int(), netCents: z.number().int() })
    .nullable(),
  workers: z.array(
    z.object({
      workerId: z.uuid(),
      workerName: z.string(),
      employeeCode: z.string().nullable(),
      change: z.enum(PAY_RUN_CHANGES),
      before: lineFigures.nullable(),
      after: lineFigures.nullable(),
      /** Per pay line and adjustment, only what differs (issue #25 item 6); empty for records made before it. */
      changes: z.array(lineChange).default([]),
    }),
  ),
});
export type PayRunDiff = z.output<typeof payRunDiff>;

/**
 * GET /api/pay-runs/:id/staleness: whether a draft still reads as it would be built now (its inputs,
 * e.g. attendance, a no-show around a public holiday or an adjustment, changed since it was built or
 * regenerated): the workers whose line would change, and how. Always not stale for a run past draft
 * (what it pays is frozen). Confirming a stale draft is refused; regenerating it shows the differences.
 */
export const payRunStaleness = z.object({
  stale: z.boolean(),
  /** When the draft was last built (generated or regenerated). */
  builtAt: z.string(),
  workers: z.array(z.object({ workerId: z.uuid(), workerName: z.string(), employeeCode: z.string().nullable(), change: z.enum(PAY_RUN_CHANGES) })),
});
export type PayRunStaleness = z.output<typeof payRunStaleness>;

// ---- bodies ----

/** POST /api/pay-runs: a draft for the period (weekly or monthly) containing periodStart. */
export const generatePayRunBody = z.object({
  frequency: z.enum(PAY_RUN_FREQUENCY.values, { message: 'validation.invalid' }),
  /** Any day of the period; the run covers its week (Monday-Sunday) or its calendar month. */
  periodStart: isoDate,
});
export type GeneratePayRunBody = z.input<typeof generatePayRunBody>;

/** The version the caller saw (optimistic concurrency). */
export const payRunVersionBody = z.object({
  version: z.coerce.number('validation.invalid').int('validation.invalid').min(1, 'validation.invalid'),
});

/** Required (by the server) when approving or paying after the Employment Act's latest lawful payment date. */
const lateReason = requiredText(500).optional();

export const payRunApproveBody = payRunVersionBody.extend({ lateReason });
export type PayRunApproveBody = z.input<typeof payRunApproveBody>;

export const payRunPayBody = payRunVersionBody.extend({
  paymentDate: isoDate,
  reference: requiredText(100),
  lateReason,
});
export type PayRunPayBody = z.input<typeof payRunPayBody>;

export const payRunSendBackBody = payRunVersionBody.extend({ reason: requiredText(500) });
export type PayRunSendBackBody = z.input<typeof payRunSendBackBody>;

// ---- documents (implemented in modules/pay-runs/documents) ----

/** Bank payment file formats: the generic CSV and UOB's Bulk FAST/GIRO layout (decision 021). */
export const BANK_FILE_FORMATS = ['csv', 'uob-giro'] as const;
export type BankFileFormat = (typeof BANK_FILE_FORMATS)[number];

export const payslipParams = z.object({ id: z.uuid('validation.invalid'), workerId: z.uuid('validation.invalid') });
export const bankFileQuery = z.object({
  format: z.enum(BANK_FILE_FORMATS, { message: 'validation.invalid' }).default('csv'),
  /** A bank layout's value date (today to 30 days ahead; default today). */
  valueDate: isoDate.optional(),
  /** The file's number that day (a bank layout's file name carries it), 1 to 99. */
  sequence: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'validation.invalid').max(99, 'validation.invalid').default(1),
});
export type BankFileQuery = z.input<typeof bankFileQuery>;
export const bankFileCheckQuery = bankFileQuery;
export const runExportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { message: 'validation.invalid' }).default('xlsx'),
});
export const cpfSummaryQuery = z.object({
  month: isoMonth,
  format: z.enum(EXPORT_FORMATS, { message: 'validation.invalid' }).default('xlsx'),
});

/** GET /api/workers/:id/payslips: the worker's lines in runs from hr_confirmed on, newest first. */
export const workerPayslip = z.object({
  runId: z.uuid(),
  frequency: z.enum(PAY_RUN_FREQUENCY.values),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(PAY_RUN_STATUS.values),
  paymentDate: z.string().nullable(),
  grossCents: z.number().int(),
  netCents: z.number().int(),
});
export const workerPayslipList = z.object({ items: z.array(workerPayslip) });
export type WorkerPayslipList = z.output<typeof workerPayslipList>;

// ---- pay runs by project (what a manager may read of the runs) ----

/**
 * One run's shifts on one project: GET /api/pay-runs/by-project (issue #28, the manager's
 * hr-payment-report-list). A manager gets only the projects they manage; `payCents` is null where
 * the caller may not read pay (seesPayOf); hours are shown to every role that may call it.
 */
export const payRunProjectRow = z.object({
  runId: z.uuid(),
  frequency: z.enum(PAY_RUN_FREQUENCY.values),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(PAY_RUN_STATUS.values),
  projectId: z.uuid(),
  projectName: z.string(),
  workers: z.number().int(),
  shifts: z.number().int(),
  paidMinutes: z.number().int(),
  payCents: z.number().int().nullable(),
});
export type PayRunProjectRow = z.output<typeof payRunProjectRow>;
/** The runs looked at: the most recent this many (by period start). */
export const PAY_RUN_PROJECT_RUNS = 24;
export const payRunProjectReply = z.object({ items: z.array(payRunProjectRow) });
export type PayRunProjectReply = z.output<typeof payRunProjectReply>;
