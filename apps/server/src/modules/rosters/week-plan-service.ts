import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { WEEK_PLAN_ERROR_CODES, type WeekPlan, type WeekPlanResult, type weekPlanBody } from '@wf/shared/contracts/rosters/week-plan';
import { planTotals, planWeek, shiftFieldsOf, weekShiftsOf, type WeekShift } from '@wf/shared/domain/rosters/week-plan';
import { addDays, formatTimeOfDay, weekStart } from '@wf/shared/domain/rosters/roster-rules';
import type { DbOrTx } from '../../db/client.ts';
import { arrayLiteral } from '../../db/insert-many.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { assignWorkers, createRosters } from './roster-batch.ts';
import { locationProblem, type RosterEnv } from './roster-service.ts';
import { rosterConflict } from './roster-rules-db.ts';
import { holidaysInRange } from './holidays.ts';

/**
 * A location's week at once (issue 29 item 8, decision 020): the plan of a target week from a
 * source week's rosters or a saved template (domain/rosters/week-plan.ts), previewed without a
 * write, and created as previewed in one transaction.
 */
type Body = z.output<typeof weekPlanBody>;

const uuids = (ids: readonly string[]) => sql`${arrayLiteral(ids)}::uuid[]`;

type Loc = { id: string; name: string; projectId: string; projectCode: string; archivedAt: Date | null; projectStatus: string };

/** The named locations with their project (400 naming locationIds for an unknown or closed one). */
async function locationsOf(tx: DbOrTx, ids: readonly string[]): Promise<Loc[]> {
  const rows = (
    await tx.execute(sql`select l.id, l.name, l.archived_at, p.id as project_id, p.code, p.status
      from project_locations l join projects p on p.id = l.project_id where l.id = any(${uuids(ids)})`)
  ).rows as { id: string; name: string; archived_at: string | null; project_id: string; code: string; status: string }[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const r = byId.get(id);
    const loc = r && {
      id,
      name: r.name,
      projectId: r.project_id,
      projectCode: r.code,
      archivedAt: r.archived_at === null ? null : new Date(r.archived_at),
      projectStatus: r.status,
    };
    const problem = locationProblem(loc);
    if (problem) throw badRequest(problem.message, { locationIds: problem.fields?.locationId ?? 'validation.invalid' });
    return loc!;
  });
}

/** A week's rosters at the locations as weekday shifts, per location (with the workers not declined, up to each headcount). */
export async function weekShiftsAt(tx: DbOrTx, locationIds: readonly string[], week: string): Promise<Map<string, WeekShift[]>> {
  const monday = weekStart(week);
  const rows = (
    await tx.execute(sql`
      select r.location_id, r.date::text as date, rs.position_id, rs.start_minute, rs.end_minute, rs.break_minutes,
        rs.headcount, rs.pay_rate_cents_override, rs.notes,
        coalesce((select json_agg(a.worker_id order by a.created_at, a.id) from roster_assignments a
          where a.shift_id = rs.id and a.confirmation <> 'declined'), '[]'::json) as workers
      from rosters r join roster_shifts rs on rs.roster_id = r.id
      where r.location_id = any(${uuids(locationIds)}) and r.date between ${monday}::date and ${addDays(monday, 6)}::date
      order by r.date, rs.sort, rs.id`)
  ).rows as {
    location_id: string;
    date: string;
    position_id: string;
    start_minute: number;
    end_minute: number;
    break_minutes: number;
    headcount: number;
    pay_rate_cents_override: number | null;
    notes: string | null;
    workers: string[];
  }[];
  const out = new Map<string, WeekShift[]>(locationIds.map((id) => [id, []]));
  for (const id of locationIds)
    out.set(
      id,
      weekShiftsOf(
        rows
          .filter((r) => r.location_id === id)
          .map((r) => ({
            date: r.date,
            shifts: [
              {
                positionId: r.position_id,
                start: formatTimeOfDay(r.start_minute),
                end: formatTimeOfDay(r.end_minute),
                breakMinutes: r.break_minutes,
                headcount: r.headcount,
                payRateCentsOverride: r.pay_rate_cents_override,
                notes: r.notes,
                workerIds: r.workers.slice(0, r.headcount),
              },
            ],
          })),
      ),
    );
  return out;
}

/** A saved template's location and shifts (404 when unknown). */
export async function templateShifts(tx: DbOrTx, id: string): Promise<{ locationId: string; shifts: WeekShift[] }> {
  const row = (
    await tx.execute(sql`select location_id, shifts from roster_week_templates where id = ${id}`)
  ).rows[0] as { location_id: string; shifts: WeekShift[] } | undefined;
  if (!row) throw notFound('No such week template');
  return { locationId: row.location_id, shifts: row.shifts };
}

/** The locations a plan covers: those named, or a template's own. */
export async function planLocationIds(tx: DbOrTx, b: Body): Promise<string[]> {
  if (b.locationIds.length) return [...new Set(b.locationIds)];
  if (b.source.kind === 'template') return [(await templateShifts(tx, b.source.templateId)).locationId];
  throw badRequest('Choose at least one location', { locationIds: 'validation.required' });
}

type Plan = { answer: WeekPlan; shiftsWorkers: Map<string, string[][]> };

/** The plan as a create would carry it out now (facts read in `tx`). */
async function buildPlan(tx: DbOrTx, b: Body, locationIds: string[]): Promise<Plan> {
  const monday = weekStart(b.targetWeek);
  const sunday = addDays(monday, 6);
  const locs = await locationsOf(tx, locationIds);
  const source =
    b.source.kind === 'week'
      ? await weekShiftsAt(tx, locationIds, b.source.week)
      : await templateShifts(tx, b.source.templateId).then((t) => new Map(locationIds.map((id) => [id, t.shifts])));
  const projectIds = [...new Set(locs.map((l) => l.projectId))];
  const positions = (
    await tx.execute(sql`select id, project_id, position from project_positions where project_id = any(${uuids(projectIds)})`)
  ).rows as { id: string; project_id: string; position: string }[];
  const label = new Map(positions.map((p) => [p.id, p.position]));
  const existing = (
    await tx.execute(sql`select location_id, date::text as date from rosters
      where location_id = any(${uuids(locationIds)}) and date between ${monday}::date and ${sunday}::date`)
  ).rows as { location_id: string; date: string }[];
  const holidays = await holidaysInRange(tx, monday, sunday);
  const rows = planWeek({
    targetWeek: monday,
    holidays,
    skipHolidays: b.skipHolidays,
    locations: locs.map((l) => ({
      locationId: l.id,
      shifts: source.get(l.id) ?? [],
      positionIds: new Set(positions.filter((p) => p.project_id === l.projectId).map((p) => p.id)),
      rosterDates: new Set(existing.filter((e) => e.location_id === l.id).map((e) => e.date)),
    })),
  });
  const byId = new Map(locs.map((l) => [l.id, l]));
  const shiftsWorkers = new Map<string, string[][]>();
  const answer: Omit<WeekPlan, 'planKey'> = {
    from: monday,
    to: sunday,
    totals: planTotals(rows),
    rows: rows.map((r) => {
      const workers = r.shifts.map((s) => (b.includeAssignments && b.source.kind === 'week' ? (s.workerIds ?? []) : []));
      shiftsWorkers.set(`${r.locationId}|${r.date}`, workers);
      return {
        locationId: r.locationId,
        locationName: byId.get(r.locationId)!.name,
        projectCode: byId.get(r.locationId)!.projectCode,
        date: r.date,
        weekday: r.weekday,
        create: r.create,
        headcount: r.headcount,
        warnings: r.warnings,
        shifts: r.shifts.map(({ workerIds: _w, ...s }, i) => ({ ...s, position: label.get(s.positionId) ?? '', workers: workers[i]!.length })),
      };
    }),
  };
  const planKey = createHash('sha256').update(JSON.stringify(answer)).digest('base64url').slice(0, 32);
  return { answer: { ...answer, planKey }, shiftsWorkers };
}

/** POST /api/rosters/week-plan/preview: what a create would do, nothing written. */
export async function previewWeekPlan(db: DbOrTx, b: Body): Promise<WeekPlan> {
  return (await buildPlan(db, b, await planLocationIds(db, b))).answer;
}

/**
 * POST /api/rosters/week-plan: the plan carried out in one transaction. The locations' rows are
 * locked first (FOR NO KEY UPDATE: roster inserts elsewhere still pass), so two plans of one
 * location run one after the other and the second finds the first one's rosters (skipped, never
 * duplicated). Workers are copied with the assignment rules (a refused one is reported).
 */
export async function createWeekPlan(env: RosterEnv, actorId: string, b: Body): Promise<WeekPlanResult> {
  return env.db.transaction(async (tx) => {
    const locationIds = await planLocationIds(tx, b);
    await tx.execute(sql`select id from project_locations where id = any(${uuids([...locationIds].sort())}) order by id for no key update`);
    const { answer, shiftsWorkers } = await buildPlan(tx, b, locationIds);
    // What was confirmed is what is created: a plan changed since its preview is refused with the plan as it is now.
    if (b.expectPlanKey !== undefined && b.expectPlanKey !== answer.planKey)
      throw rosterConflict(WEEK_PLAN_ERROR_CODES.planChanged, 'The week changed since the preview; check the new preview', answer);
    const made = answer.rows.filter((r) => r.create);
    const outcomes = await createRosters(
      tx,
      actorId,
      made.map((r) => ({
        locationId: r.locationId,
        date: r.date,
        notes: null,
        shifts: r.shifts.map(shiftFieldsOf),
      })),
      { write: true },
    );
    const created: WeekPlanResult['created'] = [];
    const items: Parameters<typeof assignWorkers>[3] = [];
    outcomes.forEach((o, n) => {
      if (!o.ok) throw o.error;
      const r = made[n]!;
      created.push({ id: o.value.id, locationId: r.locationId, date: r.date });
      const workers = shiftsWorkers.get(`${r.locationId}|${r.date}`) ?? [];
      o.value.shifts.forEach((shift, i) => {
        for (const workerId of workers[i] ?? []) items.push({ shift, workerId });
      });
    });
    const assigned = await assignWorkers(tx, env, actorId, items, { acceptWarnings: false, write: true });
    const refused = items.flatMap((it, n) => {
      const o = assigned.outcomes[n]!;
      if (o.ok) return [];
      const warnings = (o.error.current as { warnings?: string[] } | undefined)?.warnings;
      return [{ date: it.shift.date, workerId: it.workerId, code: o.error.code === 'ASSIGNMENT_WARNINGS' ? (warnings?.[0] ?? o.error.code) : o.error.code }];
    });
    const names = new Map(
      refused.length
        ? ((await tx.execute(sql`select id, client_name as name from workers where id = any(${uuids([...new Set(refused.map((r) => r.workerId))])})`))
            .rows as { id: string; name: string }[]).map((w) => [w.id, w.name])
        : [],
    );
    for (const locationId of locationIds)
      await writeAudit(tx, {
        actorId,
        action: 'project_location.plan_week',
        entityType: 'project_location',
        entityId: locationId,
        after: {
          week: answer.from,
          source: b.source,
          includeAssignments: b.includeAssignments,
          skipHolidays: b.skipHolidays,
          created: created.filter((c) => c.locationId === locationId).map((c) => c.date),
          skipped: answer.rows.filter((r) => r.locationId === locationId && !r.create).map((r) => r.date),
        },
      });
    return { ...answer, created, assignmentsSkipped: refused.map((r) => ({ ...r, workerName: names.get(r.workerId) ?? '' })) };
  });
}
