import { z } from 'zod';
import { EXPORT_FORMATS, isoDate, pagingFields } from '../common/list-query.ts';
import { DAY_KIND, SHIFT_PAYMENT_STATUS } from '../../enums/pay.ts';

/**
 * The monthly and weekly reports, their shifts (the drill-down), the working-hours report and the
 * hr and finance dashboards (issue #28, docs/decisions/019-reports.md). Money in integer cents,
 * time in integer minutes, margin % in basis points (10000 = 100%).
 */

export const REPORT_PERIODS = ['month', 'week'] as const;
export const REPORT_GROUPS = ['worker', 'project', 'client'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

const uuid = z.uuid('validation.invalid');

/** The filters every report and its drill-down share: the period holding `date`, client, project, position. */
export const reportFilterFields = {
  period: z.enum(REPORT_PERIODS, { message: 'validation.invalid' }).default('month'),
  /** Any day of the period (the month or the Monday-Sunday week holding it). */
  date: isoDate,
  clientId: uuid.optional(),
  projectId: uuid.optional(),
  position: z.string().trim().min(1).max(100, 'validation.maxLength').optional(),
};

export const reportQuery = z.object({
  ...reportFilterFields,
  by: z.enum(REPORT_GROUPS, { message: 'validation.invalid' }).default('worker'),
});
export type ReportQuery = z.output<typeof reportQuery>;

export const reportExportQuery = reportQuery.extend({ format: z.enum(EXPORT_FORMATS, { message: 'validation.invalid' }) });

export const reportFigures = z.object({
  shifts: z.number().int(),
  paidMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  payCents: z.number().int(),
  billCents: z.number().int(),
  /** Pay + the frozen runs' adjustments, employer CPF and SDL shared to the shifts (decision 019). */
  employmentCostCents: z.number().int(),
  /** Shifts not in a frozen run yet: counted at their pay, without extras. */
  provisionalShifts: z.number().int(),
  /** Bill - employment cost. */
  marginCents: z.number().int(),
  marginBasisPoints: z.number().int().nullable(),
  /** Bill - pay. */
  spreadCents: z.number().int(),
});

/**
 * The frozen run lines of the period with cost on no shift, in the totals only: lines with no shift
 * (their adjustments, employer CPF and SDL) and part-timers' public holidays not worked (decision
 * 026, with their pay). Only an unfiltered report of every project holds them; else zero.
 */
export const notOnShift = z.object({ lines: z.number().int(), employmentCostCents: z.number().int() });

export const reportRow = reportFigures.extend({
  /** The worker's, project's or client's id: the drill-down's filter. */
  id: z.string(),
  label: z.string(),
  /** The employee code (by worker), the client's name (by project), or null. */
  detail: z.string().nullable(),
});
export type ReportRow = z.output<typeof reportRow>;

export const report = z.object({
  period: z.enum(REPORT_PERIODS),
  start: z.string(),
  end: z.string(),
  by: z.enum(REPORT_GROUPS),
  rows: z.array(reportRow),
  notOnShift,
  /** The rows' figures plus `notOnShift`'s cost. */
  totals: reportFigures,
});
export type Report = z.output<typeof report>;

/** The shifts behind a row or the totals: the report's filters plus the row's worker, project or client. */
export const reportShiftsQuery = z.object({
  ...reportFilterFields,
  workerId: uuid.optional(),
  ...pagingFields,
});
export type ReportShiftsQuery = z.output<typeof reportShiftsQuery>;

export const reportShift = reportFigures.omit({ shifts: true }).extend({
  id: z.string(),
  date: z.string(),
  workerId: z.string(),
  workerName: z.string(),
  employeeCode: z.string().nullable(),
  projectName: z.string(),
  clientName: z.string(),
  position: z.string(),
  dayKind: z.enum(DAY_KIND.values),
  /** Open (follows its attendance) or locked in a pay run. */
  status: z.enum(SHIFT_PAYMENT_STATUS.values),
});
export type ReportShift = z.output<typeof reportShift>;

export const reportShiftsPage = z.object({
  items: z.array(reportShift),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /**
   * The drill-down of the whole business's totals (no row, filter or manager's scope) also holds the
   * report's cost on no shift, so its totals equal the report's totals; otherwise zero.
   */
  notOnShift,
  /** The shifts' figures plus `notOnShift`'s cost. */
  totals: reportFigures,
});

/** Options of the report filters: the clients, projects and positions the caller may report on. */
export const reportOptions = z.object({
  clients: z.array(z.object({ id: z.string(), name: z.string() })),
  projects: z.array(z.object({ id: z.string(), name: z.string(), code: z.string(), clientId: z.string() })),
  positions: z.array(z.string()),
});

export const REPORT_COLUMNS = {
  label: 'Name',
  detail: 'Detail',
  shifts: 'Shifts',
  paidHours: 'Paid hours',
  overtimeHours: 'Overtime hours',
  payCents: 'Pay',
  billCents: 'Bill amount',
  employmentCostCents: 'Employment cost',
  marginCents: 'Margin',
  marginPercent: 'Margin %',
  spreadCents: 'Spread (bill - pay)',
  provisionalShifts: 'Provisional shifts',
  notOnShift: 'Not on a shift',
} as const;

/** The working-hours grid: paid hours per worker per day across a range of at most 62 days. */
export const WORKING_HOURS_MAX_DAYS = 62;
const workingHoursFields = {
  from: isoDate,
  to: isoDate,
  clientId: uuid.optional(),
  projectId: uuid.optional(),
  position: reportFilterFields.position,
};
/** A range of at most WORKING_HOURS_MAX_DAYS days, `from` not after `to`. */
const inRange = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((q) => q.from <= q.to, { message: 'validation.invalid', path: ['to'] })
    .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < WORKING_HOURS_MAX_DAYS, { message: 'validation.invalid', path: ['to'] });
export const workingHoursQuery = inRange(z.object({ ...workingHoursFields, ...pagingFields }));
/** The whole grid (every worker) as a file. */
export const workingHoursExportQuery = inRange(z.object({ ...workingHoursFields, format: z.enum(EXPORT_FORMATS, { message: 'validation.invalid' }) }));

export const workingHoursRow = z.object({
  workerId: z.string(),
  name: z.string(),
  employeeCode: z.string().nullable(),
  /** Paid minutes per date of `dates`, in order. */
  minutes: z.array(z.number().int()),
  totalMinutes: z.number().int(),
  /** Dates with more than 12 hours; Mondays of weeks with more than 44 (whole weeks, also days outside the range). */
  overDay: z.array(z.string()),
  overWeek: z.array(z.string()),
});

export const workingHours = z.object({
  dates: z.array(z.string()),
  rows: z.array(workingHoursRow),
  /** Per date across all workers (every page), and the grand total. */
  columnTotals: z.array(z.number().int()),
  totalMinutes: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
