import { and, eq } from 'drizzle-orm';
import type { RosterDetail } from '@wf/shared/contracts/rosters/rosters';
import type { ImportCounts, RowProblem } from '@wf/shared/contracts/data-migration/roster-import';
import type { ImportColumn } from '@wf/shared/domain/data-migration/roster-import-rows';
import type { Actor } from '../../http/access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rosterAttendance, rosters } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import {
  assignWorker,
  createRoster,
  getRoster,
  recordAttendance,
  updateRoster,
  type RosterEnv,
} from '../rosters/index.ts';
import { shiftKey, type Plan, type PlanRoster, type PlanShift } from './import-plan.ts';

/** A row problem as stored: the rule's message goes into the error file. */
export type StoredProblem = RowProblem & { message?: string };

/** What one import created or changed (roster_import_items). */
export type ImportItem = {
  kind: 'roster' | 'shift' | 'assignment' | 'attendance';
  entityId: string;
  action: 'create' | 'update';
  before: unknown;
  after?: unknown;
};

export type ApplyResult = {
  counts: Omit<ImportCounts, 'rows' | 'unchanged' | 'errorRows' | 'warningRows'>;
  changedLines: Set<number>;
  errors: StoredProblem[];
  warnings: StoredProblem[];
  items: ImportItem[];
  mailed: boolean;
};

export type { Actor } from '../../http/access.ts';

/** A planned shift as the roster services take a new one: its places are its headcount. */
const newShift = (s: PlanShift) => ({
  positionId: s.positionId,
  start: s.start,
  end: s.end,
  breakMinutes: s.breakMinutes,
  headcount: Math.max(1, s.places.length),
  payRateCentsOverride: null,
  notes: null,
});

/** An existing shift as updateRoster takes it back (kept by id), with its headcount. */
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

const keyOf = (s: RosterDetail['shifts'][number]) => shiftKey(s.positionId, s.start, s.end, s.breakMinutes);

/**
 * Writes a plan through the roster pages' own services (createRoster, updateRoster, assignWorker,
 * recordAttendance), each in a savepoint of the caller's transaction: a refused row is reported
 * with the rule's code and message and the others go on. The check runs it in a transaction it
 * rolls back (nothing is written); the commit in the one it commits when no row was refused.
 */
export async function applyPlan(
  tx: Tx,
  env: RosterEnv,
  actor: Actor,
  plan: Plan,
  reason: string,
  tick: (rowsDone: number) => void,
): Promise<ApplyResult> {
  const out: ApplyResult = {
    counts: {
      rosters: { create: 0, update: 0 },
      shifts: { create: 0, update: 0 },
      assignments: { create: 0, update: 0 },
      attendance: { create: 0, update: 0 },
    },
    changedLines: new Set(),
    errors: [],
    warnings: [],
    items: [],
    mailed: false,
  };
  const txEnv: RosterEnv = { ...env, db: tx as unknown as Db, kickMail: () => void (out.mailed = true) };
  const refuse = (line: number, column: ImportColumn | null, err: unknown) => {
    if (!(err instanceof AppError)) throw err;
    out.errors.push({ line, column, reason: 'rule', code: err.code, message: err.message });
  };
  let done = 0;
  for (const roster of plan.rosters) {
    const start = out.items.length;
    const detail = await rosterOf(tx, txEnv, actor, roster, out).catch((err: unknown) => {
      for (const line of roster.lines) refuse(line, null, err);
      return null;
    });
    if (detail) {
      const itemsBefore = out.items.length;
      await placesOf(txEnv, actor, roster, detail, reason, out, refuse);
      // An existing roster whose shifts stayed but which gained workers or attendance: the import touched it.
      if (itemsBefore === start && out.items.length > itemsBefore)
        out.items.push({
          kind: 'roster',
          entityId: detail.id,
          action: 'update',
          before: null,
          after: { version: detail.version },
        });
    }
    done += roster.lines.length;
    tick(done);
  }
  return out;
}

/** The roster of the plan's location and date: created with its shifts, or given the missing shifts and places. */
async function rosterOf(
  tx: Tx,
  env: RosterEnv,
  actor: Actor,
  roster: PlanRoster,
  out: ApplyResult,
): Promise<RosterDetail> {
  const planned = [...roster.shifts.values()];
  const existing = await findRoster(tx, roster);
  if (!existing) {
    const created = await createRoster(env, actor.id, {
      locationId: roster.locationId,
      date: roster.date,
      notes: null,
      shifts: planned.map(newShift),
    });
    out.counts.rosters.create++;
    out.counts.shifts.create += created.shifts.length;
    out.items.push({
      kind: 'roster',
      entityId: created.id,
      action: 'create',
      before: null,
      after: { version: created.version },
    });
    for (const s of created.shifts) out.items.push({ kind: 'shift', entityId: s.id, action: 'create', before: null });
    for (const line of roster.lines) out.changedLines.add(line);
    return created;
  }
  const before = await getRoster(tx, existing);
  const byKey = new Map(before.shifts.map((s) => [keyOf(s), s]));
  const raised = new Map<string, number>();
  const added = planned.filter((p) => !byKey.has(p.key));
  for (const p of planned) {
    const s = byKey.get(p.key);
    if (!s) continue;
    const newcomers = p.places.filter(
      (x) => x.workerId && !s.assignments.some((a) => a.workerId === x.workerId),
    ).length;
    const needed = Math.max(p.places.length, s.filled + newcomers);
    if (needed > s.headcount) raised.set(s.id, needed);
  }
  if (!added.length && !raised.size) return before;
  const after = await updateRoster(env, actor.id, before.id, {
    version: before.version,
    notes: before.notes,
    shifts: [...before.shifts.map((s) => keptShift(s, raised.get(s.id) ?? s.headcount)), ...added.map(newShift)],
  });
  out.counts.rosters.update++;
  out.counts.shifts.create += added.length;
  out.counts.shifts.update += raised.size;
  out.items.push({
    kind: 'roster',
    entityId: after.id,
    action: 'update',
    before: { version: before.version },
    after: { version: after.version },
  });
  const addedKeys = new Set(added.map((a) => a.key));
  for (const s of after.shifts) {
    if (addedKeys.has(keyOf(s))) out.items.push({ kind: 'shift', entityId: s.id, action: 'create', before: null });
    const h = raised.get(s.id);
    if (h !== undefined)
      out.items.push({
        kind: 'shift',
        entityId: s.id,
        action: 'update',
        before: { headcount: byKey.get(keyOf(s))!.headcount },
      });
  }
  for (const p of planned)
    if (addedKeys.has(p.key) || raised.has(byKey.get(p.key)?.id ?? ''))
      for (const x of p.places) out.changedLines.add(x.line);
  return after;
}

async function findRoster(tx: Tx, roster: PlanRoster): Promise<string | null> {
  const rows = await tx
    .select({ id: rosters.id })
    .from(rosters)
    .where(and(eq(rosters.locationId, roster.locationId), eq(rosters.date, roster.date)));
  return rows[0]?.id ?? null;
}

/** Each worker's assignment (assignWorker, warnings accepted and reported) and attendance (recordAttendance). */
async function placesOf(
  env: RosterEnv,
  actor: Actor,
  roster: PlanRoster,
  detail: RosterDetail,
  reason: string,
  out: ApplyResult,
  refuse: (line: number, column: ImportColumn | null, err: unknown) => void,
): Promise<void> {
  const tx = env.db;
  const shifts = new Map(detail.shifts.map((s) => [keyOf(s), s]));
  for (const p of roster.shifts.values()) {
    const shift = shifts.get(p.key)!;
    for (const place of p.places) {
      if (!place.workerId) continue;
      let assignmentId = shift.assignments.find((a) => a.workerId === place.workerId)?.id;
      if (!assignmentId) {
        try {
          const r = await assignWorker(env, actor.id, shift.id, { workerId: place.workerId, acceptWarnings: true });
          assignmentId = r.shift.assignments.find((a) => a.workerId === place.workerId)!.id;
          for (const code of r.warnings)
            out.warnings.push({ line: place.line, column: 'worker', reason: 'rule', code });
          out.counts.assignments.create++;
          out.items.push({ kind: 'assignment', entityId: assignmentId, action: 'create', before: null });
          out.changedLines.add(place.line);
        } catch (err) {
          refuse(place.line, 'worker', err);
          continue;
        }
      }
      if (!place.clockIn) continue;
      const before = (
        await tx
          .select({ clockInRaw: rosterAttendance.clockInRaw, clockOutRaw: rosterAttendance.clockOutRaw, actualBreakMinutes: rosterAttendance.actualBreakMinutes })
          .from(rosterAttendance)
          .where(eq(rosterAttendance.assignmentId, assignmentId))
      )[0];
      if (before && before.clockInRaw === place.clockIn && before.clockOutRaw === place.clockOut) continue;
      try {
        await recordAttendance(env, actor, assignmentId, {
          clockIn: place.clockIn,
          clockOut: place.clockOut,
          // The file has no break: a break taken that was recorded stays.
          actualBreakMinutes: before?.actualBreakMinutes ?? null,
          note: null,
          reason,
        });
        out.counts.attendance[before ? 'update' : 'create']++;
        out.items.push({
          kind: 'attendance',
          entityId: assignmentId,
          action: before ? 'update' : 'create',
          before: before ?? null,
          after: { clockInRaw: place.clockIn, clockOutRaw: place.clockOut },
        });
        out.changedLines.add(place.line);
      } catch (err) {
        refuse(place.line, 'clockIn', err);
      }
    }
  }
}
