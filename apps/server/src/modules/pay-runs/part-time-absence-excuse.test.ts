import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayRun, PayRunLine } from '@wf/shared/contracts/pay-runs/pay-runs';
import type { AbsenceExcuseBody, AttendanceSheet } from '@wf/shared/contracts/rosters/rosters';
import { payRunDocumentEndpoints as docs, payRunEndpoints as e } from '@wf/shared/contracts/pay-runs/endpoints';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { auditLog, publicHolidays, workers } from '../../db/schema/index.ts';
import { demoWorkerValues } from '../workers/index.ts';
import { drawnText } from '../../pdf/pdf-text-kit.ts';
import { dbLabel } from '../../test/harness.ts';
import { useClockAt } from '../../test/clock.ts';
import { attendedShift, createSite } from '../../test/sites.ts';
import { useTestContext } from '../../test/use-test-context.ts';

/**
 * Decision 026, the last open parts, through real weekly pay runs:
 * - a no-show excused (the employer's consent or a reasonable excuse, e.g. a medical certificate)
 *   does not forfeit a public holiday (Employment Act s.88(3));
 * - a public holiday WORKED with an unexcused no-show on the working day immediately before or after
 *   pays the work at the ordinary rate, without the holiday's pay (MOM's FAQ), even when that day is
 *   in the next week (another run);
 * - a draft whose inputs changed since it was built says so (staleness) until it is regenerated.
 *
 * Friday 2 Feb 2029 is a public holiday (for this test); every worker is a Mon/Wed/Fri part-timer at the
 * position's S$12.00 an hour, 22 h a week: a holiday is 22/44 x 8 h = 4 h = S$48.00. The working day
 * after the holiday is Monday 5 Feb, in the next weekly run.
 */
const ctx = useTestContext(undefined, 300_000);
useClockAt('2029-03-01T04:00:00Z');
const { call } = ctx;

type Who = 'worksAbsent' | 'worksExcused' | 'idleExcused' | 'idleAbsent';
const ids = {} as Record<Who, string>;
let site: { positionId: string; locationId: string };
const HOLIDAY = '2029-02-02';

const linesOf = async (runId: string) => (await call('hr', e.lines, { params: { id: runId }, query: { pageSize: 50 } })).answer().items;
const kinds = (l: PayRunLine) => l.payLines.map((p) => [p.kind, p.minutes, p.rateCents, p.multiplier, p.amountCents]);
const staleness = async (runId: string) => {
  const res = await call('hr', e.staleness, { params: { id: runId } });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer();
};

/** A roster on `date` with one 10:00-14:00 shift; every worker a no-show. Returns each worker's assignment and the roster. */
async function noShowDay(date: string, workerIds: readonly string[]) {
  const created = await call('manager', rosterEndpoints.create, {
    body: {
      locationId: site.locationId,
      date,
      shifts: [{ positionId: site.positionId, start: '10:00', end: '14:00', breakMinutes: 0, headcount: workerIds.length, payRateCentsOverride: null }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const rosterId = created.answer().id;
  const shiftId = created.answer().shifts[0]!.id;
  const assignment: Record<string, string> = {};
  for (const workerId of workerIds) {
    const res = await call('manager', rosterEndpoints.assign, { params: { id: shiftId }, body: { workerId, acceptWarnings: true } });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.answer().shift.assignments.find((x) => x.workerId === workerId)!.id;
    assignment[workerId] = id;
    const att = await call('hr', rosterEndpoints.noShow, { params: { id }, body: {} });
    expect(att.statusCode, att.body).toBe(200);
  }
  return { rosterId, assignment };
}

const rowOf = (sheet: AttendanceSheet, assignmentId: string) => sheet.rows.find((r) => r.assignmentId === assignmentId)!;

beforeAll(async () => {
  site = await createSite(call, {
    client: 'Excuse Rules Pte Ltd',
    uen: '53777777C',
    project: 'Excuse rules kitchen',
    startDate: '2028-12-01',
    payRateCents: 1200,
    billRateCents: 1600,
    site: 'Excuse site',
    road: '12 Excuse Road',
    postal: '608609',
  });
  const worker = (n: number) => ({
    ...demoWorkerValues(970 + n),
    status: 'active' as const,
    employeeCode: `PT-97000${n}`,
    typeOfEmployment: 'Part-Timer',
    engagementType: 'employee' as const,
    hourlyRateCents: null,
    partTimeUsualDays: [1, 3, 5],
  });
  const rows = await ctx.app.db
    .insert(workers)
    .values([worker(1), worker(2), worker(3), worker(4)])
    .returning({ id: workers.id });
  [ids.worksAbsent, ids.worksExcused, ids.idleExcused, ids.idleAbsent] = rows.map((r) => r.id) as [string, string, string, string];
  await ctx.app.db.insert(publicHolidays).values({ date: HOLIDAY, name: 'Excuse Holiday' });
  // Monday 29 Jan: the idle two work (so they have a rate and a line).
  await attendedShift(call, site, { date: '2029-01-29', start: '10:00', end: '14:00', workerIds: [ids.idleExcused, ids.idleAbsent] });
  // Friday 2 Feb, the holiday: two hours worked.
  await attendedShift(call, site, { date: HOLIDAY, start: '10:00', end: '12:00', workerIds: [ids.worksAbsent, ids.worksExcused] });
});

describe(`excused absences and a public holiday worked after an absence, in pay runs (${dbLabel})`, () => {
  let weekly: PayRun;
  let lines: PayRunLine[];
  let wed: Awaited<ReturnType<typeof noShowDay>>;
  let mon: Awaited<ReturnType<typeof noShowDay>>;
  const lineOf = (who: Who) => lines.find((l) => l.workerId === ids[who])!;
  const regen = async () => {
    weekly = (await call('hr', e.get, { params: { id: weekly.id } })).answer();
    const res = await call('hr', e.regenerate, { params: { id: weekly.id }, body: { version: weekly.version } });
    expect(res.statusCode, res.body).toBe(200);
    weekly = res.answer();
    lines = await linesOf(weekly.id);
  };

  beforeAll(async () => {
    // Wednesday 31 Jan, the working day before the holiday: the idle two do not come.
    wed = await noShowDay('2029-01-31', [ids.idleExcused, ids.idleAbsent]);
    const res = await call('hr', e.generate, { body: { frequency: 'weekly', periodStart: '2029-01-29' } });
    expect(res.statusCode, res.body).toBe(201);
    weekly = res.answer();
    lines = await linesOf(weekly.id);
  });

  it('built with nobody absent around it: the holiday worked pays 2 h x S$12 = S$24.00 + the pro-rated holiday S$48.00 = S$72.00; the draft is not stale', async () => {
    for (const who of ['worksAbsent', 'worksExcused'] as const) {
      expect(kinds(lineOf(who))).toEqual([
        ['public_holiday', 120, 1200, 1000, 2_400],
        ['public_holiday_entitlement', 240, 1200, 1000, 4_800],
      ]);
      expect(lineOf(who).grossCents).toBe(7_200);
    }
    // The unexcused no-show on Wednesday forfeits the holiday of both idle workers (so far).
    expect(lineOf('idleExcused').holidaysUnpaid).toEqual([{ date: HOLIDAY, name: 'Excuse Holiday', reason: 'absent', absentOn: '2029-01-31' }]);
    expect(await staleness(weekly.id)).toMatchObject({ stale: false, workers: [] });
  });

  it("a no-show recorded on Monday 5 Feb (the next week's run) makes the draft stale, naming the two workers", async () => {
    mon = await noShowDay('2029-02-05', [ids.worksAbsent, ids.worksExcused]);
    const s = await staleness(weekly.id);
    expect(s.stale).toBe(true);
    expect(s.workers.map((w) => [w.workerId, w.change]).sort()).toEqual([[ids.worksAbsent, 'changed'], [ids.worksExcused, 'changed']].sort());
    // Confirming the stale draft is refused (the same comparison).
    const confirm = await call('hr', e.confirm, { params: { id: weekly.id }, body: { version: weekly.version } });
    expect(confirm.statusCode).toBe(409);
  });

  it('the excuse: only recorders (403 for finance), a no-show only, the attendance as read (409 STALE_VERSION), validated; recorded with who and when, audited', async () => {
    const sheet = (await call('hr', rosterEndpoints.attendance, { params: { id: mon.rosterId } })).answer();
    const row = rowOf(sheet, mon.assignment[ids.worksExcused]!);
    expect(row.excuse).toBeNull();
    const id = mon.assignment[ids.worksExcused]!;
    const url = `/api/roster-assignments/${id}/attendance/excuse`;
    const body: AbsenceExcuseBody = { excuse: 'medical_certificate', excuseNote: 'MC from the polyclinic', updatedAt: row.updatedAt! };
    expect((await call('finance', rosterEndpoints.absenceExcuse, { params: { id }, body })).statusCode).toBe(403);
    const bad = await call('hr', 'PUT', url, { ...body, excuse: 'felt_like_it' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('excuse');
    const stale = await call('hr', rosterEndpoints.absenceExcuse, { params: { id }, body: { ...body, updatedAt: '2029-01-01T00:00:00.000Z' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_VERSION');
    const ok = await call('hr', rosterEndpoints.absenceExcuse, { params: { id }, body });
    expect(ok.statusCode, ok.body).toBe(200);
    const excused = rowOf(ok.answer(), mon.assignment[ids.worksExcused]!);
    expect(excused.excuse).toMatchObject({ kind: 'medical_certificate', note: 'MC from the polyclinic' });
    expect(excused.excuse!.byName).toBeTruthy();
    expect(excused.status).toBe('no_show');
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'attendance.excuse'), eq(auditLog.entityId, mon.assignment[ids.worksExcused]!)));
    expect(audit).toMatchObject({ before: { absenceExcuse: null }, after: { absenceExcuse: 'medical_certificate', absenceExcuseNote: 'MC from the polyclinic' } });

    // Wednesday's no-show of idleExcused: with the employer's consent.
    const wedSheet = (await call('hr', rosterEndpoints.attendance, { params: { id: wed.rosterId } })).answer();
    const w = rowOf(wedSheet, wed.assignment[ids.idleExcused]!);
    const consent = await call('manager', rosterEndpoints.absenceExcuse, { params: { id: w.assignmentId }, body: { excuse: 'employer_consent', updatedAt: w.updatedAt! } });
    expect(consent.statusCode, consent.body).toBe(200);

    // worksExcused's line reads as built again; worksAbsent's would change, and now idleExcused's.
    const s = await staleness(weekly.id);
    expect(s.workers.map((x) => x.workerId).sort()).toEqual([ids.worksAbsent, ids.idleExcused].sort());
  });

  it('regenerated: the holiday worked after an unexcused absence pays the 2 h at the ordinary rate, S$24.00, and says why; the excused ones keep the holiday', async () => {
    await regen();
    expect(kinds(lineOf('worksAbsent'))).toEqual([['normal', 120, 1200, 1000, 2_400]]);
    expect(lineOf('worksAbsent')).toMatchObject({ grossCents: 2_400, publicHolidayPayCents: 0, basicPayCents: 2_400 });
    expect(lineOf('worksAbsent').holidaysUnpaid).toEqual([{ date: HOLIDAY, name: 'Excuse Holiday', reason: 'absent', absentOn: '2029-02-05', worked: true }]);
    expect(lineOf('worksAbsent').shifts.map((s) => [s.date, s.dayKind, s.totalCents])).toEqual([[HOLIDAY, 'public_holiday', 2_400]]);
    // The medical certificate keeps the holiday's pay: S$72.00.
    expect(lineOf('worksExcused').grossCents).toBe(7_200);
    expect(lineOf('worksExcused').holidaysUnpaid ?? []).toEqual([]);
    // The consented absence on Wednesday: the holiday not worked is paid, 4 h x S$12 = S$48.00; the unexcused one is not.
    expect(lineOf('idleExcused').holidaysNotWorked).toEqual([{ date: HOLIDAY, name: 'Excuse Holiday', minutes: 240, rateCents: 1200, amountCents: 4_800 }]);
    expect(lineOf('idleExcused').grossCents).toBe(4_800 + 4_800);
    expect(lineOf('idleAbsent').grossCents).toBe(4_800);
    expect(lineOf('idleAbsent').holidaysUnpaid).toEqual([{ date: HOLIDAY, name: 'Excuse Holiday', reason: 'absent', absentOn: '2029-01-31' }]);
    // The regeneration kept its difference per worker, and the draft reads as built again.
    const diff = (await call('hr', e.diff, { params: { id: weekly.id } })).answer();
    expect(diff.workers.map((w) => w.workerId).sort()).toEqual([ids.worksAbsent, ids.idleExcused].sort());
    expect(await staleness(weekly.id)).toMatchObject({ stale: false, workers: [] });
  });

  it('confirmed: the payslip prints the S$0.00 row saying why; the excuse that decides a paid holiday can no longer change (409 PAY_LOCKED), a paid shift never changes', async () => {
    const confirm = await call('hr', e.confirm, { params: { id: weekly.id }, body: { version: weekly.version } });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const pdf = await call('hr', docs.payslip, { params: { id: weekly.id, workerId: ids.worksAbsent } });
    expect(pdf.statusCode).toBe(200);
    const text = (await drawnText(pdf.rawPayload)).map((d) => d.text).join(' ');
    expect(text).toMatch(
      /Public holiday, no separate pay \(part-time\)\s+02\/02\/2029 Excuse Holiday: worked, no holiday pay: absent without consent or reasonable excuse on 05\/02\/2029 \(Employment Act s\.88\(3\)\); the work is paid at the basic rate\s+S\$0\.00/,
    );

    // Taking the medical certificate back would forfeit a holiday the confirmed run pays: refused.
    const sheet = (await call('hr', rosterEndpoints.attendance, { params: { id: mon.rosterId } })).answer();
    const row = rowOf(sheet, mon.assignment[ids.worksExcused]!);
    const back = await call('hr', rosterEndpoints.absenceExcuse, { params: { id: row.assignmentId }, body: { excuse: null, updatedAt: row.updatedAt! } });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.code).toBe('PAY_LOCKED');
    // Excusing worksAbsent's Monday now would not change what the confirmed run pays either: refused.
    const other = rowOf(sheet, mon.assignment[ids.worksAbsent]!);
    const late = await call('hr', rosterEndpoints.absenceExcuse, { params: { id: other.assignmentId }, body: { excuse: 'other_reasonable_excuse', updatedAt: other.updatedAt! } });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('PAY_LOCKED');
    // Clearing Monday's no-show recomputes the holiday's week: the locked payment stays as paid.
    const clear = await call('hr', rosterEndpoints.clearAttendance, { params: { id: other.assignmentId }, body: {} });
    expect(clear.statusCode, clear.body).toBe(200);
    const after = await linesOf(weekly.id);
    expect(after.find((l) => l.workerId === ids.worksAbsent)!.grossCents).toBe(2_400);
    const holidaySheet = (await call('finance', rosterEndpoints.attendance, { params: { id: await holidayRosterId() } })).answer();
    const paid = holidaySheet.rows.find((r) => r.workerId === ids.worksAbsent)!;
    expect(paid.pay).toMatchObject({ totalCents: 2_400, locked: true });
  });

  it('an excuse only for a no-show (409 CONFLICT)', async () => {
    const sheet = (await call('hr', rosterEndpoints.attendance, { params: { id: wed.rosterId } })).answer();
    const row = rowOf(sheet, wed.assignment[ids.idleExcused]!);
    expect(row.excuse).toMatchObject({ kind: 'employer_consent' });
    const first = await call('hr', rosterEndpoints.attendance, { params: { id: mon.rosterId } });
    const cleared = rowOf(first.answer(), mon.assignment[ids.worksAbsent]!);
    expect(cleared.status).toBeNull();
    const notNoShow = await call('hr', rosterEndpoints.absenceExcuse, { params: { id: cleared.assignmentId }, body: { excuse: 'employer_consent', updatedAt: '2029-01-01T00:00:00.000Z' } });
    expect(notNoShow.statusCode).toBe(409);
    expect(notNoShow.json().error.code).toBe('CONFLICT');
  });
});

async function holidayRosterId(): Promise<string> {
  const rows = (await ctx.app.db.execute(sql`select id from rosters where date = ${HOLIDAY}`)).rows as { id: string }[];
  return rows[0]!.id;
}
