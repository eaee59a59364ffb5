import { sql, type SQL } from 'drizzle-orm';
import type { ProjectDashboard } from '@wf/shared/contracts/reports/dashboards';
import { today } from '@wf/shared/domain/clock';
import { reportPeriod } from '@wf/shared/domain/reports/report-figures';
import { staffingTotals, type ShiftStaffing } from '@wf/shared/domain/reports/project-figures';
import { addDays } from '@wf/shared/domain/rosters/roster-rules';
import type { DbOrTx } from '../../db/client.ts';
import { loadModules } from '../registry.ts';
import type { RosterStatus } from '@wf/shared/enums/rosters';

/**
 * The project dashboard (issue #33): a manager's operations overview from the rosters, attendance
 * and certificates. A manager sees the projects they manage (the rosters' rule,
 * modules/rosters/roster-scope.ts `managedBy`; a project nobody manages is admin's, decision 018);
 * an admin every project.
 */

export type DashboardUser = { id: string; role: string };

const TODAY_ROSTERS = 20;
const NO_SHOW_DAYS = 7;
const NO_SHOW_ROSTERS = 5;
const CERT_DAYS = 30;
const CERT_ITEMS = 5;

const rowsOf = <T>(r: { rows: unknown[] }) => r.rows as T[];
const n = (v: unknown) => Number(v ?? 0);

/** The projects the caller's figures cover (`p` is the projects alias). */
const scopeSql = (user: DashboardUser): SQL =>
  user.role === 'manager' ? sql`and p.manager_id = ${user.id}::uuid` : sql``;

type ShiftRow = {
  roster_id: string;
  date: string;
  status: RosterStatus;
  location_name: string;
  project_name: string;
  headcount: unknown;
  filled: unknown;
  confirmed: unknown;
  declined: unknown;
};

const staffingOf = (r: ShiftRow): ShiftStaffing => ({
  headcount: n(r.headcount),
  filled: n(r.filled),
  confirmed: n(r.confirmed),
  declined: n(r.declined),
});

/** Today's rosters, each with its shifts' totals, by location name. */
function todayRosters(rows: readonly ShiftRow[]): ProjectDashboard['todayRosters'] {
  const byRoster = new Map<string, { row: ShiftRow; shifts: ShiftStaffing[] }>();
  for (const r of rows) {
    const e = byRoster.get(r.roster_id) ?? { row: r, shifts: [] };
    e.shifts.push(staffingOf(r));
    byRoster.set(r.roster_id, e);
  }
  return [...byRoster.values()]
    .map(({ row, shifts }) => {
      const { shifts: count, headcount, places } = staffingTotals(shifts);
      return {
        rosterId: row.roster_id,
        locationName: row.location_name,
        projectName: row.project_name,
        status: row.status,
        shifts: count,
        headcount,
        places,
      };
    })
    .sort((a, b) => a.locationName.localeCompare(b.locationName) || a.rosterId.localeCompare(b.rosterId))
    .slice(0, TODAY_ROSTERS);
}

/** The caller's tasks due, from the module that provides them (the tasks app); null without one. */
async function tasksDue(db: DbOrTx, user: DashboardUser, day: string): Promise<ProjectDashboard['tasksDue']> {
  const provider = (await loadModules()).find((m) => m.tasksDue)?.tasksDue;
  return provider ? provider(db, user, day) : null;
}

export async function projectDashboard(db: DbOrTx, user: DashboardUser): Promise<ProjectDashboard> {
  const day = today();
  const week = reportPeriod('week', day);
  const scope = scopeSql(user);
  const noShowFrom = addDays(day, -(NO_SHOW_DAYS - 1));
  const certTo = addDays(day, CERT_DAYS);
  const [shifts, attendance, certificates, tasks] = await Promise.all([
    db.execute(sql`select r.id as roster_id, r.date::text as date, r.status, l.name as location_name, p.code || ' ' || p.name as project_name,
        rs.headcount, rs.filled_count as filled, rs.confirmed_count as confirmed, rs.declined_count as declined
      from roster_shifts rs
      join rosters r on r.id = rs.roster_id
      join projects p on p.id = r.project_id
      join project_locations l on l.id = r.location_id
      where r.date between ${week.start}::date and ${week.end}::date ${scope}`),
    db.execute(sql`select r.id as roster_id, r.date::text as date, l.name as location_name,
        count(*) as recorded, count(*) filter (where a.status = 'no_show') as no_shows
      from roster_attendance a
      join roster_assignments ra on ra.id = a.assignment_id
      join roster_shifts rs on rs.id = ra.shift_id
      join rosters r on r.id = rs.roster_id
      join projects p on p.id = r.project_id
      join project_locations l on l.id = r.location_id
      where r.date between ${noShowFrom}::date and ${day}::date ${scope}
      group by 1, 2, 3`),
    db.execute(sql`select c.id, w.client_name as worker_name, ct.name as type_name, c.expiry_date::text as expiry_date
      from worker_certificates c
      join workers w on w.id = c.worker_id
      join certificate_types ct on ct.id = c.type_id
      where c.expiry_date between ${day}::date and ${certTo}::date
        and exists (select 1 from roster_assignments ra
          join roster_shifts rs on rs.id = ra.shift_id
          join rosters r on r.id = rs.roster_id
          join projects p on p.id = r.project_id
          where ra.worker_id = c.worker_id and ra.confirmation <> 'declined'
            and r.date between ${day}::date and ${certTo}::date ${scope})
      order by c.expiry_date, w.client_name, c.id`),
    tasksDue(db, user, day),
  ]);
  const weekRows = rowsOf<ShiftRow>(shifts);
  const todayRows = weekRows.filter((r) => r.date === day);
  const att = rowsOf<{ roster_id: string; date: string; location_name: string; recorded: unknown; no_shows: unknown }>(
    attendance,
  );
  const certs = rowsOf<{ id: string; worker_name: string; type_name: string; expiry_date: string }>(certificates);
  return {
    today: day,
    week: { from: week.start, to: week.end },
    scope: user.role === 'manager' ? 'managed' : 'all',
    todayShifts: staffingTotals(todayRows.map(staffingOf)),
    weekShifts: staffingTotals(weekRows.map(staffingOf)),
    todayRosters: todayRosters(todayRows),
    noShows: {
      from: noShowFrom,
      recorded: att.reduce((s, r) => s + n(r.recorded), 0),
      count: att.reduce((s, r) => s + n(r.no_shows), 0),
      rosters: att
        .filter((r) => n(r.no_shows) > 0)
        .sort((a, b) => b.date.localeCompare(a.date) || a.location_name.localeCompare(b.location_name))
        .slice(0, NO_SHOW_ROSTERS)
        .map((r) => ({ rosterId: r.roster_id, date: r.date, locationName: r.location_name, count: n(r.no_shows) })),
    },
    certificatesExpiring: {
      count: certs.length,
      items: certs
        .slice(0, CERT_ITEMS)
        .map((c) => ({ id: c.id, workerName: c.worker_name, typeName: c.type_name, expiryDate: c.expiry_date })),
    },
    tasksDue: tasks,
  };
}
