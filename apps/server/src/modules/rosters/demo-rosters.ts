import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  addDays,
  assignmentWarnings,
  computeAttendance,
  overlaps,
  rosteredMinutes,
  sgtDate,
  sgtInstant,
  shiftInterval,
  weekStart,
  type WorkedShift,
} from '@wf/shared/domain/rosters/roster-rules';
import { DEFAULT_ROUNDING_STEP_MINUTES } from '@wf/shared/contracts/rosters/rosters';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  clientDoNotSend,
  projectLocations,
  projectPositions,
  projects,
  rosterAssignments,
  rosterAttendance,
  rosterRegulars,
  rosterShifts,
  rosters,
  users,
  workerCertificates,
  workers,
} from '../../db/schema/index.ts';
import { requiredCertificates } from './roster-rules-db.ts';
import * as clock from '@wf/shared/domain/clock';

/** Shift patterns by the position's place in the project: [start, end, break] in minutes. */
const PATTERNS: Array<Array<[number, number, number]>> = [
  [
    [7 * 60, 15 * 60, 45],
    [14 * 60, 22 * 60, 45],
  ],
  [[9 * 60, 18 * 60, 60]],
  [[22 * 60, 6 * 60, 30]],
];

/** A small deterministic sequence, so the demo looks the same on every fresh start. */
function sequence(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/**
 * Four weeks of rosters around today (two weeks back, two ahead) for the open demo projects'
 * locations: shifts of the projects' positions, workers assigned by the same rules as the API
 * (active, not on the client's do-not-send list, required certificate valid, no overlap, no
 * warning), confirmations on published rosters, and attendance for past days with lates,
 * an early leaver and no-shows; sheets older than a week locked. Skipped when any roster exists.
 */
export async function seedDemoRosters(db: Db, now: Date = clock.now()): Promise<number> {
  const existing = (await db.select({ n: count() }).from(rosters))[0]?.n ?? 0;
  if (existing > 0) return 0;
  return db.transaction(async (tx) => seedInto(tx, now));
}

async function seedInto(tx: DbOrTx, now: Date): Promise<number> {
  const today = sgtDate(now);
  const first = addDays(weekStart(today), -14);
  const dates = Array.from({ length: 28 }, (_, i) => addDays(first, i));
  const locations = await tx
    .select({ id: projectLocations.id, projectId: projects.id, clientId: projects.clientId })
    .from(projectLocations)
    .innerJoin(projects, eq(projects.id, projectLocations.projectId))
    .where(
      and(
        isNull(projectLocations.archivedAt),
        isNull(projects.archivedAt),
        inArray(projects.status, ['active', 'on_hold']),
      ),
    )
    .orderBy(asc(projects.code), asc(projectLocations.name));
  if (locations.length === 0) return 0;
  const pool = await tx
    .select({ id: workers.id })
    .from(workers)
    .where(and(eq(workers.status, 'active'), sql`${workers.employeeCode} is not null`))
    .orderBy(asc(workers.employeeCode));
  if (pool.length === 0) return 0;
  const staff = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(inArray(users.role, ['manager', 'hr', 'admin']));
  const manager = staff.find((u) => u.role === 'manager')?.id ?? staff[0]?.id ?? null;
  const hr = staff.find((u) => u.role === 'hr')?.id ?? manager;
  const dns = new Set(
    (await tx.select({ c: clientDoNotSend.clientId, w: clientDoNotSend.workerId }).from(clientDoNotSend)).map(
      (r) => `${r.c}|${r.w}`,
    ),
  );
  const certs = await tx
    .select({
      workerId: workerCertificates.workerId,
      typeId: workerCertificates.typeId,
      issue: workerCertificates.issueDate,
      expiry: workerCertificates.expiryDate,
    })
    .from(workerCertificates);
  const hasCert = (workerId: string, typeId: string, date: string) =>
    certs.some(
      (c) =>
        c.workerId === workerId &&
        c.typeId === typeId &&
        (c.expiry === null || c.expiry >= date) &&
        (c.issue === null || c.issue <= date),
    );
  const positionsOf = new Map<string, Array<{ id: string; position: string; headcount: number; required: string[] }>>();
  for (const l of locations) {
    if (positionsOf.has(l.projectId)) continue;
    const ps = await tx
      .select({ id: projectPositions.id, position: projectPositions.position, headcount: projectPositions.headcount })
      .from(projectPositions)
      .where(eq(projectPositions.projectId, l.projectId))
      .orderBy(asc(projectPositions.sort), asc(projectPositions.id));
    const withCerts = [];
    for (const p of ps) withCerts.push({ ...p, required: await requiredCertificates(tx, p.id, p.position) });
    positionsOf.set(l.projectId, withCerts);
  }

  const rand = sequence(20_260_301);
  const worked = new Map<string, WorkedShift[]>();
  const regularsOf = new Map<string, string[]>();
  // Every row is built here with its id and written in a few bulk inserts at the end (a first boot
  // stays fast however many places are filled).
  const rosterRows: (typeof rosters.$inferInsert)[] = [];
  const shiftRows: (typeof rosterShifts.$inferInsert)[] = [];
  const assignmentRows: (typeof rosterAssignments.$inferInsert)[] = [];
  const attendanceRows: (typeof rosterAttendance.$inferInsert)[] = [];
  let cursor = 0;
  for (const [li, l] of locations.entries()) {
    const positions = (positionsOf.get(l.projectId) ?? []).slice(0, 2);
    if (positions.length === 0) continue;
    for (const date of dates) {
      const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (dow === 0 && li % 3 !== 1) continue; // most sites rest on Sundays
      if (dow === 6 && li % 2 === 0) continue; // and half of them on Saturdays
      const status = date < addDays(weekStart(today), 7) || li % 3 !== 0 ? 'published' : 'draft';
      const publishedAt = status === 'published' ? sgtInstant(addDays(date, -5), 10 * 60) : null;
      const rosterId = randomUUID();
      rosterRows.push({
        id: rosterId,
        locationId: l.id,
        projectId: l.projectId,
        date,
        status,
        publishedAt,
        publishedBy: status === 'published' ? manager : null,
        createdBy: manager,
        createdAt: sgtInstant(addDays(date, -9), 9 * 60),
        attendanceLockedAt: date < addDays(today, -7) ? sgtInstant(addDays(date, 2), 18 * 60) : null,
        attendanceLockedBy: date < addDays(today, -7) ? hr : null,
      });
      let sort = 0;
      for (const [pi, p] of positions.entries()) {
        // The site's main position works its pattern every open day; a second one a shift on the
        // busy Friday and Saturday.
        if (pi > 0 && dow !== 5 && dow !== 6) continue;
        const patterns = PATTERNS[(li + pi) % PATTERNS.length]!.slice(0, pi === 0 ? 2 : 1);
        for (const [start, end, brk] of patterns) {
          const i = shiftInterval(date, start, end);
          // A small crew: one or two a shift (by the position's size, and on a Saturday).
          const headcount = pi === 0 && (p.headcount >= 10 || dow === 6) ? 2 : 1;
          const shiftId = randomUUID();
          shiftRows.push({
            id: shiftId,
            rosterId,
            positionId: p.id,
            startMinute: start,
            endMinute: end,
            startsAt: i.start,
            endsAt: i.end,
            breakMinutes: brk,
            headcount,
            sort: sort++,
          });
          const minutes = rosteredMinutes(i.lengthMinutes, brk);
          // Most places filled; a few shifts a week a worker short (under-staffed on the board), and
          // more of them open in the weeks ahead.
          const short = date > today ? rand() < 0.3 : rand() < 0.08;
          const want = headcount - (short ? 1 : 0);
          let placed = 0;
          for (let tries = 0; tries < pool.length && placed < want; tries++) {
            const w = pool[(cursor + tries) % pool.length]!.id;
            if (dns.has(`${l.clientId}|${w}`)) continue;
            if (!p.required.every((t) => hasCert(w, t, date))) continue;
            const mine = worked.get(w) ?? [];
            const candidate: WorkedShift = { start: i.start, end: i.end, date, minutes };
            if (mine.some((o) => overlaps(o, candidate))) continue;
            if (assignmentWarnings(candidate, mine).length) continue;
            mine.push(candidate);
            worked.set(w, mine);
            placed += 1;
            const regs = regularsOf.get(l.id) ?? [];
            if (regs.length < 3 && !regs.includes(w)) regularsOf.set(l.id, [...regs, w]);
            const roll = rand();
            const confirmation =
              status !== 'published' ? 'none' : roll < 0.7 ? 'confirmed' : roll < 0.8 ? 'declined' : 'none';
            const assignmentId = randomUUID();
            assignmentRows.push({
              id: assignmentId,
              shiftId,
              workerId: w,
              startsAt: i.start,
              endsAt: i.end,
              rosteredMinutes: minutes,
              confirmation,
              confirmedAt: confirmation === 'none' ? null : sgtInstant(addDays(date, -3), 20 * 60),
              createdBy: manager,
              createdAt: sgtInstant(addDays(date, -8), 11 * 60),
            });
            if (date < today && status === 'published') {
              const kind = rand();
              const inOffset =
                kind < 0.06 ? null : kind < 0.22 ? 5 + Math.floor(rand() * 25) : -Math.floor(rand() * 12);
              const outOffset = kind > 0.93 ? -45 : Math.floor(rand() * 10);
              const clockIn = inOffset === null ? null : new Date(i.start.getTime() + inOffset * 60_000);
              const clockOut = inOffset === null ? null : new Date(i.end.getTime() + outOffset * 60_000);
              const res = computeAttendance({
                rosteredStart: i.start,
                rosteredEnd: i.end,
                breakMinutes: brk,
                clockIn,
                clockOut,
                step: DEFAULT_ROUNDING_STEP_MINUTES,
              });
              const hhmm = (d: Date | null) =>
                d ? new Date(d.getTime() + 8 * 3600_000).toISOString().slice(11, 16) : null;
              attendanceRows.push({
                assignmentId,
                clockInRaw: hhmm(clockIn),
                clockOutRaw: hhmm(clockOut),
                clockInAt: clockIn,
                clockOutAt: clockOut,
                paidStartAt: res.paidStart,
                paidEndAt: res.paidEnd,
                paidMinutes: res.paidMinutes,
                roundingStepMinutes: DEFAULT_ROUNDING_STEP_MINUTES,
                status: res.status,
                lateMinutes: res.lateMinutes,
                earlyMinutes: res.earlyMinutes,
                note: res.status === 'no_show' ? 'Did not report; not reachable by phone' : null,
                enteredBy: hr,
                enteredAt: sgtInstant(addDays(date, 1), 10 * 60),
                updatedBy: hr,
                updatedAt: sgtInstant(addDays(date, 1), 10 * 60),
              });
            }
          }
          cursor = (cursor + placed + 1) % pool.length;
        }
      }
    }
  }
  await insertInChunks(tx, rosters, rosterRows);
  await insertInChunks(tx, rosterShifts, shiftRows);
  await insertInChunks(tx, rosterAssignments, assignmentRows);
  await insertInChunks(tx, rosterAttendance, attendanceRows);
  const regularRows = [...regularsOf].flatMap(([locationId, ws]) =>
    ws.map((workerId) => ({ locationId, workerId, createdBy: manager })),
  );
  await insertInChunks(tx, rosterRegulars, regularRows);
  const made = rosterRows.length;
  return made;
}

/** Bulk insert, a few hundred rows a statement (under the bind-parameter limit). */
async function insertInChunks<T extends PgTable>(tx: DbOrTx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += 300) await tx.insert(table).values(rows.slice(i, i + 300));
}
