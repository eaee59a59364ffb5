import { sql, type SQL } from 'drizzle-orm';
import { arrayLiteral } from '../../db/insert-many.ts';
import { formatTimeOfDay } from '@wf/shared/domain/rosters/roster-rules';
import type { ParsedRow, RowError } from '@wf/shared/domain/data-migration/roster-import-rows';
import type { DbOrTx } from '../../db/client.ts';

/** One worker's row on a shift (a row without a worker is an open place). */
export type PlanPlace = { line: number; workerId: string | null; clockIn: string | null; clockOut: string | null };

export type PlanShift = {
  /** positionId|HH:MM|HH:MM|break: the same key a roster's existing shift is matched by. */
  key: string;
  positionId: string;
  start: string;
  end: string;
  breakMinutes: number;
  places: PlanPlace[];
};

export type PlanRoster = { locationId: string; date: string; lines: number[]; shifts: Map<string, PlanShift> };

/** The file's rows grouped as the roster pages hold them: roster (location, date) -> shift -> places. */
export type Plan = { rosters: PlanRoster[]; rowCount: number };

export const shiftKey = (positionId: string, start: string, end: string, breakMinutes: number) =>
  `${positionId}|${start}|${end}|${breakMinutes}`;

const lower = (s: string) => s.trim().toLowerCase();

/** The database's projects, locations, positions and the named workers, loaded once for the whole file. */
type Refs = {
  projects: Map<string, { id: string; status: string }>;
  locations: Map<string, string>;
  positions: Map<string, string>;
  workersByCode: Map<string, string>;
  workersById: Map<string, string>;
};

const CHUNK = 10_000;

async function loadRefs(db: DbOrTx, rows: ParsedRow[]): Promise<Refs> {
  const codes = [...new Set(rows.map((r) => r.projectCode))];
  const projects = new Map<string, { id: string; status: string }>();
  const locations = new Map<string, string>();
  const positions = new Map<string, string>();
  if (codes.length) {
    const p = await db.execute(
      sql`select id, upper(code) as code, status from projects where upper(code) = any(${arrayLiteral(codes)}::text[])`,
    );
    for (const r of p.rows as { id: string; code: string; status: string }[])
      projects.set(r.code, { id: r.id, status: r.status });
    const ids = arrayLiteral([...projects.values()].map((x) => x.id));
    if (projects.size) {
      const l = await db.execute(
        sql`select id, project_id, name from project_locations where project_id = any(${ids}::uuid[]) and archived_at is null`,
      );
      for (const r of l.rows as { id: string; project_id: string; name: string }[])
        locations.set(`${r.project_id}|${lower(r.name)}`, r.id);
      const q = await db.execute(
        sql`select id, project_id, position from project_positions where project_id = any(${ids}::uuid[])`,
      );
      for (const r of q.rows as { id: string; project_id: string; position: string }[])
        positions.set(`${r.project_id}|${lower(r.position)}`, r.id);
    }
  }
  const workersByCode = new Map<string, string>();
  const workersById = new Map<string, string>();
  const wanted = (kind: 'code' | 'id') => [
    ...new Set(rows.flatMap((r) => (r.worker?.kind === kind ? [r.worker.value] : []))),
  ];
  // The values are upper case. Codes are read by the unique index on the code as stored first,
  // then the rest by upper(code) (a code stored in lower case); ID numbers by upper(id_number)'s index.
  const read = async (query: (list: SQL) => SQL, values: string[], target: Map<string, string>) => {
    for (let i = 0; i < values.length; i += CHUNK) {
      const res = await db.execute(query(sql`${arrayLiteral(values.slice(i, i + CHUNK))}::text[]`));
      for (const r of res.rows as { id: string; v: string }[]) target.set(r.v, r.id);
    }
  };
  const codesWanted = wanted('code');
  await read(
    (list) => sql`select id, employee_code as v from workers where employee_code = any(${list})`,
    codesWanted,
    workersByCode,
  );
  await read(
    (list) => sql`select id, upper(employee_code) as v from workers where upper(employee_code) = any(${list})`,
    codesWanted.filter((c) => !workersByCode.has(c)),
    workersByCode,
  );
  await read(
    (list) => sql`select id, upper(id_number) as v from workers where upper(id_number) = any(${list})`,
    wanted('id'),
    workersById,
  );
  return { projects, locations, positions, workersByCode, workersById };
}

/** Most shifts one roster may hold (rosterCreateBody, rosterUpdateBody). */
const MAX_SHIFTS = 50;

/**
 * Resolves each row's project, location, position and worker (unknown ones are row errors), and
 * groups the rows into rosters and shifts. A second row for the same worker on the same shift is
 * an error unless it repeats the first exactly.
 */
export async function buildPlan(db: DbOrTx, rows: ParsedRow[], errors: RowError[]): Promise<Plan> {
  const refs = await loadRefs(db, rows);
  const rosters = new Map<string, PlanRoster>();
  for (const r of rows) {
    const fail = (column: RowError['column'], reason: RowError['reason']) =>
      errors.push({ line: r.line, column, reason });
    const project = refs.projects.get(r.projectCode);
    if (!project) {
      fail('projectCode', 'unknownProject');
      continue;
    }
    if (project.status === 'completed' || project.status === 'cancelled') {
      fail('projectCode', 'projectClosed');
      continue;
    }
    const locationId = refs.locations.get(`${project.id}|${lower(r.locationName)}`);
    const positionId = refs.positions.get(`${project.id}|${lower(r.position)}`);
    let workerId: string | null = null;
    if (r.worker)
      workerId =
        (r.worker.kind === 'code' ? refs.workersByCode : refs.workersById).get(r.worker.value) ??
        // An employee code shaped like an ID, or an ID typed where a code was expected.
        refs.workersByCode.get(r.worker.value) ??
        null;
    if (!locationId) fail('locationName', 'unknownLocation');
    if (!positionId) fail('position', 'unknownPosition');
    if (r.worker && !workerId) fail('worker', 'unknownWorker');
    if (!locationId || !positionId || (r.worker && !workerId)) continue;
    const rk = `${locationId}|${r.date}`;
    let roster = rosters.get(rk);
    if (!roster) rosters.set(rk, (roster = { locationId: locationId!, date: r.date, lines: [], shifts: new Map() }));
    const start = formatTimeOfDay(r.start);
    const end = formatTimeOfDay(r.end);
    const sk = shiftKey(positionId!, start, end, r.breakMinutes);
    let shift = roster.shifts.get(sk);
    if (!shift) {
      if (roster.shifts.size >= MAX_SHIFTS) {
        fail(null, 'tooManyShifts');
        continue;
      }
      roster.shifts.set(
        sk,
        (shift = { key: sk, positionId: positionId!, start, end, breakMinutes: r.breakMinutes, places: [] }),
      );
    }
    const same = workerId ? shift.places.find((p) => p.workerId === workerId) : undefined;
    if (same) {
      if (same.clockIn !== r.clockIn || same.clockOut !== r.clockOut) fail('worker', 'duplicateRow');
      continue;
    }
    shift.places.push({ line: r.line, workerId, clockIn: r.clockIn, clockOut: r.clockOut });
    roster.lines.push(r.line);
  }
  const list = [...rosters.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { rosters: list, rowCount: rows.length };
}
