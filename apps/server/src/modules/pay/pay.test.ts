import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, shiftPayments, workers } from '../../db/schema/index.ts';
import { createTestContext, dbLabel, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let projectId: string;
let locationId: string;
let operator: string; // Food Operator at S$12.00
let workerId: string;
const call: TestContext['call'] = (...args) => ctx.call(...args);

const MON = '2027-06-07';
const TUE = '2027-06-08'; // made a public holiday below
const SUN = '2027-06-13'; // the default rest day

async function attendedShift(date: string, start: string, end: string, breakMinutes: number, over: Record<string, unknown> = {}) {
  const created = await call('manager', 'POST', '/api/rosters', {
    locationId,
    date,
    shifts: [{ positionId: operator, start, end, breakMinutes, headcount: 2, ...over }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const shiftId = created.json().shifts[0].id as string;
  const assigned = await call('manager', 'POST', `/api/roster-shifts/${shiftId}/assignments`, { workerId, acceptWarnings: true });
  expect(assigned.statusCode, assigned.body).toBe(201);
  const assignmentId = assigned.json().shift.assignments[0].id as string;
  const att = await call('hr', 'PUT', `/api/roster-assignments/${assignmentId}/attendance`, { clockIn: start, clockOut: end });
  expect(att.statusCode, att.body).toBe(200);
  return assignmentId;
}

const payOf = (role: 'finance' | 'manager' | 'hr' | 'admin') =>
  call(role, 'GET', `/api/workers/${workerId}/pay?from=${MON}&to=${SUN}`);

beforeAll(async () => {
  ctx = await createTestContext();
  const clientId = (await call('admin', 'POST', '/api/clients', { name: 'Pay Foods Pte Ltd', uen: '53888888A' })).json().id;
  const p = (
    await call('manager', 'POST', '/api/projects', {
      clientId,
      name: 'Pay kitchen',
      startDate: '2026-01-05',
      positions: [{ position: 'Food Operator', payRateCents: 1200, billRateCents: 1600, headcount: 10 }],
    })
  ).json();
  projectId = p.id;
  operator = p.positions[0].id;
  locationId = (
    await call('manager', 'POST', '/api/project-locations', {
      projectId,
      name: 'Pay site',
      address: {
        formatted_address: '2 Pay Road, Singapore 609602',
        location_lat: 1.33,
        location_lng: 103.74,
        country: 'Singapore',
        country_code: 'SG',
        postal_code: '609602',
        provider: 'offline',
      },
    })
  ).json().id;
  const [w] = await ctx.app.db
    .insert(workers)
    .values({
      name: 'Pay Worker',
      positionApplied: 'Food Operator',
      contactNumber: '91234567',
      contactEmail: 'pay.worker@example.test',
      dateOfBirth: '1995-05-05',
      idType: 'NRIC',
      idNumber: 'S7654321D',
      status: 'active',
      employeeCode: 'PT-900001',
    })
    .returning({ id: workers.id });
  workerId = w!.id;
  expect((await call('hr', 'POST', '/api/public-holidays', { date: TUE, name: 'Pay Test Holiday' })).statusCode).toBe(201);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe(`shift pay from attendance (${dbLabel})`, () => {
  let monday: string;

  it('recording attendance creates the shift payment: 8 h normal + 3 h overtime at 1.5x', async () => {
    monday = await attendedShift(MON, '08:00', '20:00', 60);
    const res = await payOf('finance');
    expect(res.statusCode, res.body).toBe(200);
    const pay = res.json();
    expect(pay.showsPay).toBe(true);
    expect(pay.weeks).toHaveLength(1);
    expect(pay.weeks[0].shifts[0]).toMatchObject({
      date: MON,
      dayKind: 'normal',
      workedMinutes: 660,
      regularMinutes: 480,
      overtimeMinutes: 180,
      rateCents: 1200,
      totalCents: 9600 + 5400,
      status: 'open',
      projectName: 'Pay kitchen',
      locationName: 'Pay site',
    });
  });

  it('a manager and hr see the hours but no money', async () => {
    for (const role of ['manager', 'hr'] as const) {
      const pay = (await payOf(role)).json();
      expect(pay.showsPay).toBe(false);
      expect(pay.weeks[0].shifts[0]).toMatchObject({ workedMinutes: 660, rateCents: null, totalCents: null });
      expect(pay.weeks[0].shifts[0].lines.every((l: { amountCents: unknown }) => l.amountCents === null)).toBe(true);
      expect(pay.totals.totalCents).toBeNull();
    }
  });

  it('an attendance edit recomputes: leaving at 18:00 is 1 h overtime', async () => {
    const edit = await call('hr', 'PUT', `/api/roster-assignments/${monday}/attendance`, { clockIn: '08:00', clockOut: '18:00' });
    expect(edit.statusCode, edit.body).toBe(200);
    const shift = (await payOf('finance')).json().weeks[0].shifts[0];
    expect(shift).toMatchObject({ workedMinutes: 540, overtimeMinutes: 60, totalCents: 9600 + 1800 });
  });

  it('a public holiday pays 2.0x and the rest day (Sunday) 1.5x; the week totals add up', async () => {
    await attendedShift(TUE, '09:00', '13:00', 0);
    await attendedShift(SUN, '10:00', '14:00', 0);
    const pay = (await payOf('finance')).json();
    const byDate = Object.fromEntries(pay.weeks[0].shifts.map((s: { date: string }) => [s.date, s]));
    expect(byDate[TUE]).toMatchObject({ dayKind: 'public_holiday', totalCents: 9600 });
    expect(byDate[SUN]).toMatchObject({ dayKind: 'rest_day', totalCents: 7200 });
    expect(pay.weeks[0].totalCents).toBe(11400 + 9600 + 7200);
    expect(pay.totals).toMatchObject({ workedMinutes: 540 + 240 + 240, totalCents: 28200 });
  });

  it('finance changes the rules: open payments are recomputed, audited; a manager may not', async () => {
    const rules = (await call('hr', 'GET', '/api/pay/settings')).json();
    expect(rules).toMatchObject({ dailyOvertimeAfterMinutes: 480, overtimeMultiplier: 1500, restDay: 7 });
    const body = { ...rules, overtimeMultiplier: 2000 };
    delete body.updatedAt;
    delete body.updatedByName;
    expect((await call('manager', 'PUT', '/api/pay/settings', body)).statusCode).toBe(403);
    expect((await call('finance', 'PUT', '/api/pay/settings', { ...body, overtimeMultiplier: 900 })).statusCode).toBe(400);
    const saved = await call('finance', 'PUT', '/api/pay/settings', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ overtimeMultiplier: 2000, updatedByName: expect.any(String) });
    const shift = (await payOf('finance')).json().weeks[0].shifts.find((s: { date: string }) => s.date === MON);
    expect(shift.totalCents).toBe(9600 + 2400);
    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'pay_settings.update'));
    expect(audit).toHaveLength(1);
  });

  it('a locked payment never changes: its attendance edit and clearing are refused with 409 PAY_LOCKED', async () => {
    await ctx.app.db.update(shiftPayments).set({ status: 'locked', lockedAt: new Date() }).where(eq(shiftPayments.assignmentId, monday));
    const edit = await call('hr', 'PUT', `/api/roster-assignments/${monday}/attendance`, { clockIn: '08:00', clockOut: '19:00' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('PAY_LOCKED');
    const clear = await call('hr', 'POST', `/api/roster-assignments/${monday}/attendance/clear`, {});
    expect(clear.statusCode).toBe(409);
    const shift = (await payOf('finance')).json().weeks[0].shifts.find((s: { date: string }) => s.date === MON);
    expect(shift).toMatchObject({ status: 'locked', workedMinutes: 540 });
  });

  it('clearing an open attendance removes its payment; a no-show pays nothing', async () => {
    const pay = (await payOf('finance')).json();
    const sunday = pay.weeks[0].shifts.find((s: { date: string }) => s.date === SUN);
    const noShow = await call('hr', 'POST', `/api/roster-assignments/${sunday.assignmentId}/attendance/no-show`, {});
    expect(noShow.statusCode, noShow.body).toBe(200);
    const after = (await payOf('finance')).json();
    expect(after.weeks[0].shifts.map((s: { date: string }) => s.date)).toEqual([MON, TUE]);
    const tuesday = after.weeks[0].shifts.find((s: { date: string }) => s.date === TUE);
    expect((await call('hr', 'POST', `/api/roster-assignments/${tuesday.assignmentId}/attendance/clear`, {})).statusCode).toBe(200);
    expect((await payOf('finance')).json().weeks[0].shifts.map((s: { date: string }) => s.date)).toEqual([MON]);
  });

  it('refuses a bad period and an unknown worker', async () => {
    expect((await call('finance', 'GET', `/api/workers/${workerId}/pay?from=${SUN}&to=${MON}`)).statusCode).toBe(400);
    expect((await call('finance', 'GET', `/api/workers/00000000-0000-4000-8000-000000000000/pay?from=${MON}&to=${SUN}`)).statusCode).toBe(404);
  });

  it("a position's pay rate change recomputes open payments; a locked one keeps the rate it was paid at", async () => {
    const NEXT_WED = '2027-06-16';
    await attendedShift(NEXT_WED, '09:00', '13:00', 0);
    const wed = async () =>
      (await call('finance', 'GET', `/api/workers/${workerId}/pay?from=${MON}&to=2027-06-20`)).json().weeks.flatMap((w: { shifts: unknown[] }) => w.shifts) as {
        date: string;
        rateCents: number;
        totalCents: number;
        status: string;
      }[];
    expect((await wed()).find((s) => s.date === NEXT_WED)).toMatchObject({ rateCents: 1200, totalCents: 4800 });
    const project = (await call('manager', 'GET', `/api/projects/${projectId}`)).json();
    const body = {
      ...project,
      positions: project.positions.map((p: Record<string, unknown>) => ({ ...p, payRateCents: 1500 })),
    };
    const saved = await call('manager', 'PUT', `/api/projects/${projectId}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await wed();
    expect(after.find((s) => s.date === NEXT_WED)).toMatchObject({ rateCents: 1500, totalCents: 6000, status: 'open' });
    expect(after.find((s) => s.date === MON)).toMatchObject({ rateCents: 1200, status: 'locked' });
  });
});
