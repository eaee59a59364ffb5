import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityEndpoints } from '@wf/shared/contracts/admin/endpoints';
import { taskEndpoints } from '@wf/shared/contracts/apps/tasks/endpoints';
import { reportEndpoints as e } from '@wf/shared/contracts/reports/endpoints';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import {
  auditLog,
  certificateTypes,
  projects,
  rosterAssignments,
  users,
  workerCertificates,
  workers,
} from '../../db/schema/index.ts';
import { createStaffUser, dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { createSite } from '../../test/sites.ts';
import { useClockAt } from '../../test/clock.ts';

// Issue #33 item 4: the project dashboard, the analytics/finance dashboard calls and the activity feed.
const ctx = useTestContext(undefined, 300_000);
// Singapore: Wednesday 31 March 2027, 23:30 (the last half hour of a month).
useClockAt('2027-03-31T15:30:00.000Z');
const { call } = ctx;

const TODAY = '2027-03-31';
const YESTERDAY = '2027-03-30';
const LATER_THIS_WEEK = '2027-04-02';
const NEXT_WEEK = '2027-04-06';

type Site = Awaited<ReturnType<typeof createSite>>;
let mine: Site;
let others: Site;
let nobodys: Site;
let managerId: string;
let workerIds: string[] = [];

const site = (n: number, name: string) => ({
  client: `Dash Client ${n} Pte Ltd`,
  uen: `5377777${n}S`,
  project: name,
  startDate: '2026-01-05',
  payRateCents: 1200,
  billRateCents: 1600,
  site: `${name} site`,
  road: `${n} Dash Road`,
  postal: `60960${n}`,
});

async function roster(at: Site, date: string, headcount: number, assign: readonly string[]) {
  const made = await call('admin', rosterEndpoints.create, {
    body: {
      locationId: at.locationId,
      date,
      shifts: [{ positionId: at.positionId, start: '09:00', end: '17:00', breakMinutes: 0, headcount }],
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const shiftId = made.answer().shifts[0]!.id;
  const assignments: string[] = [];
  for (const workerId of assign) {
    const a = await call('admin', rosterEndpoints.assign, {
      params: { id: shiftId },
      body: { workerId, acceptWarnings: true },
    });
    expect(a.statusCode, a.body).toBe(201);
    assignments.push(a.answer().shift.assignments.find((x) => x.workerId === workerId)!.id);
  }
  return { rosterId: made.answer().id, shiftId, assignments };
}

let todayMine: Awaited<ReturnType<typeof roster>>;
let yesterdayMine: Awaited<ReturnType<typeof roster>>;

beforeAll(async () => {
  mine = await createSite(call, site(1, 'Mine kitchen'));
  others = await createSite(call, site(2, 'Other kitchen'));
  nobodys = await createSite(call, site(3, 'Nobody kitchen'));
  const [m] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'manager@example.com'));
  managerId = m!.id;
  const pam = await createStaffUser(ctx.app.db, { role: 'manager', name: 'Pam Dash', email: 'pam.dash@example.test' });
  await ctx.app.db.update(projects).set({ managerId }).where(eq(projects.id, mine.projectId));
  await ctx.app.db.update(projects).set({ managerId: pam.id }).where(eq(projects.id, others.projectId));
  await ctx.app.db.update(projects).set({ managerId: null }).where(eq(projects.id, nobodys.projectId));
  const made = await ctx.app.db
    .insert(workers)
    .values(
      [1, 2, 3, 4, 5, 6].map((i) => ({
        name: `Dash Worker ${i}`,
        positionApplied: 'Food Operator',
        contactNumber: `9123600${i}`,
        contactEmail: `dash.worker${i}@example.test`,
        dateOfBirth: '1990-01-15',
        idType: 'NRIC' as const,
        idNumber: `S77660${i}0A`,
        status: 'active' as const,
        employeeCode: `PT-96600${i}`,
        nationality: 'Singaporean' as const,
      })),
    )
    .returning({ id: workers.id });
  workerIds = made.map((w) => w.id);
  const [w1, w2, w3, w4, w5, w6] = workerIds as [string, string, string, string, string, string];
  // Mine, today: 3 wanted, 3 assigned: one confirms, one declines, one has not answered.
  todayMine = await roster(mine, TODAY, 3, [w1, w2, w3]);
  await ctx.app.db
    .update(rosterAssignments)
    .set({ confirmation: 'confirmed' })
    .where(eq(rosterAssignments.id, todayMine.assignments[0]!));
  await ctx.app.db
    .update(rosterAssignments)
    .set({ confirmation: 'declined' })
    .where(eq(rosterAssignments.id, todayMine.assignments[1]!));
  // Mine, later this week: 2 wanted, 1 assigned. Next week: not in this week's figures.
  await roster(mine, LATER_THIS_WEEK, 2, [w4]);
  await roster(mine, NEXT_WEEK, 5, []);
  // Yesterday: two worked, one no-show.
  yesterdayMine = await roster(mine, YESTERDAY, 2, [w5, w6]);
  const rec = await call('admin', rosterEndpoints.recordAttendance, {
    params: { id: yesterdayMine.assignments[0]! },
    body: { clockIn: '09:00', clockOut: '17:00' },
  });
  expect(rec.statusCode, rec.body).toBe(200);
  const ns = await call('admin', rosterEndpoints.noShow, { params: { id: yesterdayMine.assignments[1]! }, body: {} });
  expect(ns.statusCode, ns.body).toBe(200);
  // Nobody's project, today: 1 wanted, nobody yet. Another manager's: 4 wanted, 1 assigned.
  await roster(nobodys, TODAY, 1, []);
  // The manager's tasks (the Tasks app provides "tasks due"): due today, overdue, next week, done.
  for (const [title, dueDate, completed] of [
    ['Call back the client', TODAY, false],
    ['Send the roster', YESTERDAY, false],
    ['Plan next month', NEXT_WEEK, false],
    ['Already done', YESTERDAY, true],
  ] as const) {
    const t = await call('manager', taskEndpoints.create, { body: { task: { type: 'task', title, dueDate, completed } } });
    expect(t.statusCode, t.body).toBe(200); // the template's calls answer 200 (docs/product/template-apps.md)
  }
  await roster(others, TODAY, 4, [w6]);
  // Certificates: w3 (rostered today on mine) expires in 10 days; w4 in 45 days; w6 (others' project only, and
  // yesterday on mine: past) in 5 days.
  const [type] = await ctx.app.db
    .insert(certificateTypes)
    .values({ name: 'Dash Food Hygiene' })
    .returning({ id: certificateTypes.id });
  await ctx.app.db.insert(workerCertificates).values([
    { workerId: w3, typeId: type!.id, expiryDate: '2027-04-10' },
    { workerId: w4, typeId: type!.id, expiryDate: '2027-05-15' },
    { workerId: w6, typeId: type!.id, expiryDate: '2027-04-05' },
  ]);
}, 300_000);

describe(`GET api/dashboards/project (${dbLabel})`, () => {
  it("counts a manager's projects, never another manager's nor those nobody manages (admin's, decision 018)", async () => {
    const res = await call('manager', e.projectDashboard);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.answer();
    expect(d.today).toBe(TODAY);
    expect(d.week).toEqual({ from: '2027-03-29', to: '2027-04-04' });
    expect(d.scope).toBe('managed');
    // Today: mine only (3 wanted, 2 places: the decline frees one); nobody's (1 wanted) is admin's.
    expect(d.todayShifts).toEqual({
      shifts: 1,
      headcount: 3,
      places: 2,
      confirmed: 1,
      declined: 1,
      pending: 1,
      short: 1,
      fillRateBasisPoints: 6667,
    });
    // This week adds yesterday's (2 of 2) and Friday's (1 of 2): 5 places of 7.
    expect(d.weekShifts).toMatchObject({
      shifts: 3,
      headcount: 7,
      places: 5,
      confirmed: 1,
      declined: 1,
      pending: 4,
      short: 2,
      fillRateBasisPoints: 7143,
    });
    expect(d.todayRosters.map((r) => r.locationName)).toEqual(['Mine kitchen site']);
    expect(d.todayRosters[0]).toMatchObject({
      rosterId: todayMine.rosterId,
      shifts: 1,
      headcount: 3,
      places: 2,
      status: 'draft',
    });
    expect(d.noShows).toEqual({
      from: '2027-03-25',
      recorded: 2,
      count: 1,
      rosters: [{ rosterId: yesterdayMine.rosterId, date: YESTERDAY, locationName: 'Mine kitchen site', count: 1 }],
    });
    // w3 (today, 10 days); w6 only on others' project today and on mine yesterday (past): not counted.
    expect(d.certificatesExpiring.count).toBe(1);
    expect(d.certificatesExpiring.items[0]).toMatchObject({
      workerName: 'Dash Worker 3',
      typeName: 'Dash Food Hygiene',
      expiryDate: '2027-04-10',
    });
    expect(d.tasksDue).toEqual({ count: 2, overdue: 1, link: '/apps/tasks' });
  });

  it('an admin counts every project', async () => {
    const d = (await call('admin', e.projectDashboard)).answer();
    expect(d.scope).toBe('all');
    expect(d.todayShifts).toMatchObject({ shifts: 3, headcount: 8, places: 3 });
    expect(d.todayRosters).toHaveLength(3);
    // w6 is rostered today on the other manager's project: now counted.
    expect(d.certificatesExpiring.count).toBe(2);
    expect(d.certificatesExpiring.items.map((c) => c.workerName)).toEqual([
      'Dash Worker 6',
      'Dash Worker 3',
    ]);
  });

  it('another manager sees only their own project, not nobody’s', async () => {
    const pam = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'pam.dash@example.test'));
    expect(pam).toHaveLength(1);
    // Move "mine" to Pam: the demo manager's today then holds nothing (nobody's project is admin's).
    await ctx.app.db.update(projects).set({ managerId: pam[0]!.id }).where(eq(projects.id, mine.projectId));
    try {
      const d = (await call('manager', e.projectDashboard)).answer();
      expect(d.todayRosters).toEqual([]);
      expect(d.noShows.count).toBe(0);
      expect(d.certificatesExpiring.count).toBe(0);
    } finally {
      await ctx.app.db.update(projects).set({ managerId }).where(eq(projects.id, mine.projectId));
    }
  });

  it('hr and finance get 403, nobody 401', async () => {
    expect((await call('hr', e.projectDashboard)).statusCode).toBe(403);
    expect((await call('finance', e.projectDashboard)).statusCode).toBe(403);
    expect((await call(null, e.projectDashboard)).statusCode).toBe(401);
  });
});

describe(`GET api/dashboards/analytics and finance (${dbLabel})`, () => {
  it("answers the hr dashboard's figures for its roles, never finance", async () => {
    const hr = (await call('hr', e.hrDashboard)).answer();
    const analytics = await call('hr', e.analyticsDashboard);
    expect(analytics.statusCode).toBe(200);
    expect(analytics.answer()).toEqual(hr);
    expect(analytics.answer().certificatesExpiring.in30).toBe(2);
    expect((await call('manager', e.analyticsDashboard)).statusCode).toBe(200);
    expect((await call('finance', e.analyticsDashboard)).statusCode).toBe(403);
  });

  it('finance figures only for finance and admin (money)', async () => {
    expect((await call('finance', e.financeDashboard)).statusCode).toBe(200);
    expect((await call('admin', e.financeDashboard)).statusCode).toBe(200);
    expect((await call('manager', e.financeDashboard)).statusCode).toBe(403);
    expect((await call('hr', e.financeDashboard)).statusCode).toBe(403);
  });
});

describe(`GET api/pages/activities (${dbLabel})`, () => {
  it('an admin pages through every entry, newest first, as sentences without before/after', async () => {
    const total = (await ctx.app.db.select({ id: auditLog.id }).from(auditLog)).length;
    expect(total).toBeGreaterThan(12);
    const first = (await call('admin', activityEndpoints.activities, { query: { pageSize: 5 } })).answer();
    expect(first).toMatchObject({ total, page: 0, pageSize: 5, scope: 'all' });
    expect(first.items).toHaveLength(5);
    const second = (await call('admin', activityEndpoints.activities, { query: { page: 1, pageSize: 5 } })).answer();
    expect(second.items).toHaveLength(5);
    const ids = [...first.items, ...second.items].map((a) => a.id);
    expect(new Set(ids).size).toBe(10);
    const ats = [...first.items, ...second.items].map((a) => a.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    for (const a of first.items) {
      expect(a).not.toHaveProperty('before');
      expect(a).not.toHaveProperty('after');
      expect(typeof a.sentence).toBe('string');
    }
    const roster = [
      ...first.items,
      ...second.items,
      ...(await call('admin', activityEndpoints.activities, { query: { pageSize: 100 } })).answer().items,
    ].find((a) => a.entityType === 'roster' && a.action.endsWith('create'));
    const [admin] = await ctx.app.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, 'admin@example.com'));
    expect(roster?.sentence).toBe(`${admin!.name} created roster`);
  });

  it('another role reads only the entries it made', async () => {
    // The demo manager created the three projects (createSite): its own entries exist, admin's do not show.
    const own = (await call('manager', activityEndpoints.activities, { query: { pageSize: 100 } })).answer();
    expect(own.scope).toBe('own');
    expect(own.total).toBeGreaterThan(0);
    for (const a of own.items) expect(a.actorId).toBe(managerId);
    const hr = (await call('hr', activityEndpoints.activities, { query: {} })).answer();
    expect(hr).toMatchObject({ total: 0, items: [], scope: 'own' });
  });

  it('refuses a bad page size and needs a signed-in user', async () => {
    expect((await call('admin', activityEndpoints.activities, { query: { pageSize: 0 } })).statusCode).toBe(400);
    expect((await call('admin', activityEndpoints.activities, { query: { pageSize: 101 } })).statusCode).toBe(400);
    expect((await call(null, activityEndpoints.activities, { query: {} })).statusCode).toBe(401);
  });
});
