import { keepHiddenRate } from '@wf/shared/contracts/pay/pay-visibility';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  RosterCopyResult,
  RosterDetail,
  rosterCopyBody,
  rosterCreateBody,
  rosterFromWeekBody,
  rosterUnpublishBody,
  rosterUpdateBody,
  shiftInput,
} from '@wf/shared/contracts/rosters/rosters';
import {
  addDays,
  daysBetween,
  parseTimeOfDay,
  rosteredMinutes,
  shiftInterval,
  weekStart,
} from '@wf/shared/domain/rosters/roster-rules';
import type { Db, DbOrTx } from '../../db/client.ts';
import { projectPositions, projects, rosterAssignments, rosterShifts, rosters } from '../../db/schema/index.ts';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../http/errors.ts';
import { createRosters } from './roster-batch.ts';
import { writeAudit } from '../audit/index.ts';
import { getRoster } from './roster-queries.ts';
import { checkWorker, loadShift, rosterConflict } from './roster-rules-db.ts';
import { queueShiftMails } from './roster-mail.ts';
import { refusePaidShifts } from './paid-shifts.ts';
import { emitPayRatesChanged } from '../../hooks.ts';
import * as clock from '@wf/shared/domain/clock';
import { shiftFieldsOf } from '@wf/shared/domain/rosters/week-plan';
import { paidShiftChanges, shiftRemovable } from '@wf/shared/domain/rosters/shift-edits';

/** What the roster services need from the app. */
export type RosterEnv = { db: Db; publicUrl: string; roundingMinutes: number; kickMail(): void };

type ShiftInput = z.output<typeof shiftInput>;

/** The columns of a shift on a date from its input. */
export function shiftColumns(date: string, s: ShiftInput, sort: number) {
  const start = parseTimeOfDay(s.start)!;
  const end = parseTimeOfDay(s.end)!;
  const i = shiftInterval(date, start, end);
  return {
    positionId: s.positionId,
    startMinute: start,
    endMinute: end,
    startsAt: i.start,
    endsAt: i.end,
    breakMinutes: s.breakMinutes,
    headcount: s.headcount,
    payRateCentsOverride: s.payRateCentsOverride,
    notes: s.notes,
    sort,
    rostered: rosteredMinutes(i.lengthMinutes, s.breakMinutes),
  };
}

/** The shift problems of a roster's shifts as the 400's fields: a position not the project's, a break as long as the shift. */
export function shiftProblems(ownPositionIds: ReadonlySet<string>, date: string, shifts: ShiftInput[]): Record<string, string> | null {
  const fields: Record<string, string> = {};
  shifts.forEach((s, i) => {
    if (!ownPositionIds.has(s.positionId)) fields[`shifts.${i}.positionId`] = 'validation.invalid';
    const c = shiftColumns(date, s, i);
    if (c.rostered <= 0) fields[`shifts.${i}.breakMinutes`] = 'validation.max';
  });
  return Object.keys(fields).length ? fields : null;
}

export const shiftsRefused = (fields: Record<string, string>) => badRequest('Check the shifts', fields);

/** Refuses a position that is not one of the project's (400 naming shifts.i.positionId), and a break as long as the shift. */
async function checkShifts(tx: DbOrTx, projectId: string, date: string, shifts: ShiftInput[]): Promise<void> {
  if (shifts.length === 0) return;
  const own = await tx
    .select({ id: projectPositions.id })
    .from(projectPositions)
    .where(eq(projectPositions.projectId, projectId));
  const fields = shiftProblems(new Set(own.map((p) => p.id)), date, shifts);
  if (fields) throw shiftsRefused(fields);
}

/** Where a roster may be made: a known location, not archived, of an open project. */
export function locationProblem(
  loc: { archivedAt: Date | null; projectStatus: string } | undefined,
): AppError | null {
  if (!loc) return badRequest('No such location', { locationId: 'validation.invalid' });
  if (loc.archivedAt) return badRequest('This location is archived', { locationId: 'validation.invalid' });
  if (loc.projectStatus === 'completed' || loc.projectStatus === 'cancelled')
    return badRequest('Rosters can only be made for an open project', { locationId: 'validation.closedProject' });
  return null;
}

export const rosterExists = (existing: { id: string } | undefined) =>
  rosterConflict('ROSTER_EXISTS', 'This location has a roster for that date already', existing);

async function lockRoster(tx: DbOrTx, id: string) {
  const r = (await tx.select().from(rosters).where(eq(rosters.id, id)).for('update'))[0];
  if (!r) throw notFound('No such roster');
  return r;
}

async function checkVersion(tx: DbOrTx, r: { id: string; version: number }, version: number) {
  if (r.version !== version)
    throw rosterConflict('STALE_VERSION', 'Someone else changed this roster; reload it', await getRoster(tx, r.id));
}

async function insertRoster(
  tx: DbOrTx,
  actorId: string,
  locationId: string,
  projectId: string,
  date: string,
  notes: string | null,
  shifts: ShiftInput[],
): Promise<{ id: string; shiftIds: string[] }> {
  let id: string;
  try {
    const inserted = await tx
      .insert(rosters)
      .values({ locationId, projectId, date, notes, createdBy: actorId })
      .returning({ id: rosters.id });
    id = inserted[0]!.id;
  } catch (err) {
    if (isUniqueViolation(err, 'rosters_location_date_uq')) {
      const existing = await tx
        .select({ id: rosters.id })
        .from(rosters)
        .where(and(eq(rosters.locationId, locationId), eq(rosters.date, date)));
      throw rosterConflict('ROSTER_EXISTS', 'This location has a roster for that date already', {
        id: existing[0]?.id,
      });
    }
    throw err;
  }
  const shiftIds: string[] = [];
  for (const [i, s] of shifts.entries()) {
    const { rostered: _r, ...cols } = shiftColumns(date, s, i);
    const row = await tx
      .insert(rosterShifts)
      .values({ rosterId: id, ...cols })
      .returning({ id: rosterShifts.id });
    shiftIds.push(row[0]!.id);
  }
  return { id, shiftIds };
}

/** The existing roster of a location and date, if any (checked first: a failed insert would end a PostgreSQL transaction). */
async function existingRoster(tx: DbOrTx, locationId: string, date: string) {
  return (
    await tx
      .select({ id: rosters.id })
      .from(rosters)
      .where(and(eq(rosters.locationId, locationId), eq(rosters.date, date)))
  )[0];
}

export async function createRoster(
  env: RosterEnv,
  actorId: string,
  b: z.output<typeof rosterCreateBody>,
): Promise<RosterDetail> {
  return env.db.transaction(async (tx) => {
    // The batch form with one roster: the same rules and writes as the roster import's (roster-batch.ts).
    const [outcome] = await createRosters(tx, actorId, [b], { write: true });
    if (!outcome!.ok) throw outcome!.error;
    return getRoster(tx, outcome!.value.id);
  });
}

/** A shift as read (the roster detail) given back to updateRoster unchanged but for its headcount: kept by id. */
export const keptShift = (s: RosterDetail['shifts'][number], headcount: number) => ({
  id: s.id,
  positionId: s.positionId,
  start: s.start,
  end: s.end,
  breakMinutes: s.breakMinutes,
  headcount,
  payRateCentsOverride: s.payRateCentsOverride,
  notes: s.notes,
});

/**
 * Replaces a roster's shifts: kept by id (their assignments move with new times), new ones added,
 * missing ones removed (refused while they have assignments). Workers of a changed shift of a
 * published roster are told, and asked to confirm again.
 */
export async function updateRoster(
  env: RosterEnv,
  actorId: string,
  id: string,
  sent: z.output<typeof rosterUpdateBody>,
  /** Whether the caller reads this roster's rates (seesPayOf); one who does not keeps the stored overrides. */
  showsPay = true,
): Promise<RosterDetail> {
  const result = await env.db.transaction(async (tx) => {
    const r = await lockRoster(tx, id);
    await checkVersion(tx, r, sent.version);
    const before = await getRoster(tx, id);
    const existing = new Map(before.shifts.map((s) => [s.id, s]));
    // The page showed such a caller no rates: what comes back is not a change (decision 018).
    const b = {
      ...sent,
      shifts: sent.shifts.map((s) => ({
        ...s,
        payRateCentsOverride: keepHiddenRate(showsPay, s.payRateCentsOverride, (s.id ? existing.get(s.id)?.payRateCentsOverride : null) ?? null),
      })),
    };
    await checkShifts(tx, r.projectId, r.date, b.shifts);
    for (const [i, s] of b.shifts.entries())
      if (s.id && !existing.has(s.id))
        throw badRequest('No such shift on this roster', { [`shifts.${i}.id`]: 'validation.invalid' });
    // A paid shift keeps its times, break, position and rate (issue #26 item 6; the editor disables by the same rule).
    const repriced = b.shifts.flatMap((s) => {
      const old = s.id ? existing.get(s.id) : undefined;
      return old && paidShiftChanges(old, s).length ? [old.id] : [];
    });
    await refusePaidShifts(tx, { shiftIds: repriced }, 'change these shifts');
    const keep = new Set(b.shifts.map((s) => s.id).filter(Boolean));
    const removed = before.shifts.filter((s) => !keep.has(s.id));
    const busy = removed.find((s) => !shiftRemovable(s));
    if (busy)
      throw rosterConflict('SHIFT_HAS_ASSIGNMENTS', 'Unassign the workers of a shift before removing it', {
        shiftId: busy.id,
      });
    if (removed.length)
      await tx.delete(rosterShifts).where(
        inArray(
          rosterShifts.id,
          removed.map((s) => s.id),
        ),
      );
    const changedAssignments: string[] = [];
    for (const [i, s] of b.shifts.entries()) {
      const { rostered, ...cols } = shiftColumns(r.date, s, i);
      if (!s.id) {
        await tx.insert(rosterShifts).values({ rosterId: id, ...cols });
        continue;
      }
      const old = existing.get(s.id)!;
      await tx
        .update(rosterShifts)
        .set({ ...cols, updatedAt: clock.now() })
        .where(eq(rosterShifts.id, s.id));
      const timesChanged =
        old.startsAt !== cols.startsAt.toISOString() ||
        old.endsAt !== cols.endsAt.toISOString() ||
        old.breakMinutes !== cols.breakMinutes ||
        old.positionId !== cols.positionId;
      // Break, position or rate override feed the pay of its attended workers (pay module, through the hook).
      if (old.assignments.length && (timesChanged || old.payRateCentsOverride !== cols.payRateCentsOverride))
        await emitPayRatesChanged(tx, { shiftIds: [s.id] });
      if (timesChanged && old.assignments.length) {
        await tx
          .update(rosterAssignments)
          .set({
            startsAt: cols.startsAt,
            endsAt: cols.endsAt,
            rosteredMinutes: rostered,
            confirmation: 'none',
            confirmedAt: null,
          })
          .where(eq(rosterAssignments.shiftId, s.id));
        changedAssignments.push(...old.assignments.map((a) => a.id));
      }
    }
    await tx
      .update(rosters)
      .set({ notes: b.notes, version: r.version + 1, updatedAt: clock.now() })
      .where(eq(rosters.id, id));
    const mailed =
      r.status === 'published' ? await queueShiftMails(tx, env.publicUrl, changedAssignments, 'changed') : 0;
    const after = await getRoster(tx, id);
    await writeAudit(tx, {
      actorId,
      action: 'roster.update',
      entityType: 'roster',
      entityId: id,
      before: { notes: before.notes, shifts: before.shifts.map(({ assignments: _a, ...s }) => s) },
      after: { notes: b.notes, shifts: b.shifts, mailed },
    });
    return { after, mailed };
  });
  if (result.mailed) env.kickMail();
  return result.after;
}

/** The ids of every assignment on the roster's shifts (whom a publish or unpublish mails). */
async function assignmentIdsOf(tx: DbOrTx, rosterId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: rosterAssignments.id })
    .from(rosterAssignments)
    .innerJoin(rosterShifts, eq(rosterShifts.id, rosterAssignments.shiftId))
    .where(eq(rosterShifts.rosterId, rosterId));
  return rows.map((a) => a.id);
}

/** Draft -> published; every assigned worker gets one e-mail with a confirmation link. */
export async function publishRoster(env: RosterEnv, actorId: string, id: string, version: number) {
  const result = await env.db.transaction(async (tx) => {
    const r = await lockRoster(tx, id);
    await checkVersion(tx, r, version);
    if (r.status !== 'draft')
      throw rosterConflict('ROSTER_STATUS', 'This roster is published already', await getRoster(tx, id));
    const now = clock.now();
    await tx
      .update(rosters)
      .set({ status: 'published', publishedAt: now, publishedBy: actorId, version: r.version + 1, updatedAt: now })
      .where(eq(rosters.id, id));
    const assignments = await assignmentIdsOf(tx, id);
    const mailed = await queueShiftMails(
      tx,
      env.publicUrl,
      assignments,
      'published',
    );
    await writeAudit(tx, {
      actorId,
      action: 'roster.publish',
      entityType: 'roster',
      entityId: id,
      before: { status: 'draft' },
      after: { status: 'published', mailed },
    });
    return { after: await getRoster(tx, id), mailed };
  });
  if (result.mailed) env.kickMail();
  return result.after;
}

/** Published -> draft with a reason; the assigned workers are told. */
export async function unpublishRoster(
  env: RosterEnv,
  actorId: string,
  id: string,
  b: z.output<typeof rosterUnpublishBody>,
) {
  const result = await env.db.transaction(async (tx) => {
    const r = await lockRoster(tx, id);
    await checkVersion(tx, r, b.version);
    if (r.status !== 'published')
      throw rosterConflict('ROSTER_STATUS', 'This roster is not published', await getRoster(tx, id));
    await refusePaidShifts(tx, { rosterId: id }, 'unpublish this roster');
    const now = clock.now();
    await tx
      .update(rosters)
      .set({
        status: 'draft',
        unpublishedAt: now,
        unpublishedBy: actorId,
        unpublishReason: b.reason,
        version: r.version + 1,
        updatedAt: now,
      })
      .where(eq(rosters.id, id));
    const assignments = await assignmentIdsOf(tx, id);
    const mailed = await queueShiftMails(
      tx,
      env.publicUrl,
      assignments,
      'unpublished',
      b.reason,
    );
    await writeAudit(tx, {
      actorId,
      action: 'roster.unpublish',
      entityType: 'roster',
      entityId: id,
      before: { status: 'published' },
      after: { status: 'draft', reason: b.reason, mailed },
    });
    return { after: await getRoster(tx, id), mailed };
  });
  if (result.mailed) env.kickMail();
  return result.after;
}

/** Deletes a draft (its shifts and assignments with it); a published roster is refused. */
export async function deleteRoster(env: RosterEnv, actorId: string, id: string): Promise<void> {
  await env.db.transaction(async (tx) => {
    const r = await lockRoster(tx, id);
    if (r.status !== 'draft')
      throw rosterConflict(
        'ROSTER_NOT_DRAFT',
        'Only a draft roster can be deleted; unpublish it first',
        await getRoster(tx, id),
      );
    await refusePaidShifts(tx, { rosterId: id }, 'delete this roster');
    const before = await getRoster(tx, id);
    await tx.delete(rosters).where(eq(rosters.id, id));
    await writeAudit(tx, { actorId, action: 'roster.delete', entityType: 'roster', entityId: id, before });
  });
}

/**
 * Copies one roster to a date (a draft with the same shifts), optionally with its workers, each
 * re-checked (a refused one or one with warnings is reported, not copied). Skips a date with a roster.
 */
async function copyOne(
  tx: DbOrTx,
  actorId: string,
  source: RosterDetail,
  date: string,
  includeAssignments: boolean,
  out: RosterCopyResult,
): Promise<void> {
  if (await existingRoster(tx, source.locationId, date)) {
    out.skipped.push({ locationId: source.locationId, date, reason: 'ROSTER_EXISTS' });
    return;
  }
  const shifts: ShiftInput[] = source.shifts.map(shiftFieldsOf);
  const { id, shiftIds } = await insertRoster(
    tx,
    actorId,
    source.locationId,
    source.projectId,
    date,
    source.notes,
    shifts,
  );
  out.created.push({ id, locationId: source.locationId, date });
  if (!includeAssignments) return;
  for (const [i, s] of source.shifts.entries()) {
    const shift = await loadShift(tx, shiftIds[i]!, true);
    // A worker who declined the source shift is not copied onto the new one.
    for (const a of s.assignments.filter((x) => x.confirmation !== 'declined').slice(0, s.headcount)) {
      const check = await checkWorker(tx, shift, a.workerId);
      const code = check.refusals[0] ?? check.warnings[0];
      if (code) {
        out.assignmentsSkipped.push({ date, workerId: a.workerId, workerName: a.workerName, code });
        continue;
      }
      await tx.insert(rosterAssignments).values({
        shiftId: shift.shiftId,
        workerId: a.workerId,
        startsAt: shift.startsAt,
        endsAt: shift.endsAt,
        rosteredMinutes: shift.rosteredMinutes,
        createdBy: actorId,
      });
    }
  }
}

export async function copyRoster(
  env: RosterEnv,
  actorId: string,
  id: string,
  b: z.output<typeof rosterCopyBody>,
): Promise<RosterCopyResult> {
  return env.db.transaction(async (tx) => {
    const source = await getRoster(tx, id);
    const out: RosterCopyResult = { created: [], skipped: [], assignmentsSkipped: [] };
    for (const date of [...new Set(b.dates)].sort()) {
      if (date === source.date) {
        out.skipped.push({ locationId: source.locationId, date, reason: 'SAME_DATE' });
        continue;
      }
      await copyOne(tx, actorId, source, date, b.includeAssignments, out);
    }
    await writeAudit(tx, {
      actorId,
      action: 'roster.copy',
      entityType: 'roster',
      entityId: id,
      after: { dates: b.dates, includeAssignments: b.includeAssignments, created: out.created.map((c) => c.id) },
    });
    return out;
  });
}

/** Creates a week of rosters from a template week: each roster of the template moved by whole weeks. */
export async function rostersFromWeek(
  env: RosterEnv,
  actorId: string,
  b: z.output<typeof rosterFromWeekBody>,
  managedBy?: string,
): Promise<RosterCopyResult> {
  const sourceMonday = weekStart(b.sourceWeek);
  const targetMonday = weekStart(b.targetWeek);
  if (sourceMonday === targetMonday)
    throw badRequest('Choose another week to copy into', { targetWeek: 'validation.invalid' });
  const shift = daysBetween(sourceMonday, targetMonday);
  return env.db.transaction(async (tx) => {
    const conds = [gte(rosters.date, sourceMonday), lte(rosters.date, addDays(sourceMonday, 6))];
    if (b.locationIds?.length) conds.push(inArray(rosters.locationId, b.locationIds));
    // A manager copies only the rosters of the projects they manage.
    if (managedBy)
      conds.push(
        inArray(
          rosters.projectId,
          tx.select({ id: projects.id }).from(projects).where(eq(projects.managerId, managedBy)),
        ),
      );
    const sources = await tx
      .select({ id: rosters.id })
      .from(rosters)
      .where(and(...conds))
      .orderBy(rosters.date, rosters.locationId);
    const out: RosterCopyResult = { created: [], skipped: [], assignmentsSkipped: [] };
    for (const s of sources) {
      const source = await getRoster(tx, s.id);
      await copyOne(tx, actorId, source, addDays(source.date, shift), b.includeAssignments, out);
    }
    await writeAudit(tx, {
      actorId,
      action: 'roster.from_week',
      entityType: 'roster',
      entityId: null,
      after: { sourceWeek: sourceMonday, targetWeek: targetMonday, created: out.created.map((c) => c.id) },
    });
    return out;
  });
}
