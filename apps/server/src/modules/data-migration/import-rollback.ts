import { eq, sql } from 'drizzle-orm';
import type { ImportRecord, RollbackBlock } from '@wf/shared/contracts/data-migration/roster-import';
import { now } from '@wf/shared/domain/clock';
import type { ImportItemAction, ImportItemKind } from '@wf/shared/enums/imports';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sqlList } from '../../db/enum-column.ts';
import { rosterImports } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import {
  clearAttendance,
  deleteRoster,
  getRoster,
  keptShift,
  recordAttendance,
  recordNoShow,
  unassignWorker,
  updateRoster,
} from '../rosters/index.ts';
import type { Actor } from './import-apply.ts';
import type { ImportDeps } from './import-service.ts';
import { getImport, importHead, importHeadColumns, setStatus, type ImportHead } from './import-records.ts';

const first = async (db: DbOrTx, q: ReturnType<typeof sql>) =>
  (await db.execute(q)).rows[0] as Record<string, unknown> | undefined;

/**
 * Why a committed import cannot be rolled back now, or null: a later import touched its rosters,
 * a roster was changed (its version moved), a worker was assigned or an attendance changed after
 * it, or its pay is locked in a pay run. The import's answer says it beforehand (import-records.ts)
 * and the rollback refuses by it, so the two cannot disagree.
 */
export async function rollbackBlocker(db: DbOrTx, r: ImportHead): Promise<RollbackBlock | null> {
  if (r.status !== 'committed' || !r.committedAt) return { reason: 'notCommitted' };
  const at = r.committedAt.toISOString();
  const later = await first(
    db,
    sql`select i.file_name from roster_imports i
      join roster_import_items b on b.import_id = i.id and b.kind = 'roster'
      where i.status = 'committed' and i.committed_at > ${at}::timestamptz and i.id <> ${r.id}::uuid
        and b.entity_ids && array(select entity_id from roster_import_entities where import_id = ${r.id}::uuid and kind = 'roster')
      limit 1`,
  );
  if (later) return { reason: 'laterImport', fileName: String(later.file_name) };
  const changed = await first(
    db,
    sql`select l.name, ro.date::text as date from roster_import_entities a
      left join rosters ro on ro.id = a.entity_id
      left join project_locations l on l.id = ro.location_id
      where a.import_id = ${r.id}::uuid and a.kind = 'roster' and a.after is not null
        and (ro.id is null or ro.version <> (a.after->>'version')::int or (a.action = 'create' and ro.status <> 'draft'))
      limit 1`,
  );
  if (changed)
    return changed.name
      ? { reason: 'rosterChanged', location: String(changed.name), date: String(changed.date) }
      : { reason: 'rosterDeleted' };
  const assigned = await first(
    db,
    sql`select 1 from roster_assignments x join roster_shifts s on s.id = x.shift_id
      where s.roster_id in (select entity_id from roster_import_entities where import_id = ${r.id}::uuid and kind = 'roster')
        and x.created_at > ${at}::timestamptz
        and x.id not in (select entity_id from roster_import_entities where import_id = ${r.id}::uuid and kind = 'assignment')
      limit 1`,
  );
  if (assigned) return { reason: 'assignedAfter' };
  const mine = sql`(select entity_id from roster_import_entities where import_id = ${r.id}::uuid and kind in (${sqlList(['assignment', 'attendance'] satisfies ImportItemKind[])}))`;
  // Attendance the import wrote must still read as it wrote it; one its assignments got later blocks too.
  const attended = await first(
    db,
    sql`select 1 from roster_import_entities i left join roster_attendance a on a.assignment_id = i.entity_id
      where i.import_id = ${r.id}::uuid and i.kind = 'attendance'
        and (a.id is null or a.clock_in_raw is distinct from i.after->>'clockInRaw' or a.clock_out_raw is distinct from i.after->>'clockOutRaw')
      union all
      select 1 from roster_import_entities i join roster_attendance a on a.assignment_id = i.entity_id
      where i.import_id = ${r.id}::uuid and i.kind = 'assignment'
        and not exists (select 1 from roster_import_entities j where j.import_id = i.import_id and j.kind = 'attendance' and j.entity_id = i.entity_id)
      limit 1`,
  );
  if (attended) return { reason: 'attendanceChanged' };
  const paid = await first(
    db,
    sql`select 1 from shift_payments p where p.assignment_id in ${mine} and p.status = 'locked' limit 1`,
  );
  if (paid) return { reason: 'payLocked' };
  return null;
}

/** The refusal's message (the page words it in the user's language from the reason). */
export function rollbackBlockText(b: RollbackBlock): string {
  switch (b.reason) {
    case 'notCommitted':
      return 'Only a committed import can be rolled back';
    case 'laterImport':
      return `A later import (${b.fileName}) changed the same rosters; roll that one back first`;
    case 'rosterChanged':
      return `The roster of ${b.location} on ${b.date} was changed after the import`;
    case 'rosterDeleted':
      return 'A roster of the import was deleted after it';
    case 'assignedAfter':
      return 'Workers were assigned to its rosters after the import';
    case 'attendanceChanged':
      return 'Attendance of the import was changed after it';
    case 'payLocked':
      return 'Pay from this import is in a pay run';
  }
}

/** One entity an import created or changed, with its values before and after. */
export type ImportEntity = {
  kind: ImportItemKind;
  action: ImportItemAction;
  entityId: string;
  before: unknown;
  after: unknown;
};

/** The entities of an import, a row each (the view over its parts). */
export async function importEntities(db: DbOrTx, importId: string): Promise<ImportEntity[]> {
  const res = await db.execute(
    sql`select kind, action, entity_id as "entityId", before, after from roster_import_entities where import_id = ${importId}::uuid`,
  );
  return res.rows as ImportEntity[];
}

/**
 * Undoes a committed import as a whole, in one transaction and through the roster services: its
 * attendance cleared (or restored), its assignments removed, its shifts removed (or their
 * headcount restored), its rosters deleted. Refused (409) while something after it depends on it.
 */
export async function rollbackImport(deps: ImportDeps, actor: Actor, id: string): Promise<ImportRecord> {
  await importHead(deps.db, id);
  await deps.db
    .transaction(async (tx) => {
      const r = (
        await tx.select(importHeadColumns).from(rosterImports).where(eq(rosterImports.id, id)).for('update')
      )[0]!;
      const blocked = await rollbackBlocker(tx, r);
      if (blocked)
        throw new AppError(409, 'IMPORT_ROLLBACK_BLOCKED', rollbackBlockText(blocked), undefined, undefined, blocked);
      const env = { ...deps.env, db: tx as unknown as Db, kickMail: () => undefined };
      const items = await importEntities(tx, id);
      const of = (kind: ImportEntity['kind'], action?: ImportEntity['action']) =>
        items.filter((i) => i.kind === kind && (!action || i.action === action));
      const reason = `Rollback of roster import ${r.fileName}`.slice(0, 500);
      for (const a of of('attendance')) {
        const before = a.before as {
          clockInRaw: string | null;
          clockOutRaw: string | null;
          actualBreakMinutes?: number | null;
        } | null;
        if (!before) await clearAttendance(env, actor, a.entityId, reason);
        else if (before.clockInRaw === null) await recordNoShow(env, actor, a.entityId, { note: null, reason });
        else
          await recordAttendance(env, actor, a.entityId, {
            clockIn: before.clockInRaw,
            clockOut: before.clockOutRaw,
            actualBreakMinutes: before.actualBreakMinutes ?? null,
            note: null,
            reason,
          });
      }
      for (const a of of('assignment')) await unassignWorker(env, actor.id, a.entityId);
      const createdShifts = new Set(of('shift', 'create').map((s) => s.entityId));
      const headcounts = new Map(
        of('shift', 'update').map((s) => [s.entityId, (s.before as { headcount: number }).headcount]),
      );
      for (const ro of of('roster', 'update').filter((x) => x.before !== null)) {
        const detail = await getRoster(tx, ro.entityId);
        await updateRoster(env, actor.id, ro.entityId, {
          version: detail.version,
          notes: detail.notes,
          shifts: detail.shifts
            .filter((s) => !createdShifts.has(s.id))
            .map((s) => keptShift(s, headcounts.get(s.id) ?? s.headcount)),
        });
      }
      for (const ro of of('roster', 'create')) await deleteRoster(env, actor.id, ro.entityId);
      await setStatus(
        tx,
        actor,
        id,
        { status: 'rolled_back', rolledBackBy: actor.id, rolledBackAt: now() },
        'rollback',
        {
          fileName: r.fileName,
          items: items.length,
        },
      );
    })
    .catch((err: unknown) => {
      if (err instanceof AppError && err.code !== 'IMPORT_ROLLBACK_BLOCKED')
        throw new AppError(409, 'IMPORT_ROLLBACK_BLOCKED', `The import cannot be rolled back: ${err.message}`);
      throw err;
    });
  const { errors: _e, warnings: _w, ...record } = await getImport(deps.db, id);
  return record;
}
