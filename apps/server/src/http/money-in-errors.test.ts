import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects, shiftPayments, workers } from '../db/schema/index.ts';
import { createStaffUser, dbLabel } from '../test/harness.ts';
import { useTestContext } from '../test/use-test-context.ts';
import { createSite } from '../test/sites.ts';
import { useClockAt } from '../test/clock.ts';
import { adjustmentEndpoints } from '@wf/shared/contracts/pay/endpoints';
import { payRunEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';

/**
 * Issue #26 item 3: no error answer carries a money figure the caller's role may not read. hr never
 * reads pay figures (decision 010); a manager reads them only on projects they manage, and this
 * walk's project has another manager. Every /api route is called with the ids of real records
 * (a worker with a paid shift, a confirmed pay run, an adjustment, the roster...) and with an empty
 * and a hostile money body; no 4xx/5xx body may hold a figure.
 */
const ctx = useTestContext(undefined, 300_000);
useClockAt('2028-01-15T02:00:00.000Z');
const { call } = ctx;

const IDS: Record<string, string> = {};
/** Money as an answer could show it: S$12.34 / $1,234.56 / -S$99590.25, or a *Cents field with a value. */
const MONEY = /S?\$\s?-?[\d,]+\.\d{2}|"[A-Za-z]*Cents"\s*:\s*-?\d/;

/** The record an :id of this path names. */
function idFor(path: string): string {
  const table: Array<[string, string]> = [
    ['/api/workers/', 'worker'],
    ['/api/pay-adjustments/', 'adjustment'],
    ['/api/pay-runs/', 'run'],
    ['/api/rosters/', 'roster'],
    ['/api/roster-shifts/', 'shift'],
    ['/api/roster-assignments/', 'assignment'],
    ['/api/projects/', 'project'],
    ['/api/project-locations/', 'location'],
    ['/api/clients/', 'client'],
  ];
  const hit = table.find(([p]) => path.startsWith(p));
  return (hit && IDS[hit[1]]) ?? randomUUID();
}
const concrete = (pattern: string) =>
  pattern.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, () => idFor(pattern)).replace(/\*/g, 'any');

const HOSTILE: Record<string, unknown> = {
  amountCents: -10_000_000,
  category: 'deduction',
  reason: 'probe',
  /** the real shift payment (set below): a deduction beyond its pay meets the negative-net refusal */
  shiftPaymentId: '',
  version: 1,
  hourlyRateCents: 999_999,
  payRateCentsOverride: 999_999,
};

beforeAll(async () => {
  const site = await createSite(call, {
    client: 'Money Probe Pte Ltd',
    uen: '53555555M',
    project: 'Probe kitchen',
    startDate: '2026-01-05',
    payRateCents: 1234,
    billRateCents: 1600,
    site: 'Probe site',
    road: '3 Probe Road',
    postal: '609603',
  });
  Object.assign(IDS, { project: site.projectId, location: site.locationId, client: site.clientId });
  const [w] = await ctx.app.db
    .insert(workers)
    .values({
      name: 'Probe Worker',
      positionApplied: 'Food Operator',
      contactNumber: '91236666',
      contactEmail: 'probe.worker@example.test',
      dateOfBirth: '1990-01-15',
      idType: 'NRIC',
      idNumber: 'S7766001A',
      status: 'active',
      employeeCode: 'PT-966001',
      nationality: 'Singaporean',
      hourlyRateCents: 1575,
      bankName: 'UOB',
      bankAcc: '9102031012',
    })
    .returning({ id: workers.id });
  IDS.worker = w!.id;
  const made = (
    await call('admin', rosterEndpoints.create, {
      body: {
        locationId: site.locationId,
        date: '2027-03-01',
        shifts: [{ positionId: site.positionId, start: '09:00', end: '17:00', breakMinutes: 0, headcount: 1 }],
      },
    })
  ).answer();
  IDS.roster = made.id;
  IDS.shift = made.shifts[0]!.id;
  const a = await call('admin', rosterEndpoints.assign, {
    params: { id: IDS.shift },
    body: { workerId: IDS.worker, acceptWarnings: true },
  });
  IDS.assignment = a.answer().shift.assignments[0]!.id;
  const attended = await call('admin', rosterEndpoints.recordAttendance, {
    params: { id: IDS.assignment },
    body: { clockIn: '09:00', clockOut: '17:00' },
  });
  expect(attended.statusCode).toBe(200);
  const [p] = await ctx.app.db.select({ id: shiftPayments.id }).from(shiftPayments).where(eq(shiftPayments.assignmentId, IDS.assignment!));
  HOSTILE.shiftPaymentId = p!.id;
  const adj = await call('hr', adjustmentEndpoints.create, {
    body: { shiftPaymentId: p!.id, category: 'allowance', amountCents: 4321, reason: 'Probe allowance' },
  });
  expect(adj.statusCode, adj.body).toBe(201);
  IDS.adjustment = adj.answer().id;
  const run = await call('hr', payRunEndpoints.generate, { body: { frequency: 'monthly', periodStart: '2027-03-01' } });
  expect(run.statusCode, run.body).toBe(201);
  IDS.run = run.answer().id;
  // Another manager manages the project: the demo manager may not read its pay.
  const other = await createStaffUser(ctx.app.db, { role: 'manager', name: 'Probe Manager', email: 'probe.manager@example.test' });
  await ctx.app.db.update(projects).set({ managerId: other.id }).where(eq(projects.id, site.projectId));
}, 300_000);

describe(`no money figure in an error body for a role that may not read it (${dbLabel})`, () => {
  it('walks every /api route as hr and as a manager of other projects, with real ids and hostile bodies', async () => {
    const problems: string[] = [];
    let errors = 0;
    const seen = new Set<string>();
    for (const route of ctx.app.apiRoutes) {
      if (route.url.startsWith('/api/auth/') || route.url === '/api/common/user') continue; // would sign the walker out
      const url = concrete(route.url);
      const bodies = ['POST', 'PATCH', 'PUT'].includes(route.method) ? [{}, HOSTILE] : [undefined];
      for (const role of ['hr', 'manager'] as const) {
        for (const body of bodies) {
          const res = await call(role, route.method as 'GET', url, body);
          if (res.statusCode < 400) continue;
          errors++;
          seen.add(String((res.json() as { error?: { code?: string } }).error?.code));
          const m = MONEY.exec(res.body);
          if (m) problems.push(`${role} ${route.method} ${route.url} ${res.statusCode}: ${m[0]} in ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(seen.has('NEGATIVE_NET_PAY'), 'the hostile deduction reached the negative-net refusal').toBe(true);
    console.info(`money-in-errors walk: ${ctx.app.apiRoutes.length} routes, ${errors} error answers read`);
    expect(errors).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  }, 300_000);

  it('the pattern finds the figures the probe saw (the control)', () => {
    expect(MONEY.test('{"error":{"message":"net pay -S$99590.25"}}')).toBe(true);
    expect(MONEY.test('{"current":{"netCents":-9959025}}')).toBe(true);
    expect(MONEY.test('{"error":{"message":"The deduction is too large"}}')).toBe(false);
  });
});
