import { and, eq, gte, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { AssignmentRefusal, AssignmentWarning } from '@wf/shared/contracts/rosters/rosters';
import {
  addDays,
  assignmentWarnings,
  overlaps,
  sgtDate,
  sgtInstant,
  weekStart,
  type WorkedShift,
} from '@wf/shared/domain/rosters/roster-rules';
import type { DbOrTx } from '../../db/client.ts';
import {
  certificateTypes,
  clientDoNotSend,
  projectLocations,
  projectPositions,
  projects,
  rosterAssignments,
  rosterShifts,
  rosters,
  workerCertificates,
  workers,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';

/** Everything the assignment rules need to know about one shift. */
export type ShiftContext = {
  shiftId: string;
  rosterId: string;
  rosterStatus: 'draft' | 'published';
  rosterVersion: number;
  date: string;
  locationId: string;
  projectId: string;
  clientId: string;
  positionId: string;
  position: string;
  startsAt: Date;
  endsAt: Date;
  breakMinutes: number;
  headcount: number;
  rosteredMinutes: number;
  requiredCertificateTypeIds: string[];
};

/** A 409 the UI branches on by its code; `current` carries what it needs to show. */
export const rosterConflict = (code: string, message: string, current?: unknown) =>
  new AppError(409, code, message, undefined, undefined, current);

/** Certificate types a position requires: the project position's own and every type listing the position. */
export async function requiredCertificates(tx: DbOrTx, positionId: string, position: string): Promise<string[]> {
  const rows = await tx
    .select({ id: certificateTypes.id })
    .from(certificateTypes)
    .where(sql`${position} = any(${certificateTypes.positions})`);
  const own = await tx
    .select({ id: projectPositions.requiredCertificateTypeId })
    .from(projectPositions)
    .where(eq(projectPositions.id, positionId));
  return [...new Set([...rows.map((r) => r.id), ...(own[0]?.id ? [own[0].id] : [])])].sort();
}

/** Loads one shift (optionally locking its row FOR UPDATE: assignments to it then wait for each other). */
export async function loadShift(tx: DbOrTx, shiftId: string, lock = false): Promise<ShiftContext> {
  const q = tx
    .select({
      shiftId: rosterShifts.id,
      rosterId: rosters.id,
      rosterStatus: rosters.status,
      rosterVersion: rosters.version,
      date: rosters.date,
      locationId: rosters.locationId,
      projectId: rosters.projectId,
      clientId: projects.clientId,
      positionId: rosterShifts.positionId,
      position: projectPositions.position,
      startsAt: rosterShifts.startsAt,
      endsAt: rosterShifts.endsAt,
      breakMinutes: rosterShifts.breakMinutes,
      headcount: rosterShifts.headcount,
    })
    .from(rosterShifts)
    .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
    .innerJoin(projects, eq(projects.id, rosters.projectId))
    .innerJoin(projectPositions, eq(projectPositions.id, rosterShifts.positionId))
    .where(eq(rosterShifts.id, shiftId));
  const found = lock ? await q.for('update', { of: rosterShifts }) : await q;
  const s = found[0];
  if (!s) throw notFound('No such shift');
  const lengthMinutes = (s.endsAt.getTime() - s.startsAt.getTime()) / 60_000;
  return {
    ...s,
    rosteredMinutes: Math.max(0, lengthMinutes - s.breakMinutes),
    requiredCertificateTypeIds: await requiredCertificates(tx, s.positionId, s.position),
  };
}

/** The window of a worker's shifts the rules look at: the shift's week, and a day either side. */
export function ruleWindow(date: string): { from: Date; to: Date } {
  const monday = weekStart(date);
  return { from: sgtInstant(addDays(monday, -2), 0), to: sgtInstant(addDays(monday, 9), 0) };
}

export type WorkerCheck = {
  workerId: string;
  workerName: string;
  contactEmail: string | null;
  refusals: AssignmentRefusal[];
  warnings: AssignmentWarning[];
};

/**
 * Every rule for putting a worker on a shift (management.md, Assignment): refusals (not active,
 * blacklisted, the client's do-not-send list, a required certificate missing or not valid on the
 * shift date, an overlapping shift) and warnings (over 12 h on the day, under 8 h rest, over 44 h
 * in the week). `ignoreAssignmentIds`: assignments to leave out (a swap's own two).
 * With `lock`, the worker's row is locked so two assignments of one worker run one after the other.
 */
export async function checkWorker(
  tx: DbOrTx,
  shift: ShiftContext,
  workerId: string,
  opts: { lock?: boolean; ignoreAssignmentIds?: string[] } = {},
): Promise<WorkerCheck> {
  const wq = tx
    .select({ id: workers.id, name: workers.name, status: workers.status, email: workers.contactEmail })
    .from(workers)
    .where(eq(workers.id, workerId));
  const w = (opts.lock ? await wq.for('update') : await wq)[0];
  if (!w) throw notFound('No such worker');
  const refusals: AssignmentRefusal[] = [];
  if (w.status === 'blacklisted') refusals.push('WORKER_BLACKLISTED');
  else if (w.status !== 'active') refusals.push('WORKER_NOT_ACTIVE');

  const dns = await tx
    .select({ id: clientDoNotSend.id })
    .from(clientDoNotSend)
    .where(and(eq(clientDoNotSend.clientId, shift.clientId), eq(clientDoNotSend.workerId, workerId)));
  if (dns.length > 0) refusals.push('DO_NOT_SEND');

  if (shift.requiredCertificateTypeIds.length > 0) {
    const valid = await tx
      .selectDistinct({ typeId: workerCertificates.typeId })
      .from(workerCertificates)
      .where(
        and(
          eq(workerCertificates.workerId, workerId),
          inArray(workerCertificates.typeId, shift.requiredCertificateTypeIds),
          sql`(${workerCertificates.expiryDate} is null or ${workerCertificates.expiryDate} >= ${shift.date})`,
          sql`(${workerCertificates.issueDate} is null or ${workerCertificates.issueDate} <= ${shift.date})`,
        ),
      );
    if (valid.length < shift.requiredCertificateTypeIds.length) refusals.push('CERTIFICATE_MISSING');
  }

  const window = ruleWindow(shift.date);
  const ignore = opts.ignoreAssignmentIds ?? [];
  const others = await tx
    .select({
      startsAt: rosterAssignments.startsAt,
      endsAt: rosterAssignments.endsAt,
      minutes: rosterAssignments.rosteredMinutes,
    })
    .from(rosterAssignments)
    .where(
      and(
        eq(rosterAssignments.workerId, workerId),
        ne(rosterAssignments.shiftId, shift.shiftId),
        gte(rosterAssignments.startsAt, window.from),
        lt(rosterAssignments.startsAt, window.to),
        ignore.length ? notInArray(rosterAssignments.id, ignore) : undefined,
      ),
    );
  const candidate: WorkedShift = {
    start: shift.startsAt,
    end: shift.endsAt,
    date: shift.date,
    minutes: shift.rosteredMinutes,
  };
  const worked: WorkedShift[] = others.map((o) => ({
    start: o.startsAt,
    end: o.endsAt,
    date: sgtDate(o.startsAt),
    minutes: o.minutes,
  }));
  if (worked.some((o) => overlaps(o, candidate))) refusals.push('OVERLAPPING_SHIFT');
  const warnings = assignmentWarnings(
    candidate,
    worked.filter((o) => !overlaps(o, candidate)),
  );
  return { workerId, workerName: w.name, contactEmail: w.email, refusals, warnings };
}

const REFUSAL_TEXT: Record<AssignmentRefusal, string> = {
  WORKER_NOT_ACTIVE: 'This worker is not active',
  WORKER_BLACKLISTED: 'This worker is blacklisted',
  DO_NOT_SEND: "This worker is on the client's do-not-send list",
  CERTIFICATE_MISSING: 'This worker lacks a certificate the position requires, valid on the shift date',
  OVERLAPPING_SHIFT: 'This worker already works a shift at that time',
};

/** Throws the first refusal as its coded 409, or the warnings (unless accepted) as ASSIGNMENT_WARNINGS. */
export function enforce(check: WorkerCheck, acceptWarnings: boolean): AssignmentWarning[] {
  const refusal = check.refusals[0];
  if (refusal)
    throw rosterConflict(refusal, REFUSAL_TEXT[refusal], {
      workerId: check.workerId,
      refusals: check.refusals,
      warnings: check.warnings,
    });
  if (check.warnings.length > 0 && !acceptWarnings)
    throw rosterConflict('ASSIGNMENT_WARNINGS', 'Confirm the warnings to assign this worker', {
      workerId: check.workerId,
      refusals: [],
      warnings: check.warnings,
    });
  return check.warnings;
}

/** The location and project of a roster's location (404 when unknown). */
export async function locationInfo(tx: DbOrTx, locationId: string) {
  const rows = await tx
    .select({
      id: projectLocations.id,
      projectId: projectLocations.projectId,
      archivedAt: projectLocations.archivedAt,
      projectStatus: projects.status,
      clientId: projects.clientId,
    })
    .from(projectLocations)
    .innerJoin(projects, eq(projects.id, projectLocations.projectId))
    .where(eq(projectLocations.id, locationId));
  return rows[0];
}
