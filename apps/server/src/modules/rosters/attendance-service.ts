import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AttendanceSheet, attendanceBody, noShowBody, restDayRequestBody } from '@wf/shared/contracts/rosters/rosters';
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
    rows: rows.map(({ payWorkedMinutes, payOvertimeMinutes, payDayKind, payRateCents, payTotalCents, payStatus, overrideRateCents, positionRateCents, workerRateCents, ...r }) => ({
      ...r,
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
