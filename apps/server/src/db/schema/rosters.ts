import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ABSENCE_EXCUSE, ATTENDANCE_STATUS, CONFIRM_ANSWER, CONFIRMATION, REST_DAY_WORK_AT, ROSTER_STATUS } from '@wf/shared/enums/rosters';
import { enumCheck, enumText } from '../enum-column.ts';
import { users } from './users.ts';
import { workers } from './workers.ts';
import { projectPositions, projects } from './projects.ts';
import { projectLocations } from './locations.ts';

/**
 * Rosters (docs/product/life-cycles.md#rosters-and-assignments). A roster is one project location's
 * plan for one Singapore calendar date; its shifts hold times of day as minutes (0-1439), an end
 * at or before the start crossing midnight; starts_at/ends_at are the shift's instants, kept in
 * step by the service so overlap, rest and weekly-hours checks are range queries.
 */

export const rosters = pgTable(
  'rosters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => projectLocations.id, { onDelete: 'restrict' }),
    /** The location's project (kept for the board's and list's filters). */
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    /** Singapore calendar date. */
    date: date('date').notNull(),
    status: enumText('status', ROSTER_STATUS).notNull().default('draft'),
    notes: text('notes'),
    /** Optimistic concurrency: every change bumps it. */
    version: integer('version').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    unpublishedBy: uuid('unpublished_by').references(() => users.id, { onDelete: 'set null' }),
    unpublishReason: text('unpublish_reason'),
    attendanceLockedAt: timestamp('attendance_locked_at', { withTimezone: true }),
    attendanceLockedBy: uuid('attendance_locked_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Its assignments' attendance records, and how many of them are no-shows: counted again by
     * trigger whenever attendance is written or an assignment leaves the roster (migration
     * `stored_report_figures`), read by the hr dashboard's no-show rate (decision 019).
     */
    attendanceCount: integer('attendance_count').notNull().default(0),
    noShowCount: integer('no_show_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rosters_location_date_uq').on(t.locationId, t.date),
    index('rosters_date_idx').on(t.date, t.locationId),
    index('rosters_project_date_idx').on(t.projectId, t.date),
    enumCheck(t.status, ROSTER_STATUS),
  ],
);

export const rosterShifts = pgTable(
  'roster_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rosterId: uuid('roster_id')
      .notNull()
      .references(() => rosters.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => projectPositions.id, { onDelete: 'restrict' }),
    /** Minutes after midnight, 0-1439. */
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    breakMinutes: integer('break_minutes').notNull().default(0),
    headcount: integer('headcount').notNull().default(1),
    payRateCentsOverride: integer('pay_rate_cents_override'),
    notes: text('notes'),
    sort: integer('sort').notNull().default(0),
    /**
     * The shift's assignments counted (all, confirmed, declined) for the board and the lists. Kept
     * by the statement triggers of migration 0015 on roster_assignments, in the transaction of
     * every change there (insert, delete, a move to another shift, an answer), never written by hand.
     */
    filledCount: integer('filled_count').notNull().default(0),
    confirmedCount: integer('confirmed_count').notNull().default(0),
    declinedCount: integer('declined_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('roster_shifts_roster_idx').on(t.rosterId, t.sort),
    index('roster_shifts_position_idx').on(t.positionId),
    check(
      'roster_shifts_minutes_ck',
      sql`${t.startMinute} between 0 and 1439 and ${t.endMinute} between 0 and 1439 and ${t.startMinute} <> ${t.endMinute}`,
    ),
    check('roster_shifts_instants_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check('roster_shifts_break_ck', sql`${t.breakMinutes} >= 0`),
    check('roster_shifts_headcount_ck', sql`${t.headcount} >= 1`),
    check('roster_shifts_rate_ck', sql`${t.payRateCentsOverride} is null or ${t.payRateCentsOverride} >= 0`),
  ],
);

/**
 * A worker on a shift. Has statement triggers (migration 0015, hand-written SQL that drizzle-kit
 * does not model): every insert, delete and update here keeps roster_shifts' filled_count,
 * confirmed_count and declined_count, in the same transaction.
 */
export const rosterAssignments = pgTable(
  'roster_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => rosterShifts.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'restrict' }),
    /** The shift's instants, copied so a worker's shifts are one index range (overlap, rest, week). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Paid minutes as rostered (length minus break), for weekly hours. */
    rosteredMinutes: integer('rostered_minutes').notNull(),
    confirmation: enumText('confirmation', CONFIRMATION).notNull().default('none'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the one reminder mail (24 hours before the shift, no answer yet) was queued. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** Warning codes the assigning user accepted. */
    acceptedWarnings: text('accepted_warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Who asked for this shift's work on a rest day (decision 026): a part-timer's MOM minimum is a
     * day's pay or half of it by the answer. Null: the pay settings' `restDayWorkAt`.
     */
    restDayWorkAt: enumText('rest_day_work_at', REST_DAY_WORK_AT),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roster_assignments_shift_worker_uq').on(t.shiftId, t.workerId),
    index('roster_assignments_worker_time_idx').on(t.workerId, t.startsAt),
    // The eligible-worker picker: every assignment near one shift's time.
    index('roster_assignments_starts_idx').on(t.startsAt),
    enumCheck(t.confirmation, CONFIRMATION),
    enumCheck(t.restDayWorkAt, REST_DAY_WORK_AT),
  ],
);

export const rosterAttendance = pgTable(
  'roster_attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => rosterAssignments.id, { onDelete: 'cascade' }),
    /** As entered ("HH:MM") or imported. */
    clockInRaw: text('clock_in_raw'),
    clockOutRaw: text('clock_out_raw'),
    clockInAt: timestamp('clock_in_at', { withTimezone: true }),
    clockOutAt: timestamp('clock_out_at', { withTimezone: true }),
    /** After rounding (start never before the rostered start). */
    paidStartAt: timestamp('paid_start_at', { withTimezone: true }),
    paidEndAt: timestamp('paid_end_at', { withTimezone: true }),
    paidMinutes: integer('paid_minutes'),
    /** The break actually taken, in minutes; null = the rostered break (the shift's break_minutes). */
    actualBreakMinutes: integer('actual_break_minutes'),
    roundingStepMinutes: integer('rounding_step_minutes').notNull(),
    status: enumText('status', ATTENDANCE_STATUS).notNull(),
    lateMinutes: integer('late_minutes').notNull().default(0),
    earlyMinutes: integer('early_minutes').notNull().default(0),
    note: text('note'),
    /**
     * A no-show with the employer's consent or a reasonable excuse (decision 026): why, a note, who
     * recorded it and when. Null: not excused (an absence that forfeits a neighbouring public holiday's pay).
     */
    absenceExcuse: enumText('absence_excuse', ABSENCE_EXCUSE),
    absenceExcuseNote: text('absence_excuse_note'),
    absenceExcusedBy: uuid('absence_excused_by').references(() => users.id, { onDelete: 'set null' }),
    absenceExcusedAt: timestamp('absence_excused_at', { withTimezone: true }),
    enteredBy: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roster_attendance_assignment_uq').on(t.assignmentId),
    check('roster_attendance_paid_ck', sql`${t.paidMinutes} is null or ${t.paidMinutes} >= 0`),
    check('roster_attendance_break_ck', sql`${t.actualBreakMinutes} is null or ${t.actualBreakMinutes} >= 0`),
    enumCheck(t.status, ATTENDANCE_STATUS),
    enumCheck(t.absenceExcuse, ABSENCE_EXCUSE),
    // Only a no-show is excused.
    check('roster_attendance_excuse_ck', sql`${t.absenceExcuse} is null or ${t.status} = 'no_show'`),
  ],
);

/** A location's saved regulars: workers a planner fills shifts from in one action. */
export const rosterRegulars = pgTable(
  'roster_regulars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => projectLocations.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    /** The position this regular works; null = any. */
    positionId: uuid('position_id').references(() => projectPositions.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roster_regulars_location_worker_uq').on(t.locationId, t.workerId)],
);

/** The mailed link a worker confirms or declines a shift with. Only a hash of the token is stored. */
export const rosterConfirmTokens = pgTable(
  'roster_confirm_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => rosterAssignments.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    answer: enumText('answer', CONFIRM_ANSWER),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roster_confirm_tokens_hash_uq').on(t.tokenHash),
    index('roster_confirm_tokens_assignment_idx').on(t.assignmentId),
    enumCheck(t.answer, CONFIRM_ANSWER),
  ],
);

/**
 * A location's saved week (issue 29 item 8): its shifts by weekday (0 = Monday), each as a roster's
 * shift holds it (position, times "HH:MM", break, headcount, rate override, notes), planned again
 * into any week (domain/rosters/week-plan.ts). Names are unique per location, ignoring case.
 */
export const rosterWeekTemplates = pgTable(
  'roster_week_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => projectLocations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The Monday of the week it was saved from. */
    sourceWeek: date('source_week').notNull(),
    /** [{ weekday, positionId, start, end, breakMinutes, headcount, payRateCentsOverride, notes }] */
    shifts: jsonb('shifts').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roster_week_templates_location_name_uq').on(t.locationId, sql`lower(${t.name})`)],
);
