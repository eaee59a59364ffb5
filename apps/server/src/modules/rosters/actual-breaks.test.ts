import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rosterAttendance, shiftPayments, workers } from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { createSite } from '../../test/sites.ts';
import { rosterEndpoints as e } from '@wf/shared/contracts/rosters/endpoints';
import type { AttendanceBody } from '@wf/shared/contracts/rosters/rosters';

/**
 * Issue 29, item 5: attendance records the break actually taken (keeping the rostered one) and pay
 * uses it; item 3: the sheet and the roster's assignments show each worker's rate and its source.
 */
const ctx = useTestContext(undefined, 120_000);
const { call } = ctx;

let site: Awaited<ReturnType<typeof createSite>>;
let ownRate: string;
let positionRate: string;
let rosterId: string;
let assignmentId: string;
let otherAssignment: string;
const DATE = '2026-03-04'; // a Wednesday, long past on either test day

async function worker(name: string, idNumber: string, code: string, hourlyRateCents: number | null) {
  const [w] = await ctx.app.db
    .insert(workers)
    .values({
      name,
      positionApplied: 'Food Operator',
      contactNumber: '9123' + code.slice(-4),
      contactEmail: `${code.toLowerCase()}@example.test`,
      dateOfBirth: '1990-01-15',
      idType: 'NRIC',
      idNumber,
      status: 'active',
      employeeCode: code,
      bankName: 'DBS Bank Ltd',
      bankAcc: '123456789',
      hourlyRateCents,
    })
    .returning({ id: workers.id });
  return w!.id;
}

beforeAll(async () => {
  site = await createSite(call, {
    client: 'Break Foods Pte Ltd',
    uen: '53888888K',
    project: 'Break kitchen',
    startDate: '2026-01-05',
    payRateCents: 1200,
    billRateCents: 1600,
    site: 'Break site',
    road: '9 Break Road',
    postal: '609608',
  });
  ownRate = await worker('Own Rate', 'S7799101D', 'PT-978101', 1300);
  positionRate = await worker('Position Rate', 'S7799102D', 'PT-978102', null);
  const made = await call('manager', e.create, {
    body: {
      locationId: site.locationId,
      date: DATE,
      shifts: [{ positionId: site.positionId, start: '09:00', end: '18:00', breakMinutes: 60, headcount: 2 }],
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  rosterId = made.answer().id;
  const shiftId = made.answer().shifts[0]!.id;
  for (const w of [ownRate, positionRate]) {
    const res = await call('manager', e.assign, { params: { id: shiftId }, body: { workerId: w } });
    expect(res.statusCode, res.body).toBe(201);
  }
  const roster = (await call('manager', e.get, { params: { id: rosterId } })).answer();
  const byWorker = Object.fromEntries(roster.shifts[0]!.assignments.map((a) => [a.workerId, a.id]));
  assignmentId = byWorker[ownRate]!;
  otherAssignment = byWorker[positionRate]!;
});

const record = (body: AttendanceBody, id = assignmentId) => call('hr', e.recordAttendance, { params: { id }, body });
const payOf = async (id: string) =>
  (await ctx.app.db.select().from(shiftPayments).where(eq(shiftPayments.assignmentId, id)))[0];

describe(`the break actually taken (${dbLabel})`, () => {
  it('30 min taken instead of the rostered 60: 8.5 h paid, on the sheet and in the shift payment; cleared back to the rostered break', async () => {
    const saved = await record({ clockIn: '09:00', clockOut: '18:00', actualBreakMinutes: 30 });
    expect(saved.statusCode, saved.body).toBe(200);
    const row = saved.answer().rows.find((r) => r.assignmentId === assignmentId);
    expect(row).toMatchObject({ breakMinutes: 60, actualBreakMinutes: 30, paidMinutes: 510 });
    // The worker's own S$13.00: 8 h = S$104.00 and the half hour past 8 h in a day at 1.5x = S$9.75.
    expect(await payOf(assignmentId)).toMatchObject({
      workedMinutes: 510,
      overtimeMinutes: 30,
      rateCents: 1300,
      rateSource: 'worker',
      totalCents: 10400 + 975,
    });

    // No break recorded: the rostered 60 minutes, 8 h = S$104.00; the rostered break is kept throughout.
    const back = await record({ clockIn: '09:00', clockOut: '18:00', actualBreakMinutes: null });
    expect(back.answer().rows.find((r) => r.assignmentId === assignmentId)).toMatchObject({
      breakMinutes: 60,
      actualBreakMinutes: null,
      paidMinutes: 480,
    });
    expect(await payOf(assignmentId)).toMatchObject({ workedMinutes: 480, totalCents: 10400 });

    // Longer than rostered: 90 minutes, 7.5 h at the position's S$12.00 = S$90.00.
    expect(
      (await record({ clockIn: '09:00', clockOut: '18:00', actualBreakMinutes: 90 }, otherAssignment)).statusCode,
    ).toBe(200);
    expect(await payOf(otherAssignment)).toMatchObject({
      workedMinutes: 450,
      rateCents: 1200,
      rateSource: 'position',
      totalCents: 9000,
    });
  });

  it('bad breaks are 400 and write nothing: negative, a fraction, text, longer than the time on site', async () => {
    const before = (
      await ctx.app.db.select().from(rosterAttendance).where(eq(rosterAttendance.assignmentId, otherAssignment))
    )[0];
    for (const actualBreakMinutes of [-5, 30.5, 'half an hour', 24 * 60 + 1, 541]) {
      const res = await call('hr', 'PUT', `/api/roster-assignments/${otherAssignment}/attendance`, {
        clockIn: '09:00',
        clockOut: '18:00',
        actualBreakMinutes,
      });
      expect(res.statusCode, `${actualBreakMinutes}: ${res.body}`).toBe(400);
      expect(res.json().error.fields).toHaveProperty('actualBreakMinutes');
    }
    const after = (
      await ctx.app.db.select().from(rosterAttendance).where(eq(rosterAttendance.assignmentId, otherAssignment))
    )[0];
    expect(after).toEqual(before);
    expect(await payOf(otherAssignment)).toMatchObject({ workedMinutes: 450 });
  });

  it('a no-show keeps no break', async () => {
    const res = await call('hr', e.noShow, { params: { id: otherAssignment }, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer().rows.find((r) => r.assignmentId === otherAssignment)).toMatchObject({
      actualBreakMinutes: null,
      status: 'no_show',
    });
  });
});

describe(`each worker's rate and its source (${dbLabel})`, () => {
  it("the roster's assignments: the worker's own S$13.00, the position's S$12.00", async () => {
    const roster = (await call('manager', e.get, { params: { id: rosterId } })).answer();
    const rates = Object.fromEntries(
      roster.shifts[0]!.assignments.map((a) => [a.workerId, [a.rateCents, a.rateSource]]),
    );
    expect(rates[ownRate]).toEqual([1300, 'worker']);
    expect(rates[positionRate]).toEqual([1200, 'position']);
    expect(JSON.stringify(roster)).not.toContain('workerRate');
  });

  it('the attendance sheet: the rate and source to a viewer who sees pay (finance), none to one who does not (hr)', async () => {
    const seen = (await call('finance', e.attendance, { params: { id: rosterId } })).answer();
    expect(seen.showsPay).toBe(true);
    const rateOf = (sheet: { rows: Array<{ workerId: string; rate: unknown }> }, id: string) =>
      sheet.rows.find((r) => r.workerId === id)!.rate;
    expect(rateOf(seen, ownRate)).toEqual({ rateCents: 1300, rateSource: 'worker' });
    expect(rateOf(seen, positionRate)).toEqual({ rateCents: 1200, rateSource: 'position' });
    const hidden = (await call('hr', e.attendance, { params: { id: rosterId } })).answer();
    expect(hidden.showsPay).toBe(false);
    expect(hidden.rows.every((r) => r.rate === null)).toBe(true);
  });
});
