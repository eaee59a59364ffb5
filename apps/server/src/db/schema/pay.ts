import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PayLine } from '@wf/shared/domain/pay/shift-pay';
import { users } from './platform.ts';
import { workers } from './workers.ts';
import { projects } from './clients.ts';
import { rosterAssignments } from './rosters.ts';

export const DAY_KINDS = ['normal', 'rest_day', 'public_holiday'] as const;
export const SHIFT_PAYMENT_STATUSES = ['open', 'locked'] as const;

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
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pay_settings_single_ck', sql`${t.id} = 1`)],
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
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'restrict' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    /** The Singapore date the shift starts (its day); weekStart is that week's Monday. */
    date: date('date').notNull(),
    weekStart: date('week_start').notNull(),
    dayKind: text('day_kind', { enum: DAY_KINDS }).notNull(),
    workedMinutes: integer('worked_minutes').notNull(),
    regularMinutes: integer('regular_minutes').notNull(),
    overtimeMinutes: integer('overtime_minutes').notNull(),
    rateCents: integer('rate_cents').notNull(),
    rateSource: text('rate_source').notNull(),
    lines: jsonb('lines').$type<PayLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status', { enum: SHIFT_PAYMENT_STATUSES }).notNull().default('open'),
    /** Set by the pay run that locked it (issue #16). */
    payRunId: uuid('pay_run_id'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shift_payments_assignment_uq').on(t.assignmentId),
    index('shift_payments_worker_week_idx').on(t.workerId, t.weekStart),
    index('shift_payments_project_date_idx').on(t.projectId, t.date),
    index('shift_payments_date_idx').on(t.date),
    check('shift_payments_minutes_ck', sql`${t.workedMinutes} >= 0 and ${t.overtimeMinutes} >= 0 and ${t.regularMinutes} >= 0`),
  ],
);
