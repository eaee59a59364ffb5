import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rosterAttendance, rosterShifts, rosters, shiftPayments, workers } from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { createSite } from '../../test/sites.ts';
import { useClockAt } from '../../test/clock.ts';
import { rosterEndpoints as e } from '@wf/shared/contracts/rosters/endpoints';
import type { RosterDetail, ShiftInput } from '@wf/shared/contracts/rosters/rosters';
import { payRunEndpoints as pr } from '@wf/shared/contracts/pay-runs/endpoints';

// Issue #26 item 6: a roster whose shifts are in a confirmed, approved or paid run is history.
const ctx = useTestContext(undefined, 300_000);
useClockAt('2028-01-15T02:00:00.000Z');
const { call } = ctx;

const PAID_DAY = '2027-03-01';
const OPEN_DAY = '2027-05-03';
let operator: string;
let locationId: string;
let workerId: string;
const R: Record<string, { id: string; assignmentId: string }> = {};

async function rosterWithAttendance(date: string) {
  const created = await call('manager', e.create, {
    body: {
      locationId,
      date,
      shifts: [{ positionId: operator, start: '09:00', end: '17:00', breakMinutes: 0, headcount: 1 }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id, version, shifts } = created.answer();
  const res = await call('manager', e.assign, {
    params: { id: shifts[0]!.id },
    body: { workerId, acceptWarnings: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  const assignmentId = res.answer().shift.assignments[0]!.id;
  const pub = await call('manager', e.publish, { params: { id }, body: { version } });
  expect(pub.statusCode, pub.body).toBe(200);
  const att = await attend(assignmentId, '17:00');
  expect(att.statusCode, att.body).toBe(200);
  R[date] = { id, assignmentId };
}

/** hr records the assignment's attendance from 09:00 to `clockOut`. */
const attend = (id: string, clockOut: string) =>
  call('hr', e.recordAttendance, { params: { id }, body: { clockIn: '09:00', clockOut } });
const roster = async (date: string) => (await call('manager', e.get, { params: { id: R[date]!.id } })).answer();
const shiftsBody = (detail: RosterDetail, end: string, rate: number | null = null): ShiftInput[] =>
  detail.shifts.map((s) => ({
    id: s.id,
    positionId: s.positionId,
    start: s.start,
    end,
    breakMinutes: s.breakMinutes,
    headcount: s.headcount,
    payRateCentsOverride: rate,
    notes: s.notes,
  }));

beforeAll(async () => {
  ({ positionId: operator, locationId } = await createSite(call, {
    client: 'Paid Shifts Pte Ltd',
    uen: '53777777A',
    project: 'Paid kitchen',
    startDate: '2026-01-05',
    payRateCents: 1200,
    billRateCents: 1600,
    site: 'Paid site',
    road: '7 Paid Road',
    postal: '609607',
  }));
  const [w] = await ctx.app.db
    .insert(workers)
    .values({
      name: 'Paid Worker',
      positionApplied: 'Food Operator',
      contactNumber: '91239876',
      contactEmail: 'paid.worker@example.test',
      dateOfBirth: '1990-01-15',
      idType: 'NRIC',
      idNumber: 'S7799001A',
      status: 'active',
      employeeCode: 'PT-929001',
      nationality: 'Singaporean',
      hourlyRateCents: 1500,
      bankName: 'UOB',
      bankAcc: '9102031012',
    })
    .returning({ id: workers.id });
  workerId = w!.id;
  await rosterWithAttendance(PAID_DAY);
  await rosterWithAttendance(OPEN_DAY);
  const gen = await call('hr', pr.generate, { body: { frequency: 'monthly', periodStart: PAID_DAY } });
  expect(gen.statusCode, gen.body).toBe(201);
  const confirm = await call('hr', pr.confirm, {
    params: { id: gen.answer().id },
    body: { version: gen.answer().version },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const [p] = await ctx.app.db
    .select()
    .from(shiftPayments)
    .where(eq(shiftPayments.assignmentId, R[PAID_DAY]!.assignmentId));
  expect(p!.status).toBe('locked');
}, 300_000);

describe(`paid shifts are history (${dbLabel})`, () => {
  const expectPaid = (res: { statusCode: number; json(): { error: { code: string; message: string } } }) => {
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PAY_LOCKED');
    expect(res.json().error.message).toMatch(/monthly pay run of 2027-03-01 to 2027-03-31 \(confirmed by hr\)/);
    expect(res.json().error.message).not.toMatch(/\d+\.\d\d|S\$/);
  };

  it('unpublishing the roster is refused with the run that holds its shifts', async () => {
    const r = await roster(PAID_DAY);
    for (const who of ['manager', 'admin'] as const)
      expectPaid(
        await call(who, e.unpublish, {
          params: { id: r.id },
          body: { version: r.version, reason: 'Client cancelled' },
        }),
      );
    const [row] = await ctx.app.db.select({ status: rosters.status }).from(rosters).where(eq(rosters.id, r.id));
    expect(row!.status).toBe('published');
  });

  it("changing a paid shift's times or rate is refused; its notes may change", async () => {
    const r = await roster(PAID_DAY);
    expectPaid(
      await call('manager', e.update, {
        params: { id: r.id },
        body: { version: r.version, notes: null, shifts: shiftsBody(r, '23:30') },
      }),
    );
    expectPaid(
      await call('admin', e.update, {
        params: { id: r.id },
        body: { version: r.version, notes: null, shifts: shiftsBody(r, '17:00', 999_999) },
      }),
    );
    const [s] = await ctx.app.db.select().from(rosterShifts).where(eq(rosterShifts.rosterId, r.id));
    expect(s).toMatchObject({ endMinute: 17 * 60, payRateCentsOverride: null });
    const notes = await call('manager', e.update, {
      params: { id: r.id },
      body: { version: r.version, notes: 'Bring aprons', shifts: shiftsBody(r, '17:00') },
    });
    expect(notes.statusCode, notes.body).toBe(200);
  });

  it('a paid shift: its break is refused like its times, its headcount may change, and it cannot be removed (the editor disables by the same rule, issue 29 item 7)', async () => {
    let r = await roster(PAID_DAY);
    const body = (over: Partial<ShiftInput>) => shiftsBody(r, '17:00').map((s) => ({ ...s, ...over }));
    expectPaid(
      await call('manager', e.update, {
        params: { id: r.id },
        body: { version: r.version, notes: null, shifts: body({ breakMinutes: 30 }) },
      }),
    );
    const places = await call('manager', e.update, {
      params: { id: r.id },
      body: { version: r.version, notes: null, shifts: body({ headcount: 3 }) },
    });
    expect(places.statusCode, places.body).toBe(200);
    expect(places.answer().shifts[0]).toMatchObject({ headcount: 3, end: '17:00', breakMinutes: 0 });
    r = places.answer();
    const removed = await call('manager', e.update, {
      params: { id: r.id },
      body: { version: r.version, notes: null, shifts: [] },
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.code).toBe('SHIFT_HAS_ASSIGNMENTS');
  });

  it('recording, marking absent or clearing the attendance of a paid shift is refused', async () => {
    const a = R[PAID_DAY]!.assignmentId;
    expectPaid(await attend(a, '23:00'));
    expectPaid(await call('hr', e.noShow, { params: { id: a }, body: {} }));
    expectPaid(await call('admin', e.clearAttendance, { params: { id: a }, body: {} }));
    const [att] = await ctx.app.db.select().from(rosterAttendance).where(eq(rosterAttendance.assignmentId, a));
    expect(att).toMatchObject({ clockInRaw: '09:00', clockOutRaw: '17:00' });
  });

  it("the roster says beforehand what would be refused: each assignment's attendance and pay lock (issue 29, item 7)", async () => {
    const paid = (await roster(PAID_DAY)).shifts[0]!.assignments[0];
    expect(paid).toMatchObject({ id: R[PAID_DAY]!.assignmentId, attendanceRecorded: true, payLocked: true });
    const open = (await roster(OPEN_DAY)).shifts[0]!.assignments[0];
    expect(open).toMatchObject({ id: R[OPEN_DAY]!.assignmentId, attendanceRecorded: true, payLocked: false });
    // Cleared, the open one may be unassigned again, and the roster says so.
    const cleared = await call('hr', e.clearAttendance, { params: { id: R[OPEN_DAY]!.assignmentId }, body: {} });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await roster(OPEN_DAY)).shifts[0]!.assignments[0]).toMatchObject({
      attendanceRecorded: false,
      payLocked: false,
    });
    const again = await attend(R[OPEN_DAY]!.assignmentId, '17:00');
    expect(again.statusCode, again.body).toBe(200);
  });

  it('a roster outside any run is still planned freely', async () => {
    const r = await roster(OPEN_DAY);
    const edit = await call('manager', e.update, {
      params: { id: r.id },
      body: { version: r.version, notes: null, shifts: shiftsBody(r, '18:00') },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const att = await attend(R[OPEN_DAY]!.assignmentId, '18:00');
    expect(att.statusCode, att.body).toBe(200);
    const un = await call('manager', e.unpublish, {
      params: { id: r.id },
      body: { version: edit.answer().version, reason: 'Client moved the day' },
    });
    expect(un.statusCode, un.body).toBe(200);
  });
});
