import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CpfMonthPart, PayRunAdjustmentItem, PayRunHolidayItem, PayRunHolidayUnpaid, PayRunRateLine, PayRunStoredShift } from '@wf/shared/domain/pay/pay-run';
import type { PayRunLineChange } from '@wf/shared/domain/pay/pay-run-diff';
import { users } from './users.ts';
import { CPF_STATUS, ENGAGEMENT_TYPE, PAY_RUN_FREQUENCY, PAY_RUN_STATUS } from '@wf/shared/enums/pay-runs';
import { enumCheck, enumText } from '../enum-column.ts';
import { workers } from './workers.ts';
import { shiftPayments } from './pay.ts';

/** Per-worker figures kept for the differences of a regeneration. */
export interface PayRunDiffFigures {
  grossCents: number;
  netCents: number;
  shiftCount: number;
  adjustmentCount: number;
}
/** What the last regeneration changed (GET /api/pay-runs/:id/diff). */
export interface PayRunDiffRecord {
  before: { workerCount: number; grossCents: number; netCents: number };
  after: { workerCount: number; grossCents: number; netCents: number };
  workers: {
    workerId: string;
    workerName: string;
    employeeCode: string | null;
    change: 'added' | 'removed' | 'changed';
    before: PayRunDiffFigures | null;
    after: PayRunDiffFigures | null;
    /** What changed per pay line and adjustment (issue #25 item 6); absent in records made before it. */
    changes?: PayRunLineChange[];
  }[];
}

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * A pay run (issue #16): one period's pay, one line per worker. Weekly periods are Monday-Sunday and
 * monthly ones calendar months, so two runs of one frequency overlap exactly when their periods start
 * on the same day: the unique index refuses the second, also between concurrent transactions.
 * Shift payments and adjustments point at the run that holds them (payRunId) from the draft on, and
 * are locked (lockedAt) from hr_confirmed on.
 */
export const payRuns = pgTable(
  'pay_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    frequency: enumText('frequency', PAY_RUN_FREQUENCY).notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    /** 'YYYY-MM': the month of the period end, in which CPF is counted. */
    cpfMonth: text('cpf_month').notNull(),
    status: enumText('status', PAY_RUN_STATUS).notNull().default('draft'),
    version: integer('version').notNull().default(1),
    workerCount: integer('worker_count').notNull().default(0),
    grossCents: money('gross_cents'),
    employeeCpfCents: money('employee_cpf_cents'),
    employerCpfCents: money('employer_cpf_cents'),
    sdlCents: money('sdl_cents'),
    netCents: money('net_cents'),
    blockingWorkers: integer('blocking_workers').notNull().default(0),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    generatedBy: uuid('generated_by').references(() => users.id, { onDelete: 'set null' }),
    regeneratedAt: timestamp('regenerated_at', { withTimezone: true }),
    regeneratedBy: uuid('regenerated_by').references(() => users.id, { onDelete: 'set null' }),
    /** The differences the last regeneration made. */
    lastDiff: jsonb('last_diff').$type<PayRunDiffRecord>(),
    hrConfirmedAt: timestamp('hr_confirmed_at', { withTimezone: true }),
    hrConfirmedBy: uuid('hr_confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    financeApprovedAt: timestamp('finance_approved_at', { withTimezone: true }),
    financeApprovedBy: uuid('finance_approved_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    paymentDate: date('payment_date'),
    paymentReference: text('payment_reference'),
    /** Why the run was approved or paid after the Employment Act's limit (latestLawfulPaymentDates); required then, audited. */
    latePaymentReason: text('late_payment_reason'),
    sentBackReason: text('sent_back_reason'),
    sentBackAt: timestamp('sent_back_at', { withTimezone: true }),
    sentBackBy: uuid('sent_back_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('pay_runs_frequency_period_uq').on(t.frequency, t.periodStart),
    index('pay_runs_status_period_idx').on(t.status, t.periodStart),
    index('pay_runs_cpf_month_idx').on(t.cpfMonth),
    check('pay_runs_period_ck', sql`${t.periodStart} <= ${t.periodEnd}`),
    enumCheck(t.frequency, PAY_RUN_FREQUENCY),
    enumCheck(t.status, PAY_RUN_STATUS),
  ],
);

/** One worker's line of a run; `items` holds the shift payments and adjustments it sums. */
export const payRunLines = pgTable(
  'pay_run_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payRuns.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'restrict' }),
    workerName: text('worker_name').notNull(),
    employeeCode: text('employee_code'),
    engagementType: enumText('engagement_type', ENGAGEMENT_TYPE).notNull(),
    cpfStatus: enumText('cpf_status', CPF_STATUS).notNull(),
    ageBand: text('age_band'),
    prYear: integer('pr_year'),
    basicRateCents: integer('basic_rate_cents').notNull(),
    regularMinutes: integer('regular_minutes').notNull(),
    overtimeMinutes: integer('overtime_minutes').notNull(),
    restDayMinutes: integer('rest_day_minutes').notNull(),
    publicHolidayMinutes: integer('public_holiday_minutes').notNull(),
    basicPayCents: integer('basic_pay_cents').notNull(),
    overtimePayCents: integer('overtime_pay_cents').notNull(),
    restDayPayCents: integer('rest_day_pay_cents').notNull(),
    publicHolidayPayCents: integer('public_holiday_pay_cents').notNull(),
    allowanceCents: integer('allowance_cents').notNull(),
    otherAdditionCents: integer('other_addition_cents').notNull(),
    deductionCents: integer('deduction_cents').notNull(),
    /** Reimbursements (not wages), paid with the net pay (issue #25). */
    reimbursementCents: integer('reimbursement_cents').notNull().default(0),
    /** Gross pay: every wage before deductions (issue #25; lines built before it: after deductions). */
    grossCents: integer('gross_cents').notNull(),
    employeeCpfCents: integer('employee_cpf_cents').notNull(),
    employerCpfCents: integer('employer_cpf_cents').notNull(),
    sdlCents: integer('sdl_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    hasBankDetails: boolean('has_bank_details').notNull(),
    bankName: text('bank_name'),
    /**
     * The payment instruction frozen when finance approves the run (issue #26): payee name, bank and
     * account as they were then. The bank file and every later document read only these; null before
     * approval (and again after a send-back).
     */
    payeeName: text('payee_name'),
    payeeBankName: text('payee_bank_name'),
    payeeAccount: text('payee_account'),
    /** `holidays`: a part-timer's public holidays not worked on a usual working day, paid by this run (decision 026). */
    items: jsonb('items').$type<{ shifts: PayRunStoredShift[]; adjustments: PayRunAdjustmentItem[]; holidays?: PayRunHolidayItem[]; holidaysUnpaid?: PayRunHolidayUnpaid[] }>().notNull(),
    /** The pay lines, one per month, kind, rate and multiplier, each rounded once (issue #25). */
    payLines: jsonb('pay_lines').$type<PayRunRateLine[]>().notNull().default([]),
    /** CPF wages and contributions per calendar month of the line's days (issue #25). */
    cpfMonths: jsonb('cpf_months').$type<CpfMonthPart[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('pay_run_lines_run_worker_uq').on(t.runId, t.workerId),
    index('pay_run_lines_worker_idx').on(t.workerId),
    index('pay_run_lines_run_name_idx').on(t.runId, sql`lower(${t.workerName})`),
    enumCheck(t.engagementType, ENGAGEMENT_TYPE),
    enumCheck(t.cpfStatus, CPF_STATUS),
  ],
);

/**
 * Each shift of a frozen run (hr_confirmed, finance_approved, paid) with its share of its line's
 * figures the reports need (decision 019): its cent of the runs' rounding and its shares of the
 * line's adjustments, employer CPF and SDL by the largest-remainder rule of `shiftExtras`. Derived
 * data: written in the transaction that freezes the run (hr confirms), deleted in the one that
 * unfreezes it (send back), so it never goes stale (`refreshRunShares` in the reports module).
 */
export const shiftPaymentRunShares = pgTable(
  'shift_payment_run_shares',
  {
    shiftPaymentId: uuid('shift_payment_id')
      .primaryKey()
      .references(() => shiftPayments.id, { onDelete: 'cascade' }),
    runId: uuid('run_id')
      .notNull()
      .references(() => payRuns.id, { onDelete: 'cascade' }),
    roundingCents: integer('rounding_cents').notNull(),
    adjustmentsCents: integer('adjustments_cents').notNull(),
    employerCpfCents: integer('employer_cpf_cents').notNull(),
    sdlCents: integer('sdl_cents').notNull(),
    /**
     * The shift payment's date, so a report joins only its period's shares (decision 019, "Stored
     * report figures"): a frozen run's payments are locked, so their dates do not change under it.
     */
    date: date('date').notNull(),
  },
  (t) => [index('shift_payment_run_shares_run_idx').on(t.runId), index('shift_payment_run_shares_date_idx').on(t.date)],
);
