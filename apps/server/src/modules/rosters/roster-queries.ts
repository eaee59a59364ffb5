import { asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
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
import { iso, isoOrNull, withTable } from '../../http/list-helpers.ts';
import { defineList, searchAny } from '../../http/list-builder.ts';
import { notFound } from '../../http/errors.ts';
import { shiftRate } from '@wf/shared/domain/pay/shift-pay';
import type { Write } from '../../db/write-together.ts';
import { requiredCertificatesOf } from './roster-rules-db.ts';
import { holidaysInRange } from './holidays.ts';
import type { RosterStatus } from '@wf/shared/enums/rosters';
import { OPEN_PROJECT_STATUSES } from '@wf/shared/domain/projects/project-rules';
import { sqlList } from '../../db/enum-column.ts';
import { arrayLiteral } from '../../db/insert-many.ts';

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
      'createdAt', ${isoText(sql`a.created_at`)}, 'createdByName', u.name, 'workerRate', w.hourly_rate_cents,
      'attendanceRecorded', exists(select 1 from roster_attendance t where t.assignment_id = a.id),
      'payLocked', exists(select 1 from shift_payments p where p.assignment_id = a.id and p.status = 'locked'))
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
    const mine: AssignmentRow[] = r.assignments.map(({ workerRate, ...a }) => ({
      ...a,
      ...shiftRate(rates, workerRate),
    }));
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
      needsReplacement: needsReplacement(
        { headcount: r.headcount, filled: placesTaken(mine.length, declined), declined, endsAt: r.endsAt },
        clockNow(),
      ),
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

type RawRow = Omit<RosterListRow, 'publishedAt'> & { publishedAt: Date | null };

/** The roster list (http/list-builder.ts). */
const rosterList = defineList({
  columns: listColumns,
  from: (q) =>
    q
      .from(rosters)
      .innerJoin(projectLocations, eq(projectLocations.id, rosters.locationId))
      .innerJoin(projects, eq(projects.id, rosters.projectId))
      .innerJoin(clients, eq(clients.id, projects.clientId)),
  filters: (f: Filter) => [
    f.from && gte(rosters.date, f.from),
    f.to && lte(rosters.date, f.to),
    f.clientId && eq(projects.clientId, f.clientId),
    f.projectId && eq(rosters.projectId, f.projectId),
    f.locationId && eq(rosters.locationId, f.locationId),
    f.status && eq(rosters.status, f.status),
    f.managedBy && eq(projects.managerId, f.managedBy),
    f.search && searchAny(f.search, [projectLocations.name, projects.code, projects.name, clients.name]),
  ],
  sort: {
    date: rosters.date,
    locationName: sql`lower(${projectLocations.name})`,
    projectCode: projects.code,
    clientName: sql`lower(${clients.name})`,
    status: rosters.status,
    shiftCount,
    headcount,
    filled,
  },
  id: rosters.id,
  row: (r: RawRow): RosterListRow => ({ ...r, publishedAt: isoOrNull(r.publishedAt) }),
});

export async function listRosters(db: Db, q: ListQuery & { managedBy?: string }) {
  return rosterList.page(db, q);
}

export async function exportRosters(db: Db, q: ExportQuery & { managedBy?: string }): Promise<RosterListRow[]> {
  return rosterList.export(db, q);
}

// ---------------------------------------------------------------- board

/** Unanswered workers listed on a board at most. */
export const BOARD_MAX_UNANSWERED = 200;

/** A shift on the board with places not answered yet: what its panel entries show and sort by. */
type UnansweredShift = {
  rosterId: string;
  shiftId: string;
  locationName: string;
  position: string;
  date: string;
  start: string;
  startsAt: number;
  /** The location's place in lower(name) order among the board's locations (equal names, equal rank). */
  nameRank: number;
};

/**
 * The board's "not answered yet" list: workers on published shifts of the range that have not
 * started who have neither confirmed nor declined, soonest shift first, then by location name and
 * worker name. It reads only the board's own shifts that have such places (from their kept counts,
 * the same ones the shift chips show), in that order, so it joins assignments to workers and
 * nothing else (decision 015: the panel had cost more than the board itself).
 */
async function unansweredWorkers(db: Db, shifts: UnansweredShift[]): Promise<RosterBoard['unanswered']> {
  if (!shifts.length) return [];
  const ordered = [...shifts].sort((a, b) => a.startsAt - b.startsAt || a.nameRank - b.nameRank);
  const ranks: number[] = [];
  ordered.forEach((x, i) => {
    const prev = ordered[i - 1];
    ranks.push(prev && prev.startsAt === x.startsAt && prev.nameRank === x.nameRank ? ranks[i - 1]! : i);
  });
  const byId = new Map(ordered.map((x) => [x.shiftId, x]));
  const res = await db.execute(sql`
    select a.id as "assignment_id", a.shift_id, w.client_name as "worker_name", w.contact_number,
      ${isoText(sql`a.reminded_at`)} as "reminded_at"
    from unnest(${arrayLiteral(ordered.map((x) => x.shiftId))}::uuid[], ${arrayLiteral(ranks)}::int[]) as k(shift_id, rank)
    join roster_assignments a on a.shift_id = k.shift_id and a.confirmation = 'none'
    join workers w on w.id = a.worker_id
    order by k.rank, lower(w.client_name), a.id
    limit ${BOARD_MAX_UNANSWERED}`);
  type Row = { assignment_id: string; shift_id: string; worker_name: string; contact_number: string | null; reminded_at: string | null };
  return (res.rows as Row[]).map((r) => {
    const x = byId.get(r.shift_id)!;
    return {
      assignmentId: r.assignment_id,
      rosterId: x.rosterId,
      shiftId: x.shiftId,
      workerName: r.worker_name,
      contactNumber: r.contact_number,
      locationName: x.locationName,
      position: x.position,
      date: x.date,
      start: x.start,
      remindedAt: r.reminded_at,
    };
  });
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
  name_rank: number;
  /** The location's rosters of the range by date: [id, date, status, version, shifts]. */
  rosters: Array<[string, string, RosterStatus, number, BoardShiftTuple[]]>;
};
/** [id, position, start minute, end minute, headcount, filled, confirmed, declined, ends at, starts at]. */
type BoardShiftTuple = [string, string, number, number, number, number, number, number, string, string];

/**
 * The board in one statement (with the holidays beside it): one row per shown location, in board
 * order, its rosters of the range and their shifts (with the filled/confirmed/declined counts kept
 * on the shift row, see migration 0015) nested as compact JSON arrays: the location's columns are
 * read once, not once per shift, and the driver parses one JSON text per location instead of a
 * field per shift column.
 */
export async function rosterBoard(
  db: Db,
  q: z.output<typeof rosterBoardQuery> & { managedBy?: string },
): Promise<RosterBoard> {
  const days = q.view === 'week' ? weekDates(q.date) : [q.date];
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const filters: SQL[] = [];
  if (q.clientId) filters.push(sql`and p.client_id = ${q.clientId}::uuid`);
  if (q.projectId) filters.push(sql`and l.project_id = ${q.projectId}::uuid`);
  if (q.locationId) filters.push(sql`and l.id = ${q.locationId}::uuid`);
  if (q.managedBy) filters.push(sql`and p.manager_id = ${q.managedBy}::uuid`);
  const [res, holidays] = await Promise.all([
    db.execute(sql`
      select l.id as location_id, l.name as location_name, p.id as project_id, p.code as project_code,
        p.name as project_name, c.id as client_id, c.name as client_name,
        dense_rank() over (order by lower(l.name))::int as name_rank,
        coalesce((
          select json_agg(json_build_array(r.id, r.date::text, r.status, r.version, coalesce((
              select json_agg(json_build_array(s.id, pp.position, s.start_minute, s.end_minute, s.headcount,
                  s.filled_count, s.confirmed_count, s.declined_count, s.ends_at, s.starts_at)
                order by s.sort, s.start_minute, s.id)
              from roster_shifts s join project_positions pp on pp.id = s.position_id
              where s.roster_id = r.id), '[]'::json)) order by r.date)
          from rosters r where r.location_id = l.id and r.date between ${from}::date and ${to}::date), '[]'::json) as rosters
      from project_locations l
      join projects p on p.id = l.project_id
      join clients c on c.id = p.client_id
      -- Open locations of open projects, and any location with a roster in the range.
      where ((l.archived_at is null and p.archived_at is null and p.status in (${sqlList(OPEN_PROJECT_STATUSES)}))
        or exists (select 1 from rosters r where r.location_id = l.id and r.date between ${from}::date and ${to}::date))
        ${sql.join(filters, sql` `)}
      order by lower(c.name), p.code, lower(l.name), l.id
      limit ${BOARD_MAX_LOCATIONS}`),
    holidaysInRange(db, from, to),
  ]);
  const rows = res.rows as BoardRow[];
  const at = clockNow();
  const unanswered = await unansweredWorkers(
    db,
    rows.flatMap((l) =>
      l.rosters
        .filter((r) => r[2] === 'published')
        .flatMap((r) =>
          r[4]
            .filter(([, , , , , filled, confirmed, declined, , startsAt]) =>
              filled - confirmed - declined > 0 && new Date(startsAt).getTime() > at.getTime(),
            )
            .map(([shiftId, position, startMinute, , , , , , , startsAt]) => ({
              rosterId: r[0],
              shiftId,
              locationName: l.location_name,
              position,
              date: r[1],
              start: formatTimeOfDay(startMinute),
              startsAt: new Date(startsAt).getTime(),
              nameRank: l.name_rank,
            })),
        ),
    ),
  );
  const toShift = ([
    id,
    position,
    startMinute,
    endMinute,
    headcount,
    filled,
    confirmed,
    declined,
    endsAt,
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
    endsAt: new Date(endsAt).toISOString(),
    needsReplacement: needsReplacement({ headcount, filled: placesTaken(filled, declined), declined, endsAt }, at),
  });
  return {
    view: q.view,
    from,
    to,
    days,
    holidays,
    unanswered,
    locations: rows.map((l) => {
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
