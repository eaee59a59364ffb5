import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projects, shiftPayments, users, workers } from '../../db/schema/index.ts';
import { createStaffUser, dbLabel } from '../../test/harness.ts';
import { recomputeWorkerWeeks } from './recompute.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { createLocation, createSite, sgAddress } from '../../test/sites.ts';
import { useClockAt } from '../../test/clock.ts';
import { payEndpoints as e } from '@wf/shared/contracts/pay/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import type { shiftInput } from '@wf/shared/contracts/rosters/rosters';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { publicHolidayEndpoints } from '@wf/shared/contracts/public-holidays/endpoints';
import type { z } from 'zod';

const ctx = useTestContext(undefined, 60_000);
// The shifts and pay periods below are in 2027: "now" after them all (attendance opens at a shift's
// start, a run is confirmed after its period: issue 29).
useClockAt('2028-01-15T02:00:00.000Z');
let projectId: string;
let locationId: string;
let operator: string; // Food Operator at S$12.00
let workerId: string;
const { call } = ctx;

const MON = '2027-06-07';
const TUE = '2027-06-08'; // made a public holiday below
const SUN = '2027-06-13'; // the default rest day

/** A roster at a location with one shift, the worker on it, attendance as rostered: its roster and assignment. */
async function attendedAt(
  at: { locationId: string; positionId: string },
  date: string,
  start: string,
  end: string,
  breakMinutes: number,
  over: Partial<z.input<typeof shiftInput>> = {},
) {
  // Planned by an admin: some of these projects are another manager's, which the demo manager may not plan (issue #26).
  const created = await call('admin', rosterEndpoints.create, {
    body: {
      locationId: at.locationId,
      date,
      shifts: [{ positionId: at.positionId, start, end, breakMinutes, headcount: 2, ...over }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const shiftId = created.answer().shifts[0]!.id;
  const assigned = await call('admin', rosterEndpoints.assign, {
    params: { id: shiftId },
    body: { workerId, acceptWarnings: true },
  });
  expect(assigned.statusCode, assigned.body).toBe(201);
  const assignmentId = assigned.answer().shift.assignments[0]!.id;
  const att = await attend(assignmentId, start, end);
  expect(att.statusCode, att.body).toBe(200);
  return { rosterId: created.answer().id, assignmentId };
}

/** Attendance recorded for an assignment, a no-show, or its entry cleared (by hr unless `who` is given). */
const attend = (id: string, clockIn: string, clockOut: string, who: 'hr' | 'manager' = 'hr') =>
  call(who, rosterEndpoints.recordAttendance, { params: { id }, body: { clockIn, clockOut } });
const noShowOf = (id: string, who: 'hr' | 'manager' = 'hr') =>
  call(who, rosterEndpoints.noShow, { params: { id }, body: {} });
const clearAttendance = (id: string) => call('hr', rosterEndpoints.clearAttendance, { params: { id }, body: {} });

async function attendedShift(
  date: string,
  start: string,
  end: string,
  breakMinutes: number,
  over: Partial<z.input<typeof shiftInput>> = {},
) {
  return (await attendedAt({ locationId, positionId: operator }, date, start, end, breakMinutes, over)).assignmentId;
}

/** A project with one position (Food Operator at S$14.00) and one location, managed by `managerId`. */
async function projectWithSite(name: string, managerId: string | null) {
  const { clientId } = (await call('admin', projectEndpoints.get, { params: { id: projectId } })).answer();
  const p = await call('admin', projectEndpoints.create, {
    body: {
      clientId,
      name,
      startDate: '2026-01-05',
      managerId,
      positions: [{ position: 'Food Operator', payRateCents: 1400, billRateCents: 1800, headcount: 10 }],
    },
  });
  expect(p.statusCode, p.body).toBe(201);
  const project = p.answer();
  const locationId = await createLocation(
    call,
    { projectId: project.id, name: `${name} site`, address: sgAddress('3 Pay Road', '609603') },
    'admin',
  );
  return { projectId: project.id, locationId, positionId: project.positions[0]!.id };
}

/** A worker's pay from one day to another, as `who` reads it. */
const payBetween = (who: Parameters<typeof call>[0], from: string, to: string, id = workerId) =>
  call(who, e.workerPay, { params: { id }, query: { from, to } });
const payOf = (role: 'finance' | 'manager' | 'hr' | 'admin') => payBetween(role, MON, SUN);

/** The pay rules as a save sends them back: without who changed them last and when. */
const rulesToSave = async (role: 'hr' | 'finance') => {
  const { updatedAt: _at, updatedByName: _by, ...rules } = (await call(role, e.settings)).answer();
  return rules;
};
const saveRules = (role: 'manager' | 'finance' | 'admin', body: z.input<typeof e.updateSettings.body>) =>
  call(role, e.updateSettings, { body });

beforeAll(async () => {
  ({
    projectId,
    positionId: operator,
    locationId,
  } = await createSite(call, {
    client: 'Pay Foods Pte Ltd',
    uen: '53888888A',
    project: 'Pay kitchen',
    startDate: '2026-01-05',
    payRateCents: 1200,
    billRateCents: 1600,
    site: 'Pay site',
    road: '2 Pay Road',
    postal: '609602',
  }));
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
      // The multipliers of decision 010 as they stand; a part-timer's MOM minimums on top of them
      // (decision 026) are pay-runs/part-time-entitlements.test.ts.
      typeOfEmployment: 'Full-Timer',
    })
    .returning({ id: workers.id });
  workerId = w!.id;
  expect(
    (await call('hr', publicHolidayEndpoints.create, { body: { date: TUE, name: 'Pay Test Holiday' } })).statusCode,
  ).toBe(201);
}, 60_000);

describe(`shift pay from attendance (${dbLabel})`, () => {
  let monday: string;

  it('recording attendance creates the shift payment: 8 h normal + 3 h overtime at 1.5x', async () => {
    monday = await attendedShift(MON, '08:00', '20:00', 60);
    const res = await payOf('finance');
    expect(res.statusCode, res.body).toBe(200);
    const pay = res.answer();
    expect(pay.showsPay).toBe(true);
    expect(pay.weeks).toHaveLength(1);
    expect(pay.weeks[0]!.shifts[0]).toMatchObject({
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

  it('a manager of other projects and hr see the hours but no money', async () => {
    // The manager who made the project manages it (decision 018); hand it to another for this check.
    const [own] = await ctx.app.db.select({ m: projects.managerId }).from(projects).where(eq(projects.id, projectId));
    const other = await createStaffUser(ctx.app.db, { role: 'manager', name: 'Oscar Other' });
    await ctx.app.db.update(projects).set({ managerId: other.id }).where(eq(projects.id, projectId));
    try {
      for (const role of ['manager', 'hr'] as const) {
        const pay = (await payOf(role)).answer();
        expect(pay.showsPay).toBe(false);
        expect(pay.weeks[0]!.shifts[0]).toMatchObject({ workedMinutes: 660, rateCents: null, totalCents: null });
        expect(pay.weeks[0]!.shifts[0]!.lines.every((l) => l.amountCents === null)).toBe(true);
        expect(pay.totals.totalCents).toBeNull();
      }
    } finally {
      await ctx.app.db.update(projects).set({ managerId: own!.m }).where(eq(projects.id, projectId));
    }
    // Its own manager reads the money.
    expect((await payOf('manager')).answer().showsPay).toBe(true);
  });

  it('an attendance edit recomputes: leaving at 18:00 is 1 h overtime', async () => {
    const edit = await attend(monday, '08:00', '18:00');
    expect(edit.statusCode, edit.body).toBe(200);
    const shift = (await payOf('finance')).answer().weeks[0]!.shifts[0];
    expect(shift).toMatchObject({ workedMinutes: 540, overtimeMinutes: 60, totalCents: 9600 + 1800 });
  });

  it('a public holiday pays 2.0x and the rest day (Sunday) 1.5x; the week totals add up', async () => {
    await attendedShift(TUE, '09:00', '13:00', 0);
    await attendedShift(SUN, '10:00', '14:00', 0);
    const pay = (await payOf('finance')).answer();
    const byDate = Object.fromEntries(pay.weeks[0]!.shifts.map((s) => [s.date, s]));
    expect(byDate[TUE]).toMatchObject({ dayKind: 'public_holiday', totalCents: 9600 });
    expect(byDate[SUN]).toMatchObject({ dayKind: 'rest_day', totalCents: 7200 });
    expect(pay.weeks[0]!.totalCents).toBe(11400 + 9600 + 7200);
    expect(pay.totals).toMatchObject({ workedMinutes: 540 + 240 + 240, totalCents: 28200 });
  });

  it('finance changes the rules: open payments are recomputed, audited; a manager may not', async () => {
    const rules = await rulesToSave('hr');
    expect(rules).toMatchObject({ dailyOvertimeAfterMinutes: 480, overtimeMultiplier: 1500, restDay: 7 });
    const body = { ...rules, overtimeMultiplier: 2000 };
    expect((await saveRules('manager', body)).statusCode).toBe(403);
    expect((await saveRules('finance', { ...body, overtimeMultiplier: 900 })).statusCode).toBe(400);
    const saved = await saveRules('finance', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.answer()).toMatchObject({ overtimeMultiplier: 2000, updatedByName: expect.any(String) });
    const shift = (await payOf('finance')).answer().weeks[0]!.shifts.find((s) => s.date === MON)!;
    expect(shift.totalCents).toBe(9600 + 2400);
    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'pay_settings.update'));
    expect(audit).toHaveLength(1);
  });

  it("a save over someone else's answers 409 STALE_VERSION; two saves of one version: one wins, the other 409 (issue #26 item 7)", async () => {
    const rules = await rulesToSave('finance');
    expect(rules.version).toBeGreaterThanOrEqual(2);
    const stale = await saveRules('finance', { ...rules, version: rules.version - 1, restDayMultiplier: 1800 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_VERSION');
    expect((await call('finance', e.settings)).answer()).toMatchObject({
      restDayMultiplier: rules.restDayMultiplier,
      version: rules.version,
    });
    // No version at all: the types forbid it, so sent raw.
    expect((await call('finance', 'PUT', '/api/pay/settings', { ...rules, version: undefined })).statusCode).toBe(400);
    const [a, b] = await Promise.all([
      saveRules('finance', { ...rules, dailyOvertimeAfterMinutes: 540 }),
      saveRules('admin', { ...rules, weeklyOvertimeAfterMinutes: 2700 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const after = (await call('finance', e.settings)).answer();
    expect(after.version).toBe(rules.version + 1);
    // put the rules back for the tests after this one
    const back = await saveRules('finance', { ...rules, version: after.version });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('recomputing payments that would not change writes nothing (computed_at is when the figures last changed)', async () => {
    const stamps = async () =>
      Object.fromEntries(
        (
          await ctx.app.db
            .select({ id: shiftPayments.id, at: shiftPayments.computedAt })
            .from(shiftPayments)
            .where(eq(shiftPayments.workerId, workerId))
        ).map((r) => [r.id, r.at.toISOString()]),
      );
    const before = await stamps();
    expect(Object.keys(before)).toHaveLength(3);
    const rules = await rulesToSave('finance');
    const same = await saveRules('finance', rules);
    expect(same.statusCode, same.body).toBe(200);
    expect(await stamps()).toEqual(before);
    expect((await payOf('finance')).answer().totals.totalCents).toBe(9600 + 2400 + 9600 + 7200);
  });

  it('a bulk recompute (a month of worker-weeks) agrees with the stored payments and leaves the planner as it found it', async () => {
    const before = (await payOf('finance')).answer();
    // Over BULK_PAIRS worker-weeks: the bulk path (no JIT, hash joins for its two reads).
    const others = Array.from({ length: 60 }, (_, i) => ({
      workerId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      weekStart: MON,
    }));
    const setting = await ctx.app.db.transaction(async (tx) => {
      await recomputeWorkerWeeks(tx, [{ workerId, weekStart: MON }, ...others]);
      return (await tx.execute(sql`select current_setting('enable_nestloop') as v`)).rows[0] as { v: string };
    });
    expect(setting.v).toBe('on');
    expect((await payOf('finance')).answer()).toEqual(before);
  });

  it('a locked payment never changes: its attendance edit and clearing are refused with 409 PAY_LOCKED', async () => {
    await ctx.app.db
      .update(shiftPayments)
      .set({ status: 'locked', lockedAt: new Date() })
      .where(eq(shiftPayments.assignmentId, monday));
    const edit = await attend(monday, '08:00', '19:00');
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('PAY_LOCKED');
    const clear = await clearAttendance(monday);
    expect(clear.statusCode).toBe(409);
    const shift = (await payOf('finance')).answer().weeks[0]!.shifts.find((s) => s.date === MON);
    expect(shift).toMatchObject({ status: 'locked', workedMinutes: 540 });
  });

  it('clearing an open attendance removes its payment; a no-show pays nothing', async () => {
    const pay = (await payOf('finance')).answer();
    const sunday = pay.weeks[0]!.shifts.find((s) => s.date === SUN)!;
    const noShow = await noShowOf(sunday.assignmentId);
    expect(noShow.statusCode, noShow.body).toBe(200);
    const after = (await payOf('finance')).answer();
    expect(after.weeks[0]!.shifts.map((s) => s.date)).toEqual([MON, TUE]);
    const tuesday = after.weeks[0]!.shifts.find((s) => s.date === TUE)!;
    expect((await clearAttendance(tuesday.assignmentId)).statusCode).toBe(200);
    expect((await payOf('finance')).answer().weeks[0]!.shifts.map((s) => s.date)).toEqual([MON]);
  });

  it('refuses a bad period and an unknown worker', async () => {
    expect((await payBetween('finance', SUN, MON)).statusCode).toBe(400);
    expect((await payBetween('finance', MON, SUN, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it("a position's pay rate change recomputes open payments; a locked one keeps the rate it was paid at", async () => {
    const NEXT_WED = '2027-06-16';
    await attendedShift(NEXT_WED, '09:00', '13:00', 0);
    const wed = async () => (await payBetween('finance', MON, '2027-06-20')).answer().weeks.flatMap((w) => w.shifts);
    expect((await wed()).find((s) => s.date === NEXT_WED)).toMatchObject({ rateCents: 1200, totalCents: 4800 });
    const project = (await call('manager', projectEndpoints.get, { params: { id: projectId } })).answer();
    const body = {
      ...project,
      positions: project.positions.map((p) => ({ ...p, payRateCents: 1500 })),
    };
    // The detail sent back as it was read: its fields are wider than the update's body (a position is any
    // string there), so it goes raw.
    const saved = await call('manager', 'PUT', `/api/projects/${projectId}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await wed();
    expect(after.find((s) => s.date === NEXT_WED)).toMatchObject({ rateCents: 1500, totalCents: 6000, status: 'open' });
    expect(after.find((s) => s.date === MON)).toMatchObject({ rateCents: 1200, status: 'locked' });
  });
});

describe(`a manager sees pay on the projects they manage, hours elsewhere (${dbLabel})`, () => {
  const THU = '2027-06-24';
  const FRI = '2027-06-25';

  let own: { rosterId: string; assignmentId: string };
  let other: { rosterId: string; assignmentId: string };
  let otherManager: { token: string };

  beforeAll(async () => {
    const [manager] = await ctx.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'manager@example.com'));
    const second = await createStaffUser(ctx.app.db, { role: 'manager' });
    const signIn = await call(null, authEndpoints.signIn, { body: { email: second.email, password: second.password } });
    otherManager = { token: signIn.answer().accessToken };
    const mine = await projectWithSite('Managed kitchen', manager!.id);
    const theirs = await projectWithSite('Other kitchen', second.id);
    own = await attendedAt(mine, THU, '09:00', '13:00', 0);
    other = await attendedAt(theirs, FRI, '09:00', '13:00', 0);
  });

  it("the worker's pay tab: money on the manager's own project, none on another's, and no total mixing them", async () => {
    const res = await payBetween('manager', THU, FRI);
    expect(res.statusCode, res.body).toBe(200);
    const pay = res.answer();
    expect(pay.showsPay).toBe(true);
    const byDate = Object.fromEntries(pay.weeks[0]!.shifts.map((s) => [s.date, s]));
    expect(byDate[THU]).toMatchObject({
      projectName: 'Managed kitchen',
      workedMinutes: 240,
      rateCents: 1400,
      totalCents: 5600,
    });
    expect(byDate[FRI]).toMatchObject({
      projectName: 'Other kitchen',
      workedMinutes: 240,
      rateCents: null,
      totalCents: null,
    });
    expect(byDate[FRI]!.lines.every((l) => l.amountCents === null)).toBe(true);
    expect(pay.weeks[0]).toMatchObject({ workedMinutes: 480, totalCents: null });
    expect(pay.totals).toMatchObject({ workedMinutes: 480, totalCents: null });
    // Only its own project in the period: the totals show.
    const thursday = (await payBetween('manager', THU, THU)).answer();
    expect(thursday.totals.totalCents).toBe(5600);
    // The other project's manager sees the reverse; finance sees both.
    const theirs = (await payBetween(otherManager, THU, FRI)).answer();
    expect(theirs.weeks[0]!.shifts.map((s) => s.totalCents)).toEqual([null, 5600]);
    expect((await payBetween('finance', THU, FRI)).answer().totals.totalCents).toBe(11200);
  });

  it("the roster day sheet: hours and pay for each attendance, money only for finance, admin and the project's manager", async () => {
    const sheet = async (who: Parameters<typeof call>[0], rosterId: string) => {
      const res = await call(who, rosterEndpoints.attendance, { params: { id: rosterId } });
      expect(res.statusCode, res.body).toBe(200);
      return res.answer();
    };
    const mine = await sheet('manager', own.rosterId);
    expect(mine.showsPay).toBe(true);
    expect(mine.rows[0]).toMatchObject({
      paidMinutes: 240,
      pay: { workedMinutes: 240, dayKind: 'normal', rateCents: 1400, totalCents: 5600, locked: false },
    });
    // Another manager's sheet is not the demo manager's to read at all (issue #26 item 2).
    const notMine = await call('manager', rosterEndpoints.attendance, { params: { id: other.rosterId } });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.body).not.toMatch(/5600|56\.00/);
    expect((await sheet(otherManager, other.rosterId)).rows[0]!.pay!.totalCents).toBe(5600);
    for (const who of ['finance', 'admin'] as const)
      expect((await sheet(who, other.rosterId)).rows[0]!.pay!.totalCents).toBe(5600);
    const hr = await sheet('hr', own.rosterId);
    expect(hr.showsPay).toBe(false);
    expect(hr.rows[0]!.pay).toMatchObject({ workedMinutes: 240, totalCents: null });
    // The answer of an attendance change carries the recomputed pay, for the viewer who made it.
    const edit = await attend(own.assignmentId, '09:00', '12:00', 'manager');
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.answer().rows[0]).toMatchObject({ paidMinutes: 180, pay: { workedMinutes: 180, totalCents: 4200 } });
    // A no-show has no payment.
    const noShow = await noShowOf(own.assignmentId, 'manager');
    expect(noShow.answer().rows[0]).toMatchObject({ status: 'no_show', pay: null });
  });
});
