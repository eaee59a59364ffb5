import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects, users, workers } from '../db/schema/index.ts';
import { createStaffUser, dbLabel } from '../test/harness.ts';
import { useTestContext } from '../test/use-test-context.ts';
import { createSite } from '../test/sites.ts';
import { useClockAt } from '../test/clock.ts';
import { payEndpoints } from '@wf/shared/contracts/pay/endpoints';
import { payRunEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';

/**
 * Issue #29 item 4 / decision 018: one pay-visibility rule (seesPayOf). Every GET /api route is called
 * with real ids as admin, finance, hr, the project's manager and a manager of other projects; the
 * project's distinctive figures (position rate S$12.34, override S$17.77, shift pay S$98.72) must
 * appear exactly where the rule allows: finance and admin everywhere, the project's manager on their
 * project, hr and other managers nowhere (rates null, `showsPay: false`). The duties that need a
 * figure (hr confirms pay runs and reviews adjustments) are listed as such below.
 */
const ctx = useTestContext(undefined, 600_000);
useClockAt('2028-01-15T02:00:00.000Z');
const { call } = ctx;

const IDS: Record<string, string> = {};
/** The figures as JSON numbers, CSV cells or formatted money. */
const FIGURES = /["']?\w*(?:Cents|cents)["']?\s*:\s*(?:1234|1777|9872)\b|(?<![\w.-])(?:12\.34|17\.77|98\.72)(?![\d])|(?<=[,;\t])(?:1234|1777|9872)(?=[,;\t\r\n])/;

function idFor(path: string): string {
  const table: Array<[string, string]> = [
    ['/api/workers/', 'worker'],
    ['/api/pay-adjustments/', 'adjustment'],
    ['/api/pay-runs/', 'run'],
    ['/api/rosters/', 'roster'],
    // the shift with the override and nobody on it: the picker lists the worker with its rate
    ['/api/roster-shifts/', 'openShift'],
    ['/api/roster-assignments/', 'assignment'],
    ['/api/projects/', 'project'],
    ['/api/project-locations/', 'location'],
    ['/api/clients/', 'client'],
  ];
  const hit = table.find(([p]) => path.startsWith(p));
  return (hit && IDS[hit[1]]) ?? randomUUID();
}
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, () => idFor(pattern)).replace(/\*/g, 'any');
/** Range filters wide enough for the fixture's March 2027. */
const QUERY = 'from=2027-03-01&to=2027-03-31&date=2027-03-01&month=2027-03&period=month&year=2027';

/** Where the figures must show for a reader who may see them (the pages that carry rates). */
const RATE_PAGES = [
  '/api/rosters/:id',
  '/api/roster-shifts/:id/eligible-workers',
  '/api/rosters/:id/attendance',
  '/api/workers/:id/pay',
  '/api/projects/:id',
];
/**
 * Figures hr reads by duty, not by the rate rule (decision 018): hr confirms a pay run (its lines,
 * payslips, files) and reviews adjustments at the hr stage; the worker record's own hourly rate is
 * kept by hr with the record (`seesOwnRate`).
 */
const HR_DUTIES = [/^\/api\/pay-runs/, /^\/api\/pay-adjustments/, /^\/api\/payroll-files/, /^\/api\/workers\/:id$/, /^\/api\/finance\//];

type Who = 'admin' | 'finance' | 'hr' | 'manager';
let demoManagerId: string;
let otherManagerId: string;

beforeAll(async () => {
  const site = await createSite(call, {
    client: 'Visibility Foods Pte Ltd',
    uen: '53444444V',
    project: 'Visibility kitchen',
    startDate: '2026-01-05',
    payRateCents: 1234,
    billRateCents: 1600,
    site: 'Visibility site',
    road: '4 Visibility Road',
    postal: '609604',
  });
  Object.assign(IDS, { project: site.projectId, location: site.locationId, client: site.clientId });
  const [w] = await ctx.app.db
    .insert(workers)
    .values({
      name: 'Vera Visible',
      positionApplied: 'Food Operator',
      contactNumber: '91237777',
      contactEmail: 'vera.visible@example.test',
      dateOfBirth: '1990-01-15',
      idType: 'NRIC',
      idNumber: 'S7767001A',
      status: 'active',
      employeeCode: 'PT-967001',
      nationality: 'Singaporean',
      bankName: 'UOB',
      bankAcc: '9102031013',
    })
    .returning({ id: workers.id });
  IDS.worker = w!.id;
  const made = await call('manager', rosterEndpoints.create, {
    body: {
      locationId: site.locationId,
      date: '2027-03-01',
      shifts: [
        { positionId: site.positionId, start: '09:00', end: '17:00', breakMinutes: 0, headcount: 1 },
        { positionId: site.positionId, start: '18:00', end: '22:00', breakMinutes: 0, headcount: 1, payRateCentsOverride: 1777 },
      ],
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const roster = made.answer();
  IDS.roster = roster.id;
  IDS.shift = roster.shifts[0]!.id;
  IDS.openShift = roster.shifts[1]!.id;
  const a = await call('manager', rosterEndpoints.assign, {
    params: { id: IDS.shift },
    body: { workerId: IDS.worker, acceptWarnings: true },
  });
  expect(a.statusCode, a.body).toBe(201);
  IDS.assignment = a.answer().shift.assignments[0]!.id;
  const att = await call('manager', rosterEndpoints.recordAttendance, {
    params: { id: IDS.assignment },
    body: { clockIn: '09:00', clockOut: '17:00' },
  });
  expect(att.statusCode, att.body).toBe(200);
  const run = await call('hr', payRunEndpoints.generate, { body: { frequency: 'monthly', periodStart: '2027-03-01' } });
  expect(run.statusCode, run.body).toBe(201);
  IDS.run = run.answer().id;
  const [m] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'manager@example.com'));
  demoManagerId = m!.id;
  otherManagerId = (await createStaffUser(ctx.app.db, { role: 'manager', name: 'Olive Other', email: 'olive.other@example.test' })).id;
}, 600_000);

/** Every GET route as `who` with real ids: the answers (status, body) by route pattern. */
async function walk(who: Who): Promise<Map<string, { status: number; body: string }>> {
  const out = new Map<string, { status: number; body: string }>();
  for (const route of ctx.app.apiRoutes) {
    if (route.method !== 'GET' || route.url.startsWith('/api/auth/') || route.url.startsWith('/api/public/')) continue;
    const res = await call(who, 'GET', `${concrete(route.url)}?${QUERY}`);
    out.set(route.url, { status: res.statusCode, body: res.body });
  }
  return out;
}

async function managedBy(id: string) {
  await ctx.app.db.update(projects).set({ managerId: id }).where(eq(projects.id, IDS.project!));
}

describe(`one pay-visibility rule on every page's endpoints (${dbLabel})`, () => {
  it('the project manager, admin and finance read the figures on every page that carries them', async () => {
    await managedBy(demoManagerId);
    for (const who of ['admin', 'finance', 'manager'] as const) {
      const answers = await walk(who);
      for (const page of RATE_PAGES) {
        const a = answers.get(page)!;
        if (a.status === 403) {
          // finance plans no rosters: the planners' pages are not finance's.
          expect(who === 'finance' && (page === '/api/rosters/:id' || page.startsWith('/api/roster-shifts')), `${who} ${page} 403`).toBe(true);
          continue;
        }
        expect(a.status, `${who} ${page}: ${a.body.slice(0, 200)}`).toBe(200);
        expect(FIGURES.test(a.body), `${who} must read the figures on ${page}`).toBe(true);
        expect(a.body, `${who} ${page}`).not.toContain('"showsPay":false');
      }
    }
  }, 600_000);

  it("a worker's own rate: hr (who keeps the record) and admin read it, a manager reads it hidden", async () => {
    await ctx.app.db.update(workers).set({ hourlyRateCents: 1555 }).where(eq(workers.id, IDS.worker!));
    try {
      for (const who of ['hr', 'admin'] as const) {
        const w = (await call(who, workerEndpoints.get, { params: { id: IDS.worker! } })).answer();
        expect(w, who).toMatchObject({ hourlyRateCents: 1555, showsOwnRate: true });
      }
      const res = await call('manager', workerEndpoints.get, { params: { id: IDS.worker! } });
      expect(res.statusCode).toBe(200);
      expect(res.answer()).toMatchObject({ hourlyRateCents: null, showsOwnRate: false });
      expect(res.body).not.toContain('1555');
    } finally {
      await ctx.app.db.update(workers).set({ hourlyRateCents: null }).where(eq(workers.id, IDS.worker!));
    }
  });

  it('the roster as its manager: every rate with its source, the override, the shift pay', async () => {
    await managedBy(demoManagerId);
    const r = (await call('manager', rosterEndpoints.get, { params: { id: IDS.roster! } })).answer();
    expect(r.showsPay).toBe(true);
    expect(r.positions[0]!.payRateCents).toBe(1234);
    expect(r.shifts.map((s) => s.payRateCents)).toEqual([1234, 1777]);
    expect(r.shifts[0]!.assignments[0]).toMatchObject({ rateCents: 1234, rateSource: 'position' });
    const sheet = (await call('manager', rosterEndpoints.attendance, { params: { id: IDS.roster! } })).answer();
    expect(sheet.rows[0]!.pay).toMatchObject({ rateCents: 1234, totalCents: 9872 });
  });

  for (const [label, who, manager] of [
    ['hr', 'hr', 'demo'],
    ['a manager of other projects', 'manager', 'other'],
  ] as const) {
    it(`${label}: no figure on any page (rates null, "showsPay": false), hours still there`, async () => {
      await managedBy(manager === 'demo' ? demoManagerId : otherManagerId);
      try {
        const answers = await walk(who);
        const leaks: string[] = [];
        for (const [url, a] of answers) {
          if (a.status !== 200) continue;
          if (who === 'hr' && HR_DUTIES.some((d) => d.test(url))) continue;
          const m = FIGURES.exec(a.body);
          if (m) leaks.push(`${url}: ${m[0]}`);
        }
        expect(leaks).toEqual([]);
        // The pages hr reads show it the hours with the figures hidden, said so.
        if (who === 'hr') {
          const r = (await call('hr', rosterEndpoints.get, { params: { id: IDS.roster! } })).answer();
          expect(r).toMatchObject({ showsPay: false, positions: [{ payRateCents: null }] });
          expect(r.shifts[0]).toMatchObject({ showsPay: false, payRateCents: null, payRateCentsOverride: null, rosteredMinutes: 480 });
          expect(r.shifts[0]!.assignments[0]).toMatchObject({ rateCents: null, rateSource: null });
          const sheet = (await call('hr', rosterEndpoints.attendance, { params: { id: IDS.roster! } })).answer();
          expect(sheet.showsPay).toBe(false);
          expect(sheet.rows[0]).toMatchObject({ rate: null, paidMinutes: 480, pay: { totalCents: null, workedMinutes: 480 } });
          const p = (await call('hr', projectEndpoints.get, { params: { id: IDS.project! } })).answer();
          expect(p).toMatchObject({ showsPay: false, positions: [{ payRateCents: null, billRateCents: 1600 }] });
        } else {
          // Another manager's project: its rosters are not theirs to open at all (403), its project page hides the rates.
          expect(answers.get('/api/rosters/:id')!.status).toBe(403);
          expect(answers.get('/api/rosters/:id/attendance')!.status).toBe(403);
          const p = (await call('manager', projectEndpoints.get, { params: { id: IDS.project! } })).answer();
          expect(p).toMatchObject({ showsPay: false, positions: [{ payRateCents: null }] });
          const pay = (
            await call('manager', payEndpoints.workerPay, {
              params: { id: IDS.worker! },
              query: { from: '2027-03-01', to: '2027-03-31' },
            })
          ).answer();
          expect(pay.showsPay).toBe(false);
        }
      } finally {
        await managedBy(demoManagerId);
      }
    }, 600_000);
  }

  it('the control: the pattern finds the figures as the pages write them', () => {
    expect(FIGURES.test('{"payRateCents":1234,"x":1}')).toBe(true);
    expect(FIGURES.test('Rate,12.34\r\n')).toBe(true);
    expect(FIGURES.test('a,1777\r\n')).toBe(true);
    expect(FIGURES.test('{"id":"a6f1c2d4-1234-4000-8000-000000001234","n":91231234}')).toBe(false);
  });
});

describe(`a save by a caller who may not read the rates keeps them (${dbLabel})`, () => {
  it('another manager saving the project with the rates hidden (sent back as 0) keeps the stored position rate', async () => {
    await managedBy(otherManagerId);
    try {
      const shown = (await call('manager', projectEndpoints.get, { params: { id: IDS.project! } })).answer();
      expect(shown.positions[0]!.payRateCents).toBeNull();
      const body = {
        clientId: shown.clientId,
        name: `${shown.name} (renamed)`,
        startDate: shown.startDate,
        managerId: shown.managerId,
        billingMode: shown.billingMode,
        positions: shown.positions.map((x: Record<string, unknown>) => ({
          id: x.id,
          position: x.position,
          payRateCents: 0,
          billRateCents: x.billRateCents,
          headcount: x.headcount,
          requiredCertificateTypeId: x.requiredCertificateTypeId,
        })),
      };
      const saved = await call('manager', 'PUT', `/api/projects/${IDS.project}`, body);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ name: 'Visibility kitchen (renamed)', showsPay: false, positions: [{ payRateCents: null }] });
      const admin = (await call('admin', projectEndpoints.get, { params: { id: IDS.project! } })).answer();
      expect(admin.positions[0]!.payRateCents).toBe(1234);
      // The project's own manager changes the rate as sent (the rule keeps only hidden values).
      await managedBy(demoManagerId);
      const own = await call('manager', 'PUT', `/api/projects/${IDS.project}`, {
        ...body,
        managerId: demoManagerId,
        positions: body.positions.map((x: Record<string, unknown>) => ({ ...x, payRateCents: 1300 })),
      });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().positions[0].payRateCents).toBe(1300);
    } finally {
      await managedBy(demoManagerId);
    }
  }, 120_000);
});

describe(`a roster saved without the rates keeps its overrides (${dbLabel})`, () => {
  it('updateRoster for a caller who may not read them: the override sent back (null, "hidden") is not a change', async () => {
    // No route lets such a caller save a roster today (planners are admin and the project's manager);
    // the service keeps the rule anyway, so a future role or route cannot wipe the rates.
    const { keptShift, updateRoster } = await import('../modules/rosters/roster-service.ts');
    const before = (await call('admin', rosterEndpoints.get, { params: { id: IDS.roster! } })).answer();
    const env = { db: ctx.app.db, publicUrl: 'http://app.test', roundingMinutes: 15, kickMail: () => {} };
    const shifts = before.shifts.map((s) => ({
      ...keptShift(s, s.headcount),
      payRateCentsOverride: null,
      notes: 'saved without rates',
    }));
    await updateRoster(env, demoManagerId, IDS.roster!, { version: before.version, notes: null, shifts }, false);
    const after = (await call('admin', rosterEndpoints.get, { params: { id: IDS.roster! } })).answer();
    expect(after.shifts.map((s: { payRateCentsOverride: number | null }) => s.payRateCentsOverride)).toEqual([null, 1777]);
    expect(after.shifts[1]!.notes).toBe('saved without rates');
    // The same save by a reader of the rates clears the override.
    await updateRoster(env, demoManagerId, IDS.roster!, { version: after.version, notes: null, shifts }, true);
    const cleared = (await call('admin', rosterEndpoints.get, { params: { id: IDS.roster! } })).answer();
    expect(cleared.shifts[1]!.payRateCentsOverride).toBeNull();
  }, 120_000);
});
