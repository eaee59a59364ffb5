import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects, rosters, users, workers } from '../../db/schema/index.ts';
import { createStaffUser, dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { createSite } from '../../test/sites.ts';
import { useClockAt } from '../../test/clock.ts';

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
  const made = await call('manager', 'POST', '/api/rosters', {
    locationId: site.locationId,
    date: DAY,
    shifts: [{ positionId: site.positionId, start: '09:00', end: '17:00', breakMinutes: 0, headcount: 2 }],
  });
  expect(made.statusCode, made.body).toBe(201);
  rosterId = made.json().id;
  shiftId = made.json().shifts[0].id;
  const a = await call('manager', 'POST', `/api/roster-shifts/${shiftId}/assignments`, {
    workerId,
    acceptWarnings: true,
  });
  expect(a.statusCode, a.body).toBe(201);
  assignmentId = a.json().shift.assignments[0].id;
  // Now another manager takes the project over.
  const pam = await createStaffUser(ctx.app.db, {
    role: 'manager',
    name: 'Pam Other',
    email: 'pam.other@example.test',
  });
  await ctx.app.db.update(projects).set({ managerId: pam.id }).where(eq(projects.id, site.projectId));
}, 300_000);

describe(`a manager plans only the projects they manage (${dbLabel})`, () => {
  it('lists and the board leave out the rosters of projects another manager manages', async () => {
    const list = (await call('manager', 'GET', `/api/rosters?from=${DAY}&to=${DAY}`)).json();
    expect(list.items.map((r: { id: string }) => r.id)).not.toContain(rosterId);
    const board = (await call('manager', 'GET', `/api/rosters/board?view=day&date=${DAY}`)).json();
    expect(JSON.stringify(board)).not.toContain(site.locationId);
    // admin and hr still see it
    expect(
      (await call('admin', 'GET', `/api/rosters?from=${DAY}&to=${DAY}`)).json().items.map((r: { id: string }) => r.id),
    ).toContain(rosterId);
    expect(
      (await call('hr', 'GET', `/api/rosters?from=${DAY}&to=${DAY}`)).json().items.map((r: { id: string }) => r.id),
    ).toContain(rosterId);
  });

  it('every roster, shift, assignment and attendance route answers 403 with the reason, and nothing changes', async () => {
    const version = (await call('admin', 'GET', `/api/rosters/${rosterId}`)).json().version as number;
    const attempts: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', `/api/rosters/${rosterId}`],
      ['POST', '/api/rosters', { locationId: site.locationId, date: '2027-06-08', shifts: [] }],
      ['PUT', `/api/rosters/${rosterId}`, { version, notes: 'mine now', shifts: [] }],
      ['POST', `/api/rosters/${rosterId}/publish`, { version }],
      ['POST', `/api/rosters/${rosterId}/copy`, { dates: ['2027-06-09'] }],
      ['DELETE', `/api/rosters/${rosterId}`],
      ['GET', `/api/roster-shifts/${shiftId}/eligible-workers`],
      ['POST', `/api/roster-shifts/${shiftId}/assignments`, { workerId, acceptWarnings: true }],
      ['DELETE', `/api/roster-assignments/${assignmentId}`],
      ['GET', `/api/project-locations/${site.locationId}/regulars`],
      ['GET', `/api/rosters/${rosterId}/attendance`],
      ['PUT', `/api/roster-assignments/${assignmentId}/attendance`, { clockIn: '09:00', clockOut: '17:00' }],
      ['POST', `/api/roster-assignments/${assignmentId}/attendance/no-show`, {}],
      ['POST', `/api/rosters/${rosterId}/attendance/as-rostered`, {}],
      ['POST', `/api/rosters/${rosterId}/attendance/lock`, {}],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call('manager', method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json().error.message).toContain('only on projects they manage');
    }
    const [r] = await ctx.app.db.select().from(rosters).where(eq(rosters.id, rosterId));
    expect(r).toMatchObject({ status: 'draft', version, notes: null, attendanceLockedAt: null });
    const copied = await ctx.app.db.select().from(rosters).where(eq(rosters.locationId, site.locationId));
    expect(copied).toHaveLength(1);
  });

  it('copying a week as a manager copies only their projects; the project manager and admin act as before', async () => {
    const week = await call('manager', 'POST', '/api/rosters/from-week', { sourceWeek: DAY, targetWeek: '2027-06-14' });
    expect(week.statusCode, week.body).toBe(201);
    expect(week.json().created.map((c: { locationId: string }) => c.locationId)).not.toContain(site.locationId);
    const version = (await call('admin', 'GET', `/api/rosters/${rosterId}`)).json().version as number;
    const ok = await call('admin', 'POST', `/api/rosters/${rosterId}/publish`, { version });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("a project nobody manages is admin's (decision 018): managers neither list, open nor plan it; admin plans it", async () => {
    await ctx.app.db.update(projects).set({ managerId: null }).where(eq(projects.id, site.projectId));
    try {
      const list = (await call('manager', 'GET', `/api/rosters?from=${DAY}&to=${DAY}`)).json();
      expect(list.items.map((r: { id: string }) => r.id)).not.toContain(rosterId);
      const board = (await call('manager', 'GET', `/api/rosters/board?view=day&date=${DAY}`)).json();
      expect(JSON.stringify(board)).not.toContain(site.locationId);
      for (const [method, url, body] of [
        ['GET', `/api/rosters/${rosterId}`, undefined],
        ['GET', `/api/rosters/${rosterId}/attendance`, undefined],
        ['POST', '/api/rosters', { locationId: site.locationId, date: '2027-06-09', shifts: [] }],
        ['POST', `/api/roster-shifts/${shiftId}/assignments`, { workerId, acceptWarnings: true }],
      ] as const) {
        const res = await call('manager', method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.message).toContain('Nobody manages this project yet');
      }
      // Its pay is not the manager's either (seesPayOf), and admin plans it as before.
      const detail = await call('admin', 'GET', `/api/rosters/${rosterId}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().showsPay).toBe(true);
      const hr = (await call('hr', 'GET', `/api/rosters/${rosterId}`)).json();
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
