import type { AnyColumn } from 'drizzle-orm';
import { and, asc, count, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  AssignmentRow,
  BoardShift,
  RosterBoard,
  RosterDetail,
  RosterListRow,
  ShiftRow,
  rosterBoardQuery,
  rosterExportQuery,
  rosterListQuery,
} from '@wf/shared/contracts/rosters/rosters';
import { formatTimeOfDay, rosteredMinutes, weekDates } from '@wf/shared/domain/rosters/roster-rules';
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
import { requiredCertificatesOf } from './roster-rules-db.ts';
import { holidaysInRange } from './holidays.ts';

// ---------------------------------------------------------------- one roster

/** An instant as the API writes it (Date.toISOString's form), in SQL. */
const isoText = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A shift's assignments (AssignmentRow, by name) as one json array: the shift and its workers in one statement. */
const assignmentsJson = sql<AssignmentRow[]>`coalesce((
  select json_agg(json_build_object(
      'id', a.id, 'shiftId', a.shift_id, 'workerId', a.worker_id, 'workerName', w.client_name,
      'employeeCode', w.employee_code, 'contactNumber', w.contact_number, 'confirmation', a.confirmation,
      'confirmedAt', ${isoText(sql`a.confirmed_at`)}, 'acceptedWarnings', a.accepted_warnings,
      'createdAt', ${isoText(sql`a.created_at`)}, 'createdByName', u.name)
    order by lower(w.client_name), a.id)
  from roster_assignments a
  join workers w on w.id = a.worker_id
  left join users u on u.id = a.created_by
  where a.shift_id = ${rosterShifts.id}), '[]'::json)`;

export async function shiftRows(db: DbOrTx, where: SQL): Promise<ShiftRow[]> {
  const rows = await db
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
    const mine = r.assignments;
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
      requiredCertificateTypeIds: r.requiredCertificateTypeIds,
      notes: r.notes,
      filled: mine.length,
      confirmed: mine.filter((a) => a.confirmation === 'confirmed').length,
      declined: mine.filter((a) => a.confirmation === 'declined').length,
      assignments: mine,
    });
  }
  return out;
}

export async function getShiftRow(db: DbOrTx, shiftId: string): Promise<ShiftRow> {
  const rows = await shiftRows(db, eq(rosterShifts.id, shiftId));
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
    shifts: await shiftRows(db, eq(rosterShifts.rosterId, id)),
  };
}

// ---------------------------------------------------------------- list

type ListQuery = z.output<typeof rosterListQuery>;
type ExportQuery = z.output<typeof rosterExportQuery>;
type Filter = Omit<ListQuery, 'page' | 'pageSize'>;

const R = withTable(rosters.id);
const shiftCount = sql<number>`(select count(*)::int from roster_shifts s where s.roster_id = ${R})`;
const headcount = sql<number>`(select coalesce(sum(s.headcount), 0)::int from roster_shifts s where s.roster_id = ${R})`;
const filled = sql<number>`(select coalesce(sum(s.filled_count), 0)::int from roster_shifts s where s.roster_id = ${R})`;
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

export async function listRosters(db: Db, q: ListQuery) {
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

export async function exportRosters(db: Db, q: ExportQuery): Promise<RosterListRow[]> {
  const rows = await fromRosters(db.select(listColumns))
    .where(where(q))
    .orderBy(...orderBy(SORT[q.sort], q.dir, rosters.id))
    .limit(EXPORT_FETCH_LIMIT);
  return exportableRows(rows as RawRow[]).map(toRow);
}

// ---------------------------------------------------------------- board

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
  roster_id: string | null;
  date: string | null;
  status: 'draft' | 'published' | null;
  version: number | null;
  shift_id: string | null;
  position: string | null;
  start_minute: number | null;
  end_minute: number | null;
  headcount: number | null;
  filled: number | null;
  confirmed: number | null;
  declined: number | null;
};

/**
 * The board in one statement (with the holidays beside it): the shown locations, their rosters of
 * the range and each shift with its filled/confirmed/declined counts (kept on the shift row, see
 * migration 0015), one row per shift (or per location/roster without one), in board order.
 */
export async function rosterBoard(db: Db, q: z.output<typeof rosterBoardQuery>): Promise<RosterBoard> {
  const days = q.view === 'week' ? weekDates(q.date) : [q.date];
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const filters: SQL[] = [];
  if (q.clientId) filters.push(sql`and p.client_id = ${q.clientId}::uuid`);
  if (q.projectId) filters.push(sql`and l.project_id = ${q.projectId}::uuid`);
  if (q.locationId) filters.push(sql`and l.id = ${q.locationId}::uuid`);
  const [res, holidays] = await Promise.all([
    db.execute(sql`
      with loc as (
        select l.id, l.name, p.id as project_id, p.code, p.name as project_name, c.id as client_id,
          c.name as client_name, lower(c.name) as client_key, lower(l.name) as location_key
        from project_locations l
        join projects p on p.id = l.project_id
        join clients c on c.id = p.client_id
        -- Open locations of open projects, and any location with a roster in the range.
        where ((l.archived_at is null and p.archived_at is null and p.status in ('draft', 'active', 'on_hold'))
          or exists (select 1 from rosters r where r.location_id = l.id and r.date between ${from}::date and ${to}::date))
          ${sql.join(filters, sql` `)}
        order by lower(c.name), p.code, lower(l.name), l.id
        limit ${BOARD_MAX_LOCATIONS}
      )
      select loc.id as location_id, loc.name as location_name, loc.project_id, loc.code as project_code,
        loc.project_name, loc.client_id, loc.client_name,
        r.id as roster_id, r.date::text as date, r.status, r.version,
        s.id as shift_id, pp.position, s.start_minute, s.end_minute, s.headcount,
        s.filled_count as filled, s.confirmed_count as confirmed, s.declined_count as declined
      from loc
      left join rosters r on r.location_id = loc.id and r.date between ${from}::date and ${to}::date
      left join roster_shifts s on s.roster_id = r.id
      left join project_positions pp on pp.id = s.position_id
      order by loc.client_key, loc.code, loc.location_key, loc.id, r.date, s.sort, s.start_minute, s.id`),
    holidaysInRange(db, from, to),
  ]);
  const rows = res.rows as BoardRow[];
  const locations: Array<RosterBoard['locations'][number] extends infer L ? Omit<L, 'cells'> : never> = [];
  const rosterRows: Array<{
    id: string;
    locationId: string;
    date: string;
    status: 'draft' | 'published';
    version: number;
  }> = [];
  const shifts: Array<{
    id: string;
    rosterId: string;
    position: string;
    startMinute: number;
    endMinute: number;
    headcount: number;
    filled: number;
    confirmed: number;
    declined: number;
  }> = [];
  for (const r of rows) {
    if (locations.at(-1)?.locationId !== r.location_id)
      locations.push({
        locationId: r.location_id,
        locationName: r.location_name,
        projectId: r.project_id,
        projectCode: r.project_code,
        projectName: r.project_name,
        clientId: r.client_id,
        clientName: r.client_name,
      });
    if (r.roster_id && rosterRows.at(-1)?.id !== r.roster_id)
      rosterRows.push({
        id: r.roster_id,
        locationId: r.location_id,
        date: r.date!,
        status: r.status!,
        version: r.version!,
      });
    if (r.roster_id && r.shift_id)
      shifts.push({
        id: r.shift_id,
        rosterId: r.roster_id,
        position: r.position!,
        startMinute: r.start_minute!,
        endMinute: r.end_minute!,
        headcount: r.headcount!,
        filled: r.filled!,
        confirmed: r.confirmed!,
        declined: r.declined!,
      });
  }
  const shiftsByRoster = new Map<string, BoardShift[]>();
  for (const s of shifts) {
    const list = shiftsByRoster.get(s.rosterId) ?? [];
    list.push({
      id: s.id,
      position: s.position,
      start: formatTimeOfDay(s.startMinute),
      end: formatTimeOfDay(s.endMinute),
      crossesMidnight: s.endMinute <= s.startMinute,
      headcount: s.headcount,
      filled: s.filled,
      confirmed: s.confirmed,
      declined: s.declined,
      unanswered: s.filled - s.confirmed - s.declined,
    });
    shiftsByRoster.set(s.rosterId, list);
  }
  const rosterAt = new Map(rosterRows.map((r) => [`${r.locationId}|${r.date}`, r]));
  return {
    view: q.view,
    from,
    to,
    days,
    holidays,
    locations: locations.map((l) => ({
      ...l,
      cells: days.map((date) => {
        const r = rosterAt.get(`${l.locationId}|${date}`);
        return {
          date,
          roster: r ? { id: r.id, status: r.status, version: r.version, shifts: shiftsByRoster.get(r.id) ?? [] } : null,
        };
      }),
    })),
  };
}
