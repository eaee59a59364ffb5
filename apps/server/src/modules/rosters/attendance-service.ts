import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AttendanceSheet, absenceExcuseBody, attendanceBody, noShowBody, restDayRequestBody } from '@wf/shared/contracts/rosters/rosters';
import { workingDaysAround } from '@wf/shared/domain/pay/part-time';
import { FROZEN_PAY_RUN_STATUSES } from '@wf/shared/domain/pay/pay-run';
import type { Role } from '@wf/shared/roles';
import type { Actor } from '../../http/access.ts';
import { shiftRate } from '@wf/shared/domain/pay/shift-pay';
import { seesPayOf } from '@wf/shared/contracts/pay/endpoints';
import { attendanceNotYet, TIME_GUARD_CODES } from '@wf/shared/domain/time-guards';
import { now as clockNow } from '@wf/shared/domain/clock';
import { formatDateTime } from '@wf/shared/domain/format';
import type { DbOrTx } from '../../db/client.ts';
import {
  clients,
  projectLocations,
  projectPositions,
  projects,
  rosterAssignments,
  rosterAttendance,
  rosterShifts,
  rosters,
  shiftPayments,
  users,
  workers,
} from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { arrayLiteral } from '../../db/insert-many.ts';
import { holidaysBetween } from '../public-holidays/index.ts';
import { iso, isoOrNull } from '../../http/list-helpers.ts';
import { writeAudit } from '../audit/index.ts';
import { emitAttendanceChanged } from '../../hooks.ts';
import { rosterConflict } from './roster-rules-db.ts';
import { writeAttendances, type AttendanceInput } from './roster-batch.ts';
import { refusePaidShifts } from './paid-shifts.ts';
import type { RosterEnv } from './roster-service.ts';

/** Roles that may change a locked sheet (with a reason). */
const LOCKED_EDITORS: readonly Role[] = ['admin', 'hr'];


/**
 * The day sheet of a roster, with each attendance's shift payment; its money only for a viewer
 * who sees this project's pay (finance, admin, the project's manager: `seesPayOf`).
 */
export async function attendanceSheet(
  db: DbOrTx,
  viewer: Actor,
  rosterId: string,
  roundingMinutes: number,
): Promise<AttendanceSheet> {
  const locker = alias(users, 'locker');
  const head = (
    await db
      .select({
        rosterId: rosters.id,
        date: rosters.date,
        locationName: projectLocations.name,
        projectCode: projects.code,
        projectName: projects.name,
        clientName: clients.name,
        rosterStatus: rosters.status,
        lockedAt: rosters.attendanceLockedAt,
        lockedByName: locker.name,
        managerId: projects.managerId,
      })
      .from(rosters)
      .innerJoin(projectLocations, eq(projectLocations.id, rosters.locationId))
      .innerJoin(projects, eq(projects.id, rosters.projectId))
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .leftJoin(locker, eq(locker.id, rosters.attendanceLockedBy))
      .where(eq(rosters.id, rosterId))
  )[0];
  if (!head) throw notFound('No such roster');
  const enteredBy = alias(users, 'entered_by');
  const updatedBy = alias(users, 'updated_by');
  const excusedBy = alias(users, 'excused_by');
  const rows = await db
    .select({
      assignmentId: rosterAssignments.id,
      shiftId: rosterShifts.id,
      position: projectPositions.position,
      workerId: workers.id,
      workerName: workers.name,
      employeeCode: workers.employeeCode,
      rosteredStart: rosterShifts.startsAt,
      rosteredEnd: rosterShifts.endsAt,
      breakMinutes: rosterShifts.breakMinutes,
      actualBreakMinutes: rosterAttendance.actualBreakMinutes,
      restDayWorkAt: rosterAssignments.restDayWorkAt,
      overrideRateCents: rosterShifts.payRateCentsOverride,
      positionRateCents: projectPositions.payRateCents,
      workerRateCents: workers.hourlyRateCents,
      attendanceId: rosterAttendance.id,
      clockInRaw: rosterAttendance.clockInRaw,
      clockOutRaw: rosterAttendance.clockOutRaw,
      clockInAt: rosterAttendance.clockInAt,
      clockOutAt: rosterAttendance.clockOutAt,
      paidStartAt: rosterAttendance.paidStartAt,
      paidEndAt: rosterAttendance.paidEndAt,
      paidMinutes: rosterAttendance.paidMinutes,
      status: rosterAttendance.status,
      lateMinutes: rosterAttendance.lateMinutes,
      earlyMinutes: rosterAttendance.earlyMinutes,
      note: rosterAttendance.note,
      excuseKind: rosterAttendance.absenceExcuse,
      excuseNote: rosterAttendance.absenceExcuseNote,
      excusedByName: excusedBy.name,
      excusedAt: rosterAttendance.absenceExcusedAt,
      enteredByName: enteredBy.name,
      enteredAt: rosterAttendance.enteredAt,
      updatedByName: updatedBy.name,
      updatedAt: rosterAttendance.updatedAt,
      payWorkedMinutes: shiftPayments.workedMinutes,
      payOvertimeMinutes: shiftPayments.overtimeMinutes,
      payDayKind: shiftPayments.dayKind,
      payRateCents: shiftPayments.rateCents,
      payTotalCents: shiftPayments.totalCents,
      payStatus: shiftPayments.status,
    })
    .from(rosterAssignments)
    .innerJoin(rosterShifts, eq(rosterShifts.id, rosterAssignments.shiftId))
    .innerJoin(projectPositions, eq(projectPositions.id, rosterShifts.positionId))
    .innerJoin(workers, eq(workers.id, rosterAssignments.workerId))
    .leftJoin(rosterAttendance, eq(rosterAttendance.assignmentId, rosterAssignments.id))
    .leftJoin(enteredBy, eq(enteredBy.id, rosterAttendance.enteredBy))
    .leftJoin(updatedBy, eq(updatedBy.id, rosterAttendance.updatedBy))
    .leftJoin(excusedBy, eq(excusedBy.id, rosterAttendance.absenceExcusedBy))
    .leftJoin(shiftPayments, eq(shiftPayments.assignmentId, rosterAssignments.id))
    .where(eq(rosterShifts.rosterId, rosterId))
    .orderBy(
      asc(rosterShifts.sort),
      asc(rosterShifts.startMinute),
      asc(sql`lower(${workers.name})`),
      asc(rosterAssignments.id),
    );
  const { managerId, ...sheet } = head;
  const showsPay = seesPayOf(viewer, managerId);
  return {
    ...sheet,
    roundingStepMinutes: roundingMinutes,
    locked: head.lockedAt !== null,
    lockedAt: isoOrNull(head.lockedAt),
    showsPay,
    rows: rows.map(({ payWorkedMinutes, payOvertimeMinutes, payDayKind, payRateCents, payTotalCents, payStatus, overrideRateCents, positionRateCents, workerRateCents, excuseKind, excuseNote, excusedByName, excusedAt, ...r }) => ({
      ...r,
      excuse: excuseKind && excusedAt ? { kind: excuseKind, note: excuseNote, byName: excusedByName, at: iso(excusedAt) } : null,
      // The rate this worker is paid on the shift and where it comes from (issue 29, item 3), to a viewer who sees pay.
      rate: showsPay ? shiftRate({ overrideRateCents, positionRateCents }, workerRateCents) : null,
      pay:
        payWorkedMinutes === null || payDayKind === null || payStatus === null
          ? null
          : {
              workedMinutes: payWorkedMinutes,
              overtimeMinutes: payOvertimeMinutes ?? 0,
              dayKind: payDayKind,
              rateCents: showsPay ? payRateCents : null,
              totalCents: showsPay ? payTotalCents : null,
              locked: payStatus === 'locked',
            },
      rosteredStart: iso(r.rosteredStart),
      rosteredEnd: iso(r.rosteredEnd),
      clockInAt: isoOrNull(r.clockInAt),
      clockOutAt: isoOrNull(r.clockOutAt),
      paidStartAt: isoOrNull(r.paidStartAt),
      paidEndAt: isoOrNull(r.paidEndAt),
      lateMinutes: r.attendanceId ? r.lateMinutes : null,
      earlyMinutes: r.attendanceId ? r.earlyMinutes : null,
      enteredAt: isoOrNull(r.enteredAt),
      updatedAt: isoOrNull(r.updatedAt),
    })),
  };
}

/** The lock rule of an attendance sheet: on a locked sheet a manager is refused; hr and admin must give a reason. */
export function sheetLockProblem(locked: boolean, actor: Actor, reason: string | null | undefined): AppError | null {
  if (!locked) return null;
  if (!LOCKED_EDITORS.includes(actor.role))
    return new AppError(403, 'ATTENDANCE_LOCKED', 'This attendance sheet is locked; only hr or an admin can change it');
  if (!reason) return badRequest('Give a reason for changing a locked sheet', { reason: 'validation.required' });
  return null;
}

/** A break longer than the time on site (attendanceValues' problem) as the 400 the sheet shows. */
export const breakTooLong = (problem: string) =>
  badRequest('The break is longer than the time between clock-in and clock-out', { actualBreakMinutes: problem });

/**
 * Locks the roster row and applies the lock rule: on a locked sheet a manager is refused (403
 * ATTENDANCE_LOCKED); hr and admin must give a reason.
 */
async function openSheet(tx: DbOrTx, rosterId: string, actor: Actor, reason: string | null | undefined) {
  const r = (
    await tx
      .select({ id: rosters.id, date: rosters.date, lockedAt: rosters.attendanceLockedAt })
      .from(rosters)
      .where(eq(rosters.id, rosterId))
      .for('update')
  )[0];
  if (!r) throw notFound('No such roster');
  const problem = sheetLockProblem(r.lockedAt !== null, actor, reason);
  if (problem) throw problem;
  return { ...r, locked: r.lockedAt !== null };
}

async function assignmentOf(tx: DbOrTx, assignmentId: string) {
  const a = (
    await tx
      .select({
        id: rosterAssignments.id,
        workerId: rosterAssignments.workerId,
        rosterId: rosterShifts.rosterId,
        date: rosters.date,
        startsAt: rosterShifts.startsAt,
        endsAt: rosterShifts.endsAt,
        breakMinutes: rosterShifts.breakMinutes,
      })
      .from(rosterAssignments)
      .innerJoin(rosterShifts, eq(rosterShifts.id, rosterAssignments.shiftId))
      .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
      .where(eq(rosterAssignments.id, assignmentId))
  )[0];
  if (!a) throw notFound('No such assignment');
  return a;
}

/** Attendance only for a shift that has started (Singapore time): 409 SHIFT_NOT_STARTED saying when it opens. */
export function refuseBeforeStart(startsAt: Date): void {
  const notYet = attendanceNotYet(startsAt, clockNow());
  if (notYet)
    throw rosterConflict(
      TIME_GUARD_CODES.shiftNotStarted,
      `This shift has not started yet; its attendance can be recorded from ${formatDateTime(notYet.opensAt)} (Singapore time)`,
      { opensAt: notYet.opensAt.toISOString() },
    );
}

/** actualBreak: the break taken in minutes; null = the rostered one. */
type Entry = AttendanceInput;

/** Writes one attendance (insert or update) with its paid times and status, and its audit entry: the batch form with one row. */
async function writeEntry(
  tx: DbOrTx,
  actor: Actor,
  a: Awaited<ReturnType<typeof assignmentOf>>,
  e: Entry,
  step: number,
  reason: string | null | undefined,
  locked: boolean,
): Promise<void> {
  const [outcome] = await writeAttendances(tx, actor, [{ a, e }], {
    step,
    reason,
    lockedRosters: new Set(locked ? [a.rosterId] : []),
    write: true,
  });
  if (!outcome!.ok) throw outcome!.error;
}

export async function recordAttendance(
  env: RosterEnv,
  actor: Actor,
  assignmentId: string,
  b: z.output<typeof attendanceBody>,
) {
  return env.db.transaction(async (tx) => {
    const a = await assignmentOf(tx, assignmentId);
    const sheet = await openSheet(tx, a.rosterId, actor, b.reason);
    await writeEntry(
      tx,
      actor,
      a,
      { clockIn: b.clockIn, clockOut: b.clockOut, note: b.note, actualBreak: b.actualBreakMinutes },
      env.roundingMinutes,
      b.reason,
      sheet.locked,
    );
    return attendanceSheet(tx, actor, a.rosterId, env.roundingMinutes);
  });
}

export async function recordNoShow(env: RosterEnv, actor: Actor, assignmentId: string, b: z.output<typeof noShowBody>) {
  return env.db.transaction(async (tx) => {
    const a = await assignmentOf(tx, assignmentId);
    const sheet = await openSheet(tx, a.rosterId, actor, b.reason);
    await writeEntry(
      tx,
      actor,
      a,
      { clockIn: null, clockOut: null, note: b.note, actualBreak: null },
      env.roundingMinutes,
      b.reason,
      sheet.locked,
    );
    return attendanceSheet(tx, actor, a.rosterId, env.roundingMinutes);
  });
}

export async function clearAttendance(env: RosterEnv, actor: Actor, assignmentId: string, reason: string | null) {
  return env.db.transaction(async (tx) => {
    const a = await assignmentOf(tx, assignmentId);
    await openSheet(tx, a.rosterId, actor, reason);
    await refusePaidShifts(tx, { assignmentId: a.id }, 'clear this attendance');
    const before = (await tx.select().from(rosterAttendance).where(eq(rosterAttendance.assignmentId, a.id)))[0];
    if (!before) throw rosterConflict('CONFLICT', 'No attendance was recorded for this worker');
    await tx.delete(rosterAttendance).where(eq(rosterAttendance.id, before.id));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'attendance.clear',
      entityType: 'roster_attendance',
      entityId: a.id,
      before: { clockInRaw: before.clockInRaw, clockOutRaw: before.clockOutRaw, status: before.status },
      after: { reason },
    });
    await emitAttendanceChanged(tx, { assignmentId: a.id, workerId: a.workerId, date: a.date, actorId: actor.id });
    return attendanceSheet(tx, actor, a.rosterId, env.roundingMinutes);
  });
}

/**
 * Records who asked for a shift's work on a rest day (decision 026): the sheet's lock rule applies,
 * a shift paid in an approved run is refused, the change is audited and the worker's week recomputed.
 */
export async function setRestDayRequest(env: RosterEnv, actor: Actor, assignmentId: string, b: z.output<typeof restDayRequestBody>) {
  return env.db.transaction(async (tx) => {
    const a = await assignmentOf(tx, assignmentId);
    await openSheet(tx, a.rosterId, actor, b.reason);
    await refusePaidShifts(tx, { assignmentId: a.id }, "change who asked for this shift's rest-day work");
    const before = (await tx.select({ at: rosterAssignments.restDayWorkAt }).from(rosterAssignments).where(eq(rosterAssignments.id, a.id)))[0]!;
    if (before.at !== b.restDayWorkAt) {
      await tx.update(rosterAssignments).set({ restDayWorkAt: b.restDayWorkAt }).where(eq(rosterAssignments.id, a.id));
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'attendance.rest_day_request',
        entityType: 'roster_assignment',
        entityId: a.id,
        before: { restDayWorkAt: before.at },
        after: { restDayWorkAt: b.restDayWorkAt, reason: b.reason ?? null },
      });
      await emitAttendanceChanged(tx, { assignmentId: a.id, workerId: a.workerId, date: a.date, actorId: actor.id });
    }
    return attendanceSheet(tx, actor, a.rosterId, env.roundingMinutes);
  });
}

/**
 * Records whether a no-show was with the employer's consent or a reasonable excuse (decision 026,
 * Employment Act s.88(3)): an excused absence does not forfeit a part-timer's public holiday before or
 * after it. A no-show only (409 otherwise); the sheet's lock rule applies; the attendance must still
 * read as the sheet showed it (`updatedAt`, 409 STALE_VERSION); refused (409 PAY_LOCKED) when a
 * holiday this day decides is held by an approved run or paid in one; audited, and the worker's
 * weeks around it recomputed (a public holiday worked next to it).
 */
export async function setAbsenceExcuse(env: RosterEnv, actor: Actor, assignmentId: string, b: z.output<typeof absenceExcuseBody>) {
  return env.db.transaction(async (tx) => {
    const a = await assignmentOf(tx, assignmentId);
    await openSheet(tx, a.rosterId, actor, b.reason);
    const before = (await tx.select().from(rosterAttendance).where(eq(rosterAttendance.assignmentId, a.id)).for('update'))[0];
    if (!before || before.status !== 'no_show')
      throw rosterConflict('CONFLICT', 'Only a no-show can be excused: record this worker as a no-show first');
    if (before.updatedAt.toISOString() !== new Date(b.updatedAt).toISOString())
      throw new AppError(409, 'STALE_VERSION', 'Someone else changed this attendance a moment ago. Reload to see it.', undefined, undefined, {
        updatedAt: before.updatedAt.toISOString(),
      });
    const note = b.excuse ? b.excuseNote : null;
    if (before.absenceExcuse !== b.excuse || (before.absenceExcuseNote ?? null) !== note) {
      await refusePaidShifts(tx, { assignmentId: a.id }, 'change whether this absence was excused');
      await refuseFrozenHolidays(tx, a.workerId, a.date);
      const now = clockNow();
      await tx
        .update(rosterAttendance)
        .set({
          absenceExcuse: b.excuse,
          absenceExcuseNote: note,
          absenceExcusedBy: b.excuse ? actor.id : null,
          absenceExcusedAt: b.excuse ? now : null,
          updatedBy: actor.id,
          updatedAt: now,
        })
        .where(eq(rosterAttendance.id, before.id));
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'attendance.excuse',
        entityType: 'roster_attendance',
        entityId: a.id,
        before: { absenceExcuse: before.absenceExcuse, absenceExcuseNote: before.absenceExcuseNote },
        after: { absenceExcuse: b.excuse, absenceExcuseNote: note, reason: b.reason ?? null },
      });
      await emitAttendanceChanged(tx, { assignmentId: a.id, workerId: a.workerId, date: a.date, actorId: actor.id });
    }
    return attendanceSheet(tx, actor, a.rosterId, env.roundingMinutes);
  });
}

/**
 * 409 PAY_LOCKED when the absence of `date` decides a public holiday (it is the working day immediately
 * before or after it, by the worker's usual days) that an approved run already holds: paid or listed
 * as unpaid on a frozen run's line, or worked on a shift paid in one. What was approved is what is paid;
 * a correction is an adjustment.
 */
async function refuseFrozenHolidays(tx: DbOrTx, workerId: string, date: string): Promise<void> {
  const w = (await tx.select({ days: workers.partTimeUsualDays }).from(workers).where(eq(workers.id, workerId)))[0];
  if (!w?.days?.length) return;
  const near = await holidaysBetween(tx, shiftDate(date, -14), shiftDate(date, 14));
  const all = new Set(near.map((h) => h.date));
  const decided = near.map((h) => h.date).filter((h) => {
    const around = workingDaysAround(h, w.days!, all);
    return around.before === date || around.after === date;
  });
  if (!decided.length) return;
  const frozen = sql.join(FROZEN_PAY_RUN_STATUSES.map((s) => sql`${s}`), sql`, `);
  const run = (
    await tx.execute(sql`
      select r.id, r.frequency, r.period_start::text as "periodStart", r.period_end::text as "periodEnd", r.status
      from pay_runs r
      where r.status in (${frozen}) and (
        exists (select 1 from pay_run_lines l
          cross join lateral jsonb_array_elements(coalesce(l.items->'holidays', '[]'::jsonb) || coalesce(l.items->'holidaysUnpaid', '[]'::jsonb)) h
          where l.run_id = r.id and l.worker_id = ${workerId} and h->>'date' = any(${arrayLiteral(decided)}::text[]))
        or exists (select 1 from shift_payments sp
          where sp.pay_run_id = r.id and sp.worker_id = ${workerId} and sp.status = 'locked' and sp.date = any(${arrayLiteral(decided)}::date[])))
      limit 1`)
  ).rows[0] as { id: string; frequency: string; periodStart: string; periodEnd: string; status: string } | undefined;
  if (run)
    throw rosterConflict(
      'PAY_LOCKED',
      `Cannot change whether this absence was excused: it decides the pay of a public holiday held by the ${run.frequency} pay run of ${run.periodStart} to ${run.periodEnd}, which is no longer a draft. Correct pay with an adjustment.`,
      { payRunId: run.id, periodStart: run.periodStart, periodEnd: run.periodEnd, status: run.status },
    );
}

const shiftDate = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Every assignment of the roster without an entry gets the rostered times (on time). */
export async function attendanceAsRostered(env: RosterEnv, actor: Actor, rosterId: string, reason: string | null) {
  return env.db.transaction(async (tx) => {
    const sheet = await openSheet(tx, rosterId, actor, reason);
    const open = await tx
      .select({ id: rosterAssignments.id, startMinute: rosterShifts.startMinute, endMinute: rosterShifts.endMinute })
      .from(rosterAssignments)
      .innerJoin(rosterShifts, eq(rosterShifts.id, rosterAssignments.shiftId))
      .leftJoin(rosterAttendance, eq(rosterAttendance.assignmentId, rosterAssignments.id))
      .where(and(eq(rosterShifts.rosterId, rosterId), sql`${rosterAttendance.id} is null`));
    const fmt = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    for (const o of open) {
      const a = await assignmentOf(tx, o.id);
      await writeEntry(
        tx,
        actor,
        a,
        { clockIn: fmt(o.startMinute), clockOut: fmt(o.endMinute), note: null, actualBreak: null },
        env.roundingMinutes,
        reason,
        sheet.locked,
      );
    }
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'attendance.as_rostered',
      entityType: 'roster',
      entityId: rosterId,
      after: { entries: open.length, reason },
    });
    return attendanceSheet(tx, actor, rosterId, env.roundingMinutes);
  });
}

export async function setAttendanceLock(
  env: RosterEnv,
  actor: Actor,
  rosterId: string,
  lock: boolean,
  reason: string | null,
) {
  return env.db.transaction(async (tx) => {
    const r = (
      await tx
        .select({ lockedAt: rosters.attendanceLockedAt })
        .from(rosters)
        .where(eq(rosters.id, rosterId))
        .for('update')
    )[0];
    if (!r) throw notFound('No such roster');
    if ((r.lockedAt !== null) === lock)
      throw rosterConflict(
        'ATTENDANCE_LOCK_STATE',
        lock ? 'This sheet is locked already' : 'This sheet is not locked',
        await attendanceSheet(tx, actor, rosterId, env.roundingMinutes),
      );
    await tx
      .update(rosters)
      .set(
        lock
          ? { attendanceLockedAt: clockNow(), attendanceLockedBy: actor.id }
          : { attendanceLockedAt: null, attendanceLockedBy: null },
      )
      .where(eq(rosters.id, rosterId));
    await writeAudit(tx, {
      actorId: actor.id,
      action: lock ? 'attendance.lock' : 'attendance.unlock',
      entityType: 'roster',
      entityId: rosterId,
      after: { reason },
    });
    return attendanceSheet(tx, actor, rosterId, env.roundingMinutes);
  });
}
