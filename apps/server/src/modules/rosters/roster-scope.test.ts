import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects, rosters, users, workers } from '../../db/schema/index.ts';
import { createStaffUser, dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { createSite } from '../../test/sites.ts';
import { useClockAt } from '../../test/clock.ts';
import { rosterEndpoints as e } from '@wf/shared/contracts/rosters/endpoints';

// Issue #26 item 2: a manager reads and changes only the rosters and attendance of projects they manage.
const ctx = useTestContext(undefined, 300_000);
useClockAt('2028-01-15T02:00:00.000Z');
const { call } = ctx;

const DAY = '2027-06-07';
let site: Awaited<ReturnType<typeof createSite>>;
let rosterId: string;
let shiftId: string;
let assignmentId: string;
let workerId: string;

beforeAll(async () => {
  site = await createSite(call, {
    client: 'Scope Foods Pte Ltd',
    uen: '53666666S',
    project: 'Other manager kitchen',
    startDate: '2026-01-05',
    payRateCents: 1200,
    billRateCents: 1600,
    site: 'Scope site',
    road: '9 Scope Road',
    postal: '609609',
  });
  const [w] = await ctx.app.db
    .insert(workers)
    .values({
      name: 'Scope Worker',
      positionApplied: 'Food Operator',
      contactNumber: '91235555',
      contactEmail: 'scope.worker@example.test',
      dateOfBirth: '1990-01-15',
      idType: 'NRIC',
      idNumber: 'S7755001A',
      status: 'active',
      employeeCode: 'PT-955001',
      nationality: 'Singaporean',
    })
    .returning({ id: workers.id });
  workerId = w!.id;
  const made = await call('manager', e.create, {
    body: {
      locationId: site.locationId,
      date: DAY,
      shifts: [{ positionId: site.positionId, start: '09:00', end: '17:00', breakMinutes: 0, headcount: 2 }],
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  rosterId = made.answer().id;
  shiftId = made.answer().shifts[0]!.id;
  const a = await call('manager', e.assign, { params: { id: shiftId }, body: { workerId, acceptWarnings: true } });
  expect(a.statusCode, a.body).toBe(201);
  assignmentId = a.answer().shift.assignments[0]!.id;
  // Now another manager takes the project over.
  const pam = await createStaffUser(ctx.app.db, {
    role: 'manager',
    name: 'Pam Other',
    email: 'pam.other@example.test',
  });
  await ctx.app.db.update(projects).set({ managerId: pam.id }).where(eq(projects.id, site.projectId));
}, 300_000);

/** The ids of the rosters `who` lists on DAY. */
const listedOnDay = async (who: 'manager' | 'admin' | 'hr') =>
  (await call(who, e.list, { query: { from: DAY, to: DAY } })).answer().items.map((r) => r.id);
const managersDayBoard = async () => (await call('manager', e.board, { query: { view: 'day', date: DAY } })).answer();
const versionNow = async () => (await call('admin', e.get, { params: { id: rosterId } })).answer().version;

describe(`a manager plans only the projects they manage (${dbLabel})`, () => {
  it('lists and the board leave out the rosters of projects another manager manages', async () => {
    expect(await listedOnDay('manager')).not.toContain(rosterId);
    expect(JSON.stringify(await managersDayBoard())).not.toContain(site.locationId);
    // admin and hr still see it
    expect(await listedOnDay('admin')).toContain(rosterId);
    expect(await listedOnDay('hr')).toContain(rosterId);
  });

  it('every roster, shift, assignment and attendance route answers 403 with the reason, and nothing changes', async () => {
    const version = await versionNow();
    const roster = { params: { id: rosterId } };
    const assignment = { params: { id: assignmentId } };
    const attempts = {
      get: () => call('manager', e.get, roster),
      create: () =>
        call('manager', e.create, { body: { locationId: site.locationId, date: '2027-06-08', shifts: [] } }),
      update: () => call('manager', e.update, { ...roster, body: { version, notes: 'mine now', shifts: [] } }),
      publish: () => call('manager', e.publish, { ...roster, body: { version } }),
      copy: () => call('manager', e.copy, { ...roster, body: { dates: ['2027-06-09'] } }),
      remove: () => call('manager', e.remove, roster),
      eligibleWorkers: () => call('manager', e.eligibleWorkers, { params: { id: shiftId }, query: {} }),
      assign: () => call('manager', e.assign, { params: { id: shiftId }, body: { workerId, acceptWarnings: true } }),
      unassign: () => call('manager', e.unassign, assignment),
      regulars: () => call('manager', e.regulars, { params: { id: site.locationId } }),
      attendance: () => call('manager', e.attendance, roster),
      recordAttendance: () =>
        call('manager', e.recordAttendance, { ...assignment, body: { clockIn: '09:00', clockOut: '17:00' } }),
      noShow: () => call('manager', e.noShow, { ...assignment, body: {} }),
      asRostered: () => call('manager', e.asRostered, { ...roster, body: {} }),
      lockAttendance: () => call('manager', e.lockAttendance, roster),
    };
    for (const [name, send] of Object.entries(attempts)) {
      const res = await send();
      expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
      expect(res.json().error.message).toContain('only on projects they manage');
    }
    const [r] = await ctx.app.db.select().from(rosters).where(eq(rosters.id, rosterId));
    expect(r).toMatchObject({ status: 'draft', version, notes: null, attendanceLockedAt: null });
    const copied = await ctx.app.db.select().from(rosters).where(eq(rosters.locationId, site.locationId));
    expect(copied).toHaveLength(1);
  });

  it('copying a week as a manager copies only their projects; the project manager and admin act as before', async () => {
    const week = await call('manager', e.fromWeek, { body: { sourceWeek: DAY, targetWeek: '2027-06-14' } });
    expect(week.statusCode, week.body).toBe(201);
    expect(week.answer().created.map((c) => c.locationId)).not.toContain(site.locationId);
    const ok = await call('admin', e.publish, { params: { id: rosterId }, body: { version: await versionNow() } });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("a project nobody manages is admin's (decision 018): managers neither list, open nor plan it; admin plans it", async () => {
    await ctx.app.db.update(projects).set({ managerId: null }).where(eq(projects.id, site.projectId));
    try {
      expect(await listedOnDay('manager')).not.toContain(rosterId);
      expect(JSON.stringify(await managersDayBoard())).not.toContain(site.locationId);
      for (const [name, send] of Object.entries({
        get: () => call('manager', e.get, { params: { id: rosterId } }),
        attendance: () => call('manager', e.attendance, { params: { id: rosterId } }),
        create: () =>
          call('manager', e.create, { body: { locationId: site.locationId, date: '2027-06-09', shifts: [] } }),
        assign: () => call('manager', e.assign, { params: { id: shiftId }, body: { workerId, acceptWarnings: true } }),
      })) {
        const res = await send();
        expect(res.statusCode, name).toBe(403);
        expect(res.json().error.message).toContain('Nobody manages this project yet');
      }
      // Its pay is not the manager's either (seesPayOf), and admin plans it as before.
      const detail = await call('admin', e.get, { params: { id: rosterId } });
      expect(detail.statusCode).toBe(200);
      expect(detail.answer().showsPay).toBe(true);
      const hr = (await call('hr', e.get, { params: { id: rosterId } })).answer();
      expect(hr.showsPay).toBe(false);
    } finally {
      const [pam] = await ctx.app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'pam.other@example.test'));
      await ctx.app.db.update(projects).set({ managerId: pam!.id }).where(eq(projects.id, site.projectId));
    }
  });
});
