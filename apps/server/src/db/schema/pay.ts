import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  ADJUSTMENT_CATEGORY,
  ADJUSTMENT_STAGE,
  ADJUSTMENT_STATUS,
  DAY_KIND,
  PART_TIME_NON_WORKING_DAY_HOLIDAY,
  SHIFT_PAYMENT_STATUS,
} from '@wf/shared/enums/pay';
import { REST_DAY_WORK_AT } from '@wf/shared/enums/rosters';
import { enumCheck, enumText } from '../enum-column.ts';
import type { PayLine } from '@wf/shared/domain/pay/shift-pay';
import { users } from './users.ts';
import { workers } from './workers.ts';
import { projects } from './projects.ts';
import { rosterAssignments } from './rosters.ts';

/** The one pay settings record (decision 010); no row means the defaults. */
export const paySettings = pgTable(
  'pay_settings',
  {
    id: integer('id').primaryKey().default(1),
    dailyOvertimeAfterMinutes: integer('daily_overtime_after_minutes').notNull(),
    weeklyOvertimeAfterMinutes: integer('weekly_overtime_after_minutes').notNull(),
    overtimeMultiplier: integer('overtime_multiplier').notNull(),
    restDayMultiplier: integer('rest_day_multiplier').notNull(),
    publicHolidayMultiplier: integer('public_holiday_multiplier').notNull(),
    /** ISO weekday (1 Monday ... 7 Sunday), null for none. */
    restDay: integer('rest_day'),
    /** MOM's part-time minimums (decision 026). */
    partTimeMinimums: boolean('part_time_minimums').notNull().default(true),
    partTimeDayMinutes: integer('part_time_day_minutes').notNull().default(240),
    partTimeWeekMinutes: integer('part_time_week_minutes').notNull().default(1320),
    restDayWorkAt: enumText('rest_day_work_at', REST_DAY_WORK_AT).notNull().default('employer'),
    /** A part-timer's public holiday on a non-working day: pay the pro-rated holiday (MOM) or a day off in substitution. */
    partTimeNonWorkingDayHoliday: enumText('part_time_non_working_day_holiday', PART_TIME_NON_WORKING_DAY_HOLIDAY)
      .notNull()
      .default('pay'),
    /** Optimistic version: a save names the version it read (409 when someone saved in between). */
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pay_settings_single_ck', sql`${t.id} = 1`),
    enumCheck(t.restDayWorkAt, REST_DAY_WORK_AT),
    enumCheck(t.partTimeNonWorkingDayHoliday, PART_TIME_NON_WORKING_DAY_HOLIDAY),
  ],
);

/**
 * One shift payment per attended assignment, computed by computeShiftPay over the worker's week.
 * Open payments follow their attendance and rates; locked ones (in an approved pay run) never change.
 */
export const shiftPayments = pgTable(
  'shift_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => rosterAssignments.id, { onDelete: 'restrict' }),
    /**
     * The assignment's worker and its roster's project, copied for lookups. No foreign keys of their
     * own (migration 0016): the assignment's restrict key already keeps both (a worker or project with
     * a payment cannot go), and a per-row key check on each was a third of writing a payment.
     */
    workerId: uuid('worker_id').notNull(),
    projectId: uuid('project_id').notNull(),
    /**
     * The assignment's shift's position (project_positions), and the bill amount: the pay lines priced
     * at that position's bill rate (`billCents`, multipliers unless the project bills flat), in cents.
     * Stored for the reports (decision 019, "Stored report figures"): written with the payment by the
     * recompute; a bill rate or billing mode change, or a shift's position change, rewrites them by
     * trigger in that change's transaction (migration `stored_report_figures`), locked payments too.
     */
    positionId: uuid('position_id').notNull(),
    billCents: integer('bill_cents').notNull(),
    /** The Singapore date the shift starts (its day); weekStart is that week's Monday. */
    date: date('date').notNull(),
    weekStart: date('week_start').notNull(),
    dayKind: enumText('day_kind', DAY_KIND).notNull(),
    workedMinutes: integer('worked_minutes').notNull(),
    regularMinutes: integer('regular_minutes').notNull(),
    overtimeMinutes: integer('overtime_minutes').notNull(),
    rateCents: integer('rate_cents').notNull(),
    rateSource: text('rate_source').notNull(),
    lines: jsonb('lines').$type<PayLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    /**
     * A part-timer's public holiday worked whose holiday pay is forfeited (decision 026, Employment Act
     * s.88(3)): the working day before or after they were absent on without consent or excuse; null otherwise.
     */
    holidayAbsentOn: date('holiday_absent_on'),
    status: enumText('status', SHIFT_PAYMENT_STATUS).notNull().default('open'),
    /** Set by the pay run that locked it (issue #16). */
    payRunId: uuid('pay_run_id'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shift_payments_assignment_uq').on(t.assignmentId),
    index('shift_payments_worker_week_idx').on(t.workerId, t.weekStart),
    // A pay run's payments (pay_run_id = run) and the unclaimed ones of a period (pay_run_id is null
    // and date between): one index for both of claimItems' branches, the lock and the lines.
    index('shift_payments_pay_run_date_idx').on(t.payRunId, t.date),
    // The reports' and dashboards' period (date between): one month of many (decision 019).
    index('shift_payments_date_idx').on(t.date),
    // A position's payments, for the bill-rate and billing-mode triggers (decision 019).
    index('shift_payments_position_idx').on(t.positionId),
    check('shift_payments_minutes_ck', sql`${t.workedMinutes} >= 0 and ${t.overtimeMinutes} >= 0 and ${t.regularMinutes} >= 0`),
    enumCheck(t.dayKind, DAY_KIND),
    enumCheck(t.status, SHIFT_PAYMENT_STATUS),
  ],
);

/** The same list as the domain's (decision 011 gives each its CPF treatment); a literal so drizzle-kit needs no runtime import. */

/**
 * A payment adjustment (docs/product/life-cycles.md#adjustments): an amount (+/-) on a shift payment or on a
 * worker for a period, reviewed by hr then approved by finance. `effectiveDate` is the day whose week
 * it is paid with (the shift's date, or the period's last day); a deduction may never make that
 * week's net pay negative.
 */
export const payAdjustments = pgTable(
  'pay_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'restrict' }),
    /** The shift payment it is on, or null for an adjustment on the worker for a period. */
    shiftPaymentId: uuid('shift_payment_id').references(() => shiftPayments.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    effectiveDate: date('effective_date').notNull(),
    weekStart: date('week_start').notNull(),
    category: enumText('category', ADJUSTMENT_CATEGORY).notNull(),
    /** Signed cents: a deduction is negative. */
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: enumText('status', ADJUSTMENT_STATUS).notNull().default('pending_hr'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    hrReviewedBy: uuid('hr_reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    hrReviewedAt: timestamp('hr_reviewed_at', { withTimezone: true }),
    financeReviewedBy: uuid('finance_reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    financeReviewedAt: timestamp('finance_reviewed_at', { withTimezone: true }),
    rejectedStage: enumText('rejected_stage', ADJUSTMENT_STAGE),
    rejectionReason: text('rejection_reason'),
    /** Set by the pay run that locked it (issue #16). */
    payRunId: uuid('pay_run_id'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
  },
  (t) => [
    index('pay_adjustments_status_idx').on(t.status, t.createdAt),
    index('pay_adjustments_worker_week_idx').on(t.workerId, t.weekStart),
    index('pay_adjustments_shift_payment_idx').on(t.shiftPaymentId),
    index('pay_adjustments_pay_run_idx').on(t.payRunId),
    index('pay_adjustments_effective_idx').on(t.effectiveDate),
    check('pay_adjustments_amount_ck', sql`${t.amountCents} <> 0`),
    check('pay_adjustments_period_ck', sql`${t.periodStart} <= ${t.periodEnd}`),
    enumCheck(t.category, ADJUSTMENT_CATEGORY),
    enumCheck(t.status, ADJUSTMENT_STATUS),
    enumCheck(t.rejectedStage, ADJUSTMENT_STAGE),
  ],
);
