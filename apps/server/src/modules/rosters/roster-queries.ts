import type { AnyColumn } from 'drizzle-orm';
import { and, asc, count, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  AssignmentRow,
  RosterBoard,
  RosterDetail,
  RosterListRow,
  ShiftRow,
  rosterBoardQuery,
  rosterExportQuery,
  rosterListQuery,
} from '@wf/shared/contracts/rosters/rosters';
import { formatTimeOfDay, rosteredMinutes, weekDates } from '@wf/shared/domain/rosters/roster-rules';
import { needsReplacement, placesTaken } from '@wf/shared/domain/rosters/staffing';
import { now as clockNow } from '@wf/shared/domain/clock';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  clients,
  projectLocations,
  projectPositions,
  projects,
  rosterShifts,
  rosters,
  users,
} from '../../db/schema/index.ts';
import {
  EXPORT_FETCH_LIMIT,
  exportableRows,
  iso,
  isoOrNull,
  likePattern,
  orderBy,
  pageOffset,
  pageResult,
  withTable,
} from '../../http/list-helpers.ts';
import { notFound } from '../../http/errors.ts';
import { shiftRate } from '@wf/shared/domain/pay/shift-pay';
import type { Write } from '../../db/write-together.ts';
import { requiredCertificatesOf } from './roster-rules-db.ts';
import { holidaysInRange } from './holidays.ts';

// ---------------------------------------------------------------- one roster

/** An instant as the API writes it (Date.toISOString's form), in SQL. */
const isoText = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An assignment as read: its rate is worked out from the worker's own rate (shiftRate). */
type AssignmentRead = Omit<AssignmentRow, 'rateCents' | 'rateSource'> & { workerRate: number | null };

/** A shift's assignments (AssignmentRow, by name) as one json array: the shift and its workers in one statement. */
const assignmentsJson = sql<AssignmentRead[]>`coalesce((
  select json_agg(json_build_object(
      'id', a.id, 'shiftId', a.shift_id, 'workerId', a.worker_id, 'workerName', w.client_name,
      'employeeCode', w.employee_code, 'contactNumber', w.contact_number, 'confirmation', a.confirmation,
      'confirmedAt', ${isoText(sql`a.confirmed_at`)}, 'acceptedWarnings', a.accepted_warnings,
      'createdAt', ${isoText(sql`a.created_at`)}, 'createdByName', u.name, 'workerRate', w.hourly_rate_cents)
    order by lower(w.client_name), a.id)
  from roster_assignments a
  join workers w on w.id = a.worker_id
  left join users u on u.id = a.created_by
  where a.shift_id = ${rosterShifts.id}), '[]'::json)`;

/** Shifts with their assignments, in roster order; `writes` are sent in the same statement (db/write-together.ts; the rows read are as before them). */
export async function shiftRows(db: DbOrTx, where: SQL, writes: Write[] = []): Promise<ShiftRow[]> {
  const rows = await (writes.length ? db.with(...writes.map((w, i) => db.$with(`w${i}`, {}).as(w.getSQL()))) : db)
    .select({
      id: rosterShifts.id,
      positionId: rosterShifts.positionId,
      position: projectPositions.position,
      positionRate: projectPositions.payRateCents,
      startMinute: rosterShifts.startMinute,
      endMinute: rosterShifts.endMinute,
      startsAt: rosterShifts.startsAt,
      endsAt: rosterShifts.endsAt,
      breakMinutes: rosterShifts.breakMinutes,
      headcount: rosterShifts.headcount,
      payRateCentsOverride: rosterShifts.payRateCentsOverride,
      notes: rosterShifts.notes,
      requiredCertificateTypeIds: requiredCertificatesOf(projectPositions.id, projectPositions.position),
      assignments: assignmentsJson,
    })
    .from(rosterShifts)
    .innerJoin(projectPositions, eq(projectPositions.id, rosterShifts.positionId))
    .where(where)
    .orderBy(asc(rosterShifts.sort), asc(rosterShifts.startMinute), asc(rosterShifts.id));
  const out: ShiftRow[] = [];
  for (const r of rows) {
    // Each worker's rate on this shift and its source (issue 29, item 3): the override, the worker's own, the position's.
    const rates = { overrideRateCents: r.payRateCentsOverride, positionRateCents: r.positionRate };
    const mine: AssignmentRow[] = r.assignments.map(({ workerRate, ...a }) => ({ ...a, ...shiftRate(rates, workerRate) }));
    const declined = mine.filter((a) => a.confirmation === 'declined').length;
    const lengthMinutes = (r.endsAt.getTime() - r.startsAt.getTime()) / 60_000;
    out.push({
      id: r.id,
      positionId: r.positionId,
      position: r.position,
      start: formatTimeOfDay(r.startMinute),
      end: formatTimeOfDay(r.endMinute),
      crossesMidnight: r.endMinute <= r.startMinute,
      startsAt: iso(r.startsAt),
      endsAt: iso(r.endsAt),
      breakMinutes: r.breakMinutes,
      rosteredMinutes: rosteredMinutes(lengthMinutes, r.breakMinutes),
      headcount: r.headcount,
      payRateCentsOverride: r.payRateCentsOverride,
      payRateCents: r.payRateCentsOverride ?? r.positionRate,
      showsPay: true,
      requiredCertificateTypeIds: r.requiredCertificateTypeIds,
      notes: r.notes,
      filled: placesTaken(mine.length, declined),
      needsReplacement: needsReplacement({ headcount: r.headcount, filled: placesTaken(mine.length, declined), declined }),
      confirmed: mine.filter((a) => a.confirmation === 'confirmed').length,
      declined,
      assignments: mine,
    });
  }
  return out;
}

export async function getShiftRow(db: DbOrTx, shiftId: string, writes: Write[] = []): Promise<ShiftRow> {
  const rows = await shiftRows(db, eq(rosterShifts.id, shiftId), writes);
  if (!rows[0]) throw notFound('No such shift');
  return rows[0];
}

export async function getRoster(db: DbOrTx, id: string): Promise<RosterDetail> {
  const publisher = alias(users, 'publisher');
  const found = await db
    .select({
      id: rosters.id,
      version: rosters.version,
      locationId: rosters.locationId,
      locationName: projectLocations.name,
      formattedAddress: projectLocations.formattedAddress,
      projectId: rosters.projectId,
      projectCode: projects.code,
      projectName: projects.name,
      clientId: projects.clientId,
      clientName: clients.name,
      date: rosters.date,
      status: rosters.status,
      notes: rosters.notes,
      publishedAt: rosters.publishedAt,
      publishedByName: publisher.name,
      unpublishedAt: rosters.unpublishedAt,
      unpublishReason: rosters.unpublishReason,
      attendanceLockedAt: rosters.attendanceLockedAt,
      createdAt: rosters.createdAt,
      updatedAt: rosters.updatedAt,
    })
    .from(rosters)
    .innerJoin(projectLocations, eq(projectLocations.id, rosters.locationId))
    .innerJoin(projects, eq(projects.id, rosters.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(publisher, eq(publisher.id, rosters.publishedBy))
    .where(eq(rosters.id, id));
  const r = found[0];
  if (!r) throw notFound('No such roster');
  const positions = await db
    .select({
      id: projectPositions.id,
      position: projectPositions.position,
      payRateCents: projectPositions.payRateCents,
      requiredCertificateTypeId: projectPositions.requiredCertificateTypeId,
    })
    .from(projectPositions)
    .where(eq(projectPositions.projectId, r.projectId))
    .orderBy(asc(projectPositions.sort), asc(projectPositions.id));
  return {
    ...r,
    publishedAt: isoOrNull(r.publishedAt),
    unpublishedAt: isoOrNull(r.unpublishedAt),
    attendanceLockedAt: isoOrNull(r.attendanceLockedAt),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    positions,
    showsPay: true,
    shifts: await shiftRows(db, eq(rosterShifts.rosterId, id)),
  };
}

// ---------------------------------------------------------------- list

type ListQuery = z.output<typeof rosterListQuery>;
type ExportQuery = z.output<typeof rosterExportQuery>;
/** `managedBy`: a manager's lists hold only the rosters of projects they manage (issue #26 item 2; nobody's projects are admin's, decision 018). */
type Filter = Omit<ListQuery, 'page' | 'pageSize'> & { managedBy?: string };

const R = withTable(rosters.id);
const shiftCount = sql<number>`(select count(*)::int from roster_shifts s where s.roster_id = ${R})`;
const headcount = sql<number>`(select coalesce(sum(s.headcount), 0)::int from roster_shifts s where s.roster_id = ${R})`;
/** Places taken: assignments not declined. */
const filled = sql<number>`(select coalesce(sum(s.filled_count - s.declined_count), 0)::int from roster_shifts s where s.roster_id = ${R})`;
const confirmed = sql<number>`(select coalesce(sum(s.confirmed_count), 0)::int from roster_shifts s where s.roster_id = ${R})`;

const listColumns = {
  id: rosters.id,
  date: rosters.date,
  locationId: rosters.locationId,
  locationName: projectLocations.name,
  projectId: rosters.projectId,
  projectCode: projects.code,
  projectName: projects.name,
  clientId: projects.clientId,
  clientName: clients.name,
  status: rosters.status,
  shiftCount,
  headcount,
  filled,
  confirmed,
  publishedAt: rosters.publishedAt,
};

function where(f: Filter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.from) conds.push(gte(rosters.date, f.from));
  if (f.to) conds.push(lte(rosters.date, f.to));
  if (f.clientId) conds.push(eq(projects.clientId, f.clientId));
  if (f.projectId) conds.push(eq(rosters.projectId, f.projectId));
  if (f.locationId) conds.push(eq(rosters.locationId, f.locationId));
  if (f.status) conds.push(eq(rosters.status, f.status));
  if (f.managedBy) conds.push(eq(projects.managerId, f.managedBy));
  if (f.search) {
    const p = likePattern(f.search);
    conds.push(
      or(ilike(projectLocations.name, p), ilike(projects.code, p), ilike(projects.name, p), ilike(clients.name, p))!,
    );
  }
  return conds.length ? and(...conds) : undefined;
}

const SORT: Record<Filter['sort'], SQL | AnyColumn> = {
  date: rosters.date,
  locationName: sql`lower(${projectLocations.name})`,
  projectCode: projects.code,
  clientName: sql`lower(${clients.name})`,
  status: rosters.status,
  shiftCount,
  headcount,
  filled,
};

const fromRosters = <T extends ReturnType<DbOrTx['select']>>(q: T) =>
  q
    .from(rosters)
    .innerJoin(projectLocations, eq(projectLocations.id, rosters.locationId))
    .innerJoin(projects, eq(projects.id, rosters.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId));

type RawRow = Omit<RosterListRow, 'publishedAt'> & { publishedAt: Date | null };
const toRow = (r: RawRow): RosterListRow => ({ ...r, publishedAt: isoOrNull(r.publishedAt) });

export async function listRosters(db: Db, q: ListQuery & { managedBy?: string }) {
  const w = where(q);
  const [rows, total] = await Promise.all([
    fromRosters(db.select(listColumns))
      .where(w)
      .orderBy(...orderBy(SORT[q.sort], q.dir, rosters.id))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    fromRosters(db.select({ n: count() })).where(w),
  ]);
  return pageResult(q, (rows as RawRow[]).map(toRow), total as { n: number }[]);
}

export async function exportRosters(db: Db, q: ExportQuery & { managedBy?: string }): Promise<RosterListRow[]> {
  const rows = await fromRosters(db.select(listColumns))
    .where(where(q))
    .orderBy(...orderBy(SORT[q.sort], q.dir, rosters.id))
    .limit(EXPORT_FETCH_LIMIT);
  return exportableRows(rows as RawRow[]).map(toRow);
}

// ---------------------------------------------------------------- board

/** Unanswered workers listed on a board at most. */
export const BOARD_MAX_UNANSWERED = 200;

/**
 * The board's "not answered yet" list: workers on published shifts of the range that have not
 * started who have neither confirmed nor declined, soonest shift first.
 */
async function unansweredWorkers(db: Db, from: string, to: string, filters: SQL[]): Promise<RosterBoard['unanswered']> {
  const res = await db.execute(sql`
    select a.id as "assignmentId", r.id as "rosterId", s.id as "shiftId", w.client_name as "workerName",
      w.contact_number as "contactNumber", l.name as "locationName", pp.position, r.date::text as date,
      s.start_minute as "startMinute", ${isoText(sql`a.reminded_at`)} as "remindedAt"
    from roster_assignments a
    join roster_shifts s on s.id = a.shift_id
    join rosters r on r.id = s.roster_id
    join project_positions pp on pp.id = s.position_id
    join project_locations l on l.id = r.location_id
    join projects p on p.id = l.project_id
    join workers w on w.id = a.worker_id
    where a.confirmation = 'none' and r.status = 'published'
      and r.date between ${from}::date and ${to}::date
      and s.starts_at > ${clockNow().toISOString()}::timestamptz
      ${sql.join(filters, sql` `)}
    order by s.starts_at, lower(l.name), lower(w.client_name), a.id
    limit ${BOARD_MAX_UNANSWERED}`);
  return (res.rows as Array<Omit<RosterBoard['unanswered'][number], 'start'> & { startMinute: number }>).map(
    ({ startMinute, ...u }) => ({ ...u, start: formatTimeOfDay(startMinute) }),
  );
}

/** Locations on a board at most (a filter narrows it). */
export const BOARD_MAX_LOCATIONS = 300;

type BoardRow = {
  location_id: string;
  location_name: string;
  project_id: string;
  project_code: string;
  project_name: string;
  client_id: string;
  client_name: string;
  /** The location's rosters of the range by date: [id, date, status, version, shifts]. */
  rosters: Array<[string, string, 'draft' | 'published', number, BoardShiftTuple[]]>;
};
/** [id, position, start minute, end minute, headcount, filled, confirmed, declined]. */
type BoardShiftTuple = [string, string, number, number, number, number, number, number];

/**
 * The board in one statement (with the holidays beside it): one row per shown location, in board
 * order, its rosters of the range and their shifts (with the filled/confirmed/declined counts kept
 * on the shift row, see migration 0015) nested as compact JSON arrays: the location's columns are
 * read once, not once per shift, and the driver parses one JSON text per location instead of a
 * field per shift column.
 */
export async function rosterBoard(db: Db, q: z.output<typeof rosterBoardQuery> & { managedBy?: string }): Promise<RosterBoard> {
  const days = q.view === 'week' ? weekDates(q.date) : [q.date];
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const filters: SQL[] = [];
  if (q.clientId) filters.push(sql`and p.client_id = ${q.clientId}::uuid`);
  if (q.projectId) filters.push(sql`and l.project_id = ${q.projectId}::uuid`);
  if (q.locationId) filters.push(sql`and l.id = ${q.locationId}::uuid`);
  if (q.managedBy) filters.push(sql`and p.manager_id = ${q.managedBy}::uuid`);
  const [res, holidays, unanswered] = await Promise.all([
    db.execute(sql`
      select l.id as location_id, l.name as location_name, p.id as project_id, p.code as project_code,
        p.name as project_name, c.id as client_id, c.name as client_name,
        coalesce((
          select json_agg(json_build_array(r.id, r.date::text, r.status, r.version, coalesce((
              select json_agg(json_build_array(s.id, pp.position, s.start_minute, s.end_minute, s.headcount,
                  s.filled_count, s.confirmed_count, s.declined_count) order by s.sort, s.start_minute, s.id)
              from roster_shifts s join project_positions pp on pp.id = s.position_id
              where s.roster_id = r.id), '[]'::json)) order by r.date)
          from rosters r where r.location_id = l.id and r.date between ${from}::date and ${to}::date), '[]'::json) as rosters
      from project_locations l
      join projects p on p.id = l.project_id
      join clients c on c.id = p.client_id
      -- Open locations of open projects, and any location with a roster in the range.
      where ((l.archived_at is null and p.archived_at is null and p.status in ('draft', 'active', 'on_hold'))
        or exists (select 1 from rosters r where r.location_id = l.id and r.date between ${from}::date and ${to}::date))
        ${sql.join(filters, sql` `)}
      order by lower(c.name), p.code, lower(l.name), l.id
      limit ${BOARD_MAX_LOCATIONS}`),
    holidaysInRange(db, from, to),
    unansweredWorkers(db, from, to, filters),
  ]);
  const toShift = ([
    id,
    position,
    startMinute,
    endMinute,
    headcount,
    filled,
    confirmed,
    declined,
  ]: BoardShiftTuple) => ({
    id,
    position,
    start: formatTimeOfDay(startMinute),
    end: formatTimeOfDay(endMinute),
    crossesMidnight: endMinute <= startMinute,
    headcount,
    filled: placesTaken(filled, declined),
    confirmed,
    declined,
    unanswered: filled - confirmed - declined,
    needsReplacement: needsReplacement({ headcount, filled: placesTaken(filled, declined), declined }),
  });
  return {
    view: q.view,
    from,
    to,
    days,
    holidays,
    unanswered,
    locations: (res.rows as BoardRow[]).map((l) => {
      const byDate = new Map(l.rosters.map((r) => [r[1], r]));
      return {
        locationId: l.location_id,
        locationName: l.location_name,
        projectId: l.project_id,
        projectCode: l.project_code,
        projectName: l.project_name,
        clientId: l.client_id,
        clientName: l.client_name,
        cells: days.map((date) => {
          const r = byDate.get(date);
          return { date, roster: r ? { id: r[0], status: r[2], version: r[3], shifts: r[4].map(toShift) } : null };
        }),
      };
    }),
  };
}
