import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { WeekTemplateRow, weekTemplateCreateBody } from '@wf/shared/contracts/rosters/week-plan';
import { WEEK_PLAN_ERROR_CODES } from '@wf/shared/contracts/rosters/week-plan';
import { weekStart } from '@wf/shared/domain/rosters/roster-rules';
import { shiftFieldsOf, type WeekShift } from '@wf/shared/domain/rosters/week-plan';
import * as clock from '@wf/shared/domain/clock';
import type { Db, DbOrTx } from '../../db/client.ts';
import { arrayLiteral } from '../../db/insert-many.ts';
import { isUniqueViolation, notFound } from '../../http/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { rosterConflict } from './roster-rules-db.ts';
import { weekShiftsAt } from './week-plan-service.ts';

/** Saved week templates of a location (issue 29 item 8): list, save from a week, rename, delete. */

const NAME_UQ = 'roster_week_templates_location_name_uq';
const nameTaken = () => rosterConflict(WEEK_PLAN_ERROR_CODES.templateNameTaken, 'This location has a week template of that name already');

type Raw = {
  id: string;
  name: string;
  location_id: string;
  location_name: string;
  project_id: string;
  project_code: string;
  source_week: string;
  shifts: WeekShift[];
  created_by_name: string | null;
  created_at: string | Date;
  updated_at: string | Date;
};

const iso = (v: string | Date) => new Date(v).toISOString();

async function templates(db: DbOrTx, where: ReturnType<typeof sql>): Promise<WeekTemplateRow[]> {
  const rows = (
    await db.execute(sql`
      select t.id, t.name, t.location_id, l.name as location_name, p.id as project_id, p.code as project_code,
        t.source_week::text as source_week, t.shifts, u.name as created_by_name, t.created_at, t.updated_at
      from roster_week_templates t
      join project_locations l on l.id = t.location_id
      join projects p on p.id = l.project_id
      left join users u on u.id = t.created_by
      where ${where}
      order by l.name, lower(t.name), t.id`)
  ).rows as Raw[];
  const projectIds = [...new Set(rows.map((r) => r.project_id))];
  const labels = new Map<string, string>();
  if (projectIds.length)
    for (const p of (
      await db.execute(sql`select id, position from project_positions where project_id = any(${arrayLiteral(projectIds)}::uuid[])`)
    ).rows as { id: string; position: string }[])
      labels.set(p.id, p.position);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    locationId: r.location_id,
    locationName: r.location_name,
    projectId: r.project_id,
    projectCode: r.project_code,
    sourceWeek: r.source_week,
    shifts: r.shifts.map((s) => ({
      weekday: s.weekday,
      position: labels.get(s.positionId) ?? '',
      ...shiftFieldsOf(s),
    })),
    headcount: r.shifts.reduce((n, s) => n + s.headcount, 0),
    createdByName: r.created_by_name,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }));
}

async function oneTemplate(db: DbOrTx, id: string): Promise<WeekTemplateRow> {
  const [row] = await templates(db, sql`t.id = ${id}`);
  if (!row) throw notFound('No such week template');
  return row;
}

/** GET /api/roster-week-templates: a manager sees those of the projects they manage (and of projects with no manager). */
export function listWeekTemplates(db: DbOrTx, q: { locationId?: string; managedBy?: string }): Promise<{ items: WeekTemplateRow[] }> {
  const conds = [sql`true`];
  if (q.locationId) conds.push(sql`t.location_id = ${q.locationId}`);
  if (q.managedBy) conds.push(sql`p.manager_id = ${q.managedBy}`);
  return templates(db, sql.join(conds, sql` and `)).then((items) => ({ items }));
}

/** POST /api/roster-week-templates: the location's rosters of the week as weekday shifts (409 WEEK_EMPTY without any). */
export async function saveWeekTemplate(db: Db, actorId: string, b: z.output<typeof weekTemplateCreateBody>): Promise<WeekTemplateRow> {
  return db.transaction(async (tx) => {
    const monday = weekStart(b.week);
    const shifts = ((await weekShiftsAt(tx, [b.locationId], monday)).get(b.locationId) ?? []).map(({ workerIds: _w, ...s }) => s);
    if (!shifts.length) throw rosterConflict(WEEK_PLAN_ERROR_CODES.weekEmpty, 'That week has no shifts at this location');
    const taken = await tx.execute(
      sql`select 1 from roster_week_templates where location_id = ${b.locationId} and lower(name) = lower(${b.name})`,
    );
    if (taken.rows.length) throw nameTaken();
    let id: string;
    try {
      const row = (
        await tx.execute(sql`insert into roster_week_templates (location_id, name, source_week, shifts, created_by)
          values (${b.locationId}, ${b.name}, ${monday}::date, ${JSON.stringify(shifts)}::jsonb, ${actorId}) returning id`)
      ).rows[0] as { id: string };
      id = row.id;
    } catch (err) {
      if (isUniqueViolation(err, NAME_UQ)) throw nameTaken();
      throw err;
    }
    await writeAudit(tx, {
      actorId,
      action: 'roster_week_template.create',
      entityType: 'roster_week_template',
      entityId: id,
      after: { name: b.name, locationId: b.locationId, sourceWeek: monday, shifts: shifts.length },
    });
    return oneTemplate(tx, id);
  });
}

/** PUT /api/roster-week-templates/:id */
export async function renameWeekTemplate(db: Db, actorId: string, id: string, name: string): Promise<WeekTemplateRow> {
  return db.transaction(async (tx) => {
    const before = await oneTemplate(tx, id);
    const taken = await tx.execute(
      sql`select 1 from roster_week_templates where location_id = ${before.locationId} and lower(name) = lower(${name}) and id <> ${id}`,
    );
    if (taken.rows.length) throw nameTaken();
    try {
      await tx.execute(sql`update roster_week_templates set name = ${name}, updated_at = ${clock.now().toISOString()}::timestamptz where id = ${id}`);
    } catch (err) {
      if (isUniqueViolation(err, NAME_UQ)) throw nameTaken();
      throw err;
    }
    await writeAudit(tx, {
      actorId,
      action: 'roster_week_template.rename',
      entityType: 'roster_week_template',
      entityId: id,
      before: { name: before.name },
      after: { name },
    });
    return oneTemplate(tx, id);
  });
}

/** DELETE /api/roster-week-templates/:id */
export async function deleteWeekTemplate(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await oneTemplate(tx, id);
    await tx.execute(sql`delete from roster_week_templates where id = ${id}`);
    await writeAudit(tx, {
      actorId,
      action: 'roster_week_template.delete',
      entityType: 'roster_week_template',
      entityId: id,
      before: { name: before.name, locationId: before.locationId, sourceWeek: before.sourceWeek },
    });
  });
}
