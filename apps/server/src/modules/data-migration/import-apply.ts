import { and, inArray, sql } from 'drizzle-orm';
import { arrayLiteral, jsonArray } from '../../db/insert-many.ts';
import type { RosterDetail } from '@wf/shared/contracts/rosters/rosters';
import type { ImportCounts, RowProblem } from '@wf/shared/contracts/data-migration/roster-import';
import type { ImportColumn } from '@wf/shared/domain/data-migration/roster-import-rows';
import type { Actor } from '../../http/access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rosterAttendance, rosters } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import {
  assignWorkers,
  createRosters,
  getRoster,
  keptShift,
  recordAttendances,
  shiftsOfRosters,
  updateRoster,
  type BatchShift,
  type RosterEnv,
} from '../rosters/index.ts';
import { shiftKey, type Plan, type PlanPlace, type PlanRoster, type PlanShift } from './import-plan.ts';
import type { ImportItemAction, ImportItemKind } from '@wf/shared/enums/imports';

/** A row problem as stored: the rule's message goes into the error file. */
export type StoredProblem = RowProblem & { message?: string };

/** What one import created or changed (roster_import_items). */
export type ImportItem = {
  kind: ImportItemKind;
  entityId: string;
  action: ImportItemAction;
  before: unknown;
  after?: unknown;
};

/** Items kept a part at a time (roster_import_items): one kind and action, their values as JSON arrays in the ids' order, null when none has one. */
export type ImportItemPart = {
  kind: ImportItemKind;
  action: ImportItemAction;
  part: number;
  entityIds: string[];
  befores: string | null;
  afters: string | null;
};

/** The items in parts of at most `size`, by kind and action in the order they came. */
export function importItemParts(items: readonly ImportItem[], size = 5000): ImportItemPart[] {
  const groups = new Map<string, ImportItem[]>();
  for (const it of items) {
    const key = `${it.kind}|${it.action}`;
    const group = groups.get(key);
    if (group) group.push(it);
    else groups.set(key, [it]);
  }
  const values = (list: ImportItem[], pick: (it: ImportItem) => unknown) =>
    list.some((it) => pick(it) != null)
      ? jsonArray(list.map((it) => (pick(it) == null ? null : JSON.stringify(pick(it)))))
      : null;
  const parts: ImportItemPart[] = [];
  for (const group of groups.values())
    for (let i = 0; i < group.length; i += size) {
      const list = group.slice(i, i + size);
      parts.push({
        kind: list[0]!.kind,
        action: list[0]!.action,
        part: i / size,
        entityIds: list.map((it) => it.entityId),
        befores: values(list, (it) => it.before),
        afters: values(list, (it) => it.after),
      });
    }
  return parts;
}

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

const keyOf = (s: RosterDetail['shifts'][number]) => shiftKey(s.positionId, s.start, s.end, s.breakMinutes);

/**
 * Runs a plan through the roster services' batch forms (rosters/roster-batch.ts: the one-row
 * services' rules applied to all rows at once, in the plan's order): new rosters with their shifts
 * (createRosters), existing rosters given missing shifts or places (updateRoster, one per roster),
 * the assignments (assignWorkers, warnings accepted and reported) and the attendance
 * (recordAttendances). A refused row is reported with the rule's code and message and the others
 * go on. The check runs it with `write: false` (the rules on the facts read, nothing written);
 * the commit with `write: true`, in the transaction it keeps only when no row was refused.
 */
export async function applyPlan(
  tx: Tx,
  env: RosterEnv,
  actor: Actor,
  plan: Plan,
  reason: string,
  tick: (rowsDone: number) => void,
  write: boolean,
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
  // The items are what the commit keeps (roster_import_items): the check builds none.
  const addItem = (item: ImportItem) => void (write && out.items.push(item));
  const rk = (r: { locationId: string; date: string }) => `${r.locationId}|${r.date}`;
  const existing = await existingRosters(tx, plan.rosters);
  // The shifts of each planned roster by key, once it exists (in the database or in memory).
  const shiftsOf = new Map<string, Map<string, BatchShift>>();
  const addShifts = (list: BatchShift[], keyOfRoster: Map<string, string>) => {
    for (const s of list) {
      const key = keyOfRoster.get(s.rosterId)!;
      if (!shiftsOf.has(key)) shiftsOf.set(key, new Map());
      shiftsOf.get(key)!.set(shiftKey(s.positionId, s.start, s.end, s.breakMinutes), s);
    }
  };
  const keyOfExisting = new Map([...existing].map(([key, r]) => [r.id, key]));
  addShifts(await shiftsOfRosters(tx, [...keyOfExisting.keys()], write), keyOfExisting);
  for (const key of keyOfExisting.values()) if (!shiftsOf.has(key)) shiftsOf.set(key, new Map());

  // Existing rosters lacking shifts or places: updateRoster, one roster at a time.
  const updated: string[] = [];
  for (const roster of plan.rosters) {
    const there = existing.get(rk(roster));
    if (!there) continue;
    const ok = await widenRoster(tx, txEnv, actor, roster, there.id, shiftsOf.get(rk(roster))!, out).catch(
      (err: unknown) => {
        for (const line of roster.lines) refuse(line, null, err);
        shiftsOf.delete(rk(roster));
        return false;
      },
    );
    if (ok) updated.push(there.id);
  }
  if (updated.length) {
    for (const id of updated) shiftsOf.set(keyOfExisting.get(id)!, new Map());
    addShifts(await shiftsOfRosters(tx, updated, write), keyOfExisting);
  }

  // New rosters with their shifts: createRosters.
  const fresh = plan.rosters.filter((r) => !existing.has(rk(r)));
  const created = await createRosters(
    tx,
    actor.id,
    fresh.map((r) => ({
      locationId: r.locationId,
      date: r.date,
      notes: null,
      shifts: [...r.shifts.values()].map(newShift),
    })),
    { write },
  );
  created.forEach((o, i) => {
    const roster = fresh[i]!;
    if (!o.ok) {
      for (const line of roster.lines) refuse(line, null, o.error);
      return;
    }
    out.counts.rosters.create++;
    out.counts.shifts.create += o.value.shifts.length;
    addItem({ kind: 'roster', entityId: o.value.id, action: 'create', before: null, after: { version: 1 } });
    for (const s of o.value.shifts) addItem({ kind: 'shift', entityId: s.shiftId, action: 'create', before: null });
    for (const line of roster.lines) out.changedLines.add(line);
    addShifts(o.value.shifts, new Map([[o.value.id, rk(roster)]]));
  });
  tick(Math.round(plan.rowCount / 5));

  // The assignments, in the plan's order.
  const places: { line: number; shift: BatchShift; place: PlanPlace }[] = [];
  for (const roster of plan.rosters) {
    const shifts = shiftsOf.get(rk(roster));
    if (!shifts) continue;
    for (const p of roster.shifts.values())
      for (const place of p.places)
        if (place.workerId) places.push({ line: place.line, shift: shifts.get(p.key)!, place });
  }
  const touched = new Set<string>();
  const toAssign = places.filter((x) => !x.shift.assigned.has(x.place.workerId!));
  const assigned = await assignWorkers(
    tx,
    txEnv,
    actor.id,
    toAssign.map((x) => ({ shift: x.shift, workerId: x.place.workerId! })),
    { acceptWarnings: true, write },
  );
  if (assigned.mailed) out.mailed = true;
  const refused = new Set<number>();
  assigned.outcomes.forEach((o, i) => {
    const { line, shift } = toAssign[i]!;
    if (!o.ok) {
      refuse(line, 'worker', o.error);
      refused.add(line);
      return;
    }
    for (const code of o.value.warnings) out.warnings.push({ line, column: 'worker', reason: 'rule', code });
    out.counts.assignments.create++;
    addItem({ kind: 'assignment', entityId: o.value.assignmentId, action: 'create', before: null });
    out.changedLines.add(line);
    touched.add(shift.rosterId);
  });
  tick(Math.round((plan.rowCount * 3) / 5));

  // The attendance: a place's clock times unless they are those recorded already.
  const timed = places.filter((x) => x.place.clockIn && !refused.has(x.line));
  const recorded = await attendanceOf(
    tx,
    timed.map((x) => x.shift.assigned.get(x.place.workerId!)!),
  );
  const toRecord = timed.filter((x) => {
    const before = recorded.get(x.shift.assigned.get(x.place.workerId!)!);
    return !before || before.clockInRaw !== x.place.clockIn || before.clockOutRaw !== x.place.clockOut;
  });
  const attended = await recordAttendances(
    tx,
    actor,
    toRecord.map(({ shift, place }) => {
      const id = shift.assigned.get(place.workerId!)!;
      return {
        a: {
          id,
          workerId: place.workerId!,
          rosterId: shift.rosterId,
          date: shift.date,
          startsAt: shift.startsAt,
          endsAt: shift.endsAt,
          breakMinutes: shift.breakMinutes,
        },
        // The file has no break: a break taken that was recorded stays.
        e: {
          clockIn: place.clockIn,
          clockOut: place.clockOut,
          note: null,
          actualBreak: recorded.get(id)?.actualBreakMinutes ?? null,
        },
      };
    }),
    { step: env.roundingMinutes, reason, write },
  );
  attended.forEach((o, i) => {
    const { line, shift, place } = toRecord[i]!;
    if (!o.ok) {
      refuse(line, 'clockIn', o.error);
      return;
    }
    const id = shift.assigned.get(place.workerId!)!;
    const before = recorded.get(id) ?? null;
    out.counts.attendance[before ? 'update' : 'create']++;
    addItem({
      kind: 'attendance',
      entityId: id,
      action: before ? 'update' : 'create',
      before,
      after: { clockInRaw: place.clockIn, clockOutRaw: place.clockOut },
    });
    out.changedLines.add(line);
    touched.add(shift.rosterId);
  });
  // An existing roster whose shifts stayed but which gained workers or attendance: the import touched it.
  for (const r of existing.values())
    if (touched.has(r.id) && !updated.includes(r.id))
      addItem({ kind: 'roster', entityId: r.id, action: 'update', before: null, after: { version: r.version } });
  tick(plan.rowCount);
  return out;
}

/** The rosters of the plan's locations and dates already in the database, by "location|date". */
async function existingRosters(tx: Tx, planned: PlanRoster[]): Promise<Map<string, { id: string; version: number }>> {
  const out = new Map<string, { id: string; version: number }>();
  if (!planned.length) return out;
  const locations = [...new Set(planned.map((r) => r.locationId))];
  const dates = [...new Set(planned.map((r) => r.date))];
  const wanted = new Set(planned.map((r) => `${r.locationId}|${r.date}`));
  const rows = await tx
    .select({ id: rosters.id, locationId: rosters.locationId, date: rosters.date, version: rosters.version })
    .from(rosters)
    .where(and(inArray(rosters.locationId, locations), inArray(rosters.date, dates)));
  for (const r of rows) {
    const key = `${r.locationId}|${r.date}`;
    if (wanted.has(key)) out.set(key, { id: r.id, version: r.version });
  }
  return out;
}

/** The recorded attendance of assignments (raw clock times and break taken), by assignment. */
async function attendanceOf(tx: Tx, assignmentIds: string[]) {
  const out = new Map<
    string,
    { clockInRaw: string | null; clockOutRaw: string | null; actualBreakMinutes: number | null }
  >();
  for (let i = 0; i < assignmentIds.length; i += 5000)
    for (const r of await tx
      .select({
        assignmentId: rosterAttendance.assignmentId,
        clockInRaw: rosterAttendance.clockInRaw,
        clockOutRaw: rosterAttendance.clockOutRaw,
        actualBreakMinutes: rosterAttendance.actualBreakMinutes,
      })
      .from(rosterAttendance)
      .where(sql`${rosterAttendance.assignmentId} = any(${arrayLiteral(assignmentIds.slice(i, i + 5000))}::uuid[])`)) {
      const { assignmentId, ...rest } = r;
      out.set(assignmentId, rest);
    }
  return out;
}

/**
 * An existing roster given the plan's missing shifts and the places its shifts lack (updateRoster,
 * the roster page's service): true when it changed.
 */
async function widenRoster(
  tx: Tx,
  env: RosterEnv,
  actor: Actor,
  roster: PlanRoster,
  rosterId: string,
  shifts: Map<string, BatchShift>,
  out: ApplyResult,
): Promise<boolean> {
  const planned = [...roster.shifts.values()];
  const raised = new Map<string, number>();
  const added = planned.filter((p) => !shifts.has(p.key));
  for (const p of planned) {
    const s = shifts.get(p.key);
    if (!s) continue;
    const newcomers = p.places.filter((x) => x.workerId && !s.assigned.has(x.workerId)).length;
    const needed = Math.max(p.places.length, s.filled + newcomers);
    if (needed > s.headcount) raised.set(s.shiftId, needed);
  }
  if (!added.length && !raised.size) return false;
  const before = await getRoster(tx, rosterId);
  const byKey = new Map(before.shifts.map((s) => [keyOf(s), s]));
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
    if (raised.has(s.id))
      out.items.push({
        kind: 'shift',
        entityId: s.id,
        action: 'update',
        before: { headcount: byKey.get(keyOf(s))!.headcount },
      });
  }
  for (const p of planned)
    if (addedKeys.has(p.key) || raised.has(shifts.get(p.key)?.shiftId ?? ''))
      for (const x of p.places) out.changedLines.add(x.line);
  return true;
}
