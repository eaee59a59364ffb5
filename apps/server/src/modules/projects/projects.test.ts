import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projectPositions, projects } from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';

const ctx = useTestContext();
let clientId: string;
beforeAll(async () => {
  const res = await call('admin', 'POST', '/api/clients', {
    name: 'Harbour Catering Pte Ltd',
    uen: '201812345Z',
    contacts: [],
  });
  clientId = res.json().id;
});

const { call } = ctx;

const positions = [
  { position: 'Food Operator', payRateCents: 1200, billRateCents: 1650, headcount: 4 },
  { position: 'Catering Assistant', payRateCents: 1100, billRateCents: 1500, headcount: 2 },
];
const body = (over: Record<string, unknown> = {}) => ({
  clientId,
  name: 'Marina Bay Gala Dinner',
  description: 'Banquet service crew',
  startDate: '2026-06-01',
  endDate: '2026-06-30',
  budgetCents: 5_000_000,
  positions,
  ...over,
});

describe(`projects (${dbLabel})`, () => {
  it('admin and manager create with a generated code and positions; hr and finance get 403', async () => {
    for (const role of ['hr', 'finance'] as const)
      expect((await call(role, 'POST', '/api/projects', body())).statusCode, role).toBe(403);
    const a = await call('admin', 'POST', '/api/projects', body());
    const b = await call('manager', 'POST', '/api/projects', body({ name: 'Second' }));
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(201);
    expect(a.json().code).toMatch(/^PRJ-\d{4}$/);
    expect(Number(b.json().code.slice(4))).toBe(Number(a.json().code.slice(4)) + 1);
    expect(a.json()).toMatchObject({
      status: 'draft',
      clientName: 'Harbour Catering Pte Ltd',
      budgetCents: 5_000_000,
      allowedStatuses: ['active', 'cancelled'],
    });
    expect(a.json().positions).toEqual([
      expect.objectContaining({
        position: 'Food Operator',
        payRateCents: 1200,
        billRateCents: 1650,
        headcount: 4,
        requiredCertificateTypeId: null,
      }),
      expect.objectContaining({ position: 'Catering Assistant' }),
    ]);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, a.json().id), eq(auditLog.action, 'project.create')));
    expect(audit).toHaveLength(1);
  });

  it('every role reads projects; pay rates only finance, admin and the project\'s manager (decision 018)', async () => {
    const p = (await call('admin', 'POST', '/api/projects', body({ name: 'Readable' }))).json();
    // An admin naming no manager leaves the project nobody's: no manager reads its rates.
    expect(p.managerId).toBeNull();
    for (const role of ['hr', 'finance', 'manager', 'admin'] as const) {
      const d = await call(role, 'GET', `/api/projects/${p.id}`);
      expect(d.statusCode, role).toBe(200);
      expect(d.json().positions[0].billRateCents).toBe(1650);
      const sees = role === 'finance' || role === 'admin';
      expect(d.json().showsPay, role).toBe(sees);
      expect(d.json().positions[0].payRateCents, role).toBe(sees ? positions[0]!.payRateCents : null);
      expect((await call(role, 'GET', '/api/projects')).statusCode).toBe(200);
    }
    expect((await call(null, 'GET', '/api/projects')).statusCode).toBe(401);
  });

  it('bad input: 400 naming the field, nothing written', async () => {
    const before = (await ctx.app.db.select({ id: projects.id }).from(projects)).length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ endDate: '2026-05-31' }, 'endDate', 'validation.dateRange'],
      [{ startDate: '2026-02-30' }, 'startDate', 'validation.date'],
      [{ name: ' ' }, 'name', 'validation.required'],
      [{ clientId: 'nope' }, 'clientId', 'validation.required'],
      [{ positions: [{ ...positions[0], payRateCents: -1 }] }, 'positions.0.payRateCents', 'validation.min'],
      [{ positions: [{ ...positions[0], payRateCents: 12.5 }] }, 'positions.0.payRateCents', 'validation.invalid'],
      [{ positions: [{ ...positions[0], headcount: 0 }] }, 'positions.0.headcount', 'validation.min'],
      [{ positions: [{ ...positions[0], position: 'Astronaut' }] }, 'positions.0.position', 'validation.required'],
      [{ positions: [positions[0], positions[0]] }, 'positions.1.position', 'validation.duplicate'],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('manager', 'POST', '/api/projects', body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(over)).toMatchObject({ [field]: message });
    }
    // Server-side reference checks.
    const noClient = await call(
      'manager',
      'POST',
      '/api/projects',
      body({ clientId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().error.fields).toEqual({ clientId: 'validation.invalid' });
    const noType = await call(
      'manager',
      'POST',
      '/api/projects',
      body({ positions: [{ ...positions[0], requiredCertificateTypeId: '00000000-0000-4000-8000-000000000000' }] }),
    );
    expect(noType.statusCode).toBe(400);
    expect(noType.json().error.fields).toEqual({ 'positions.0.requiredCertificateTypeId': 'validation.invalid' });
    expect((await ctx.app.db.select({ id: projects.id }).from(projects)).length).toBe(before);
  });

  it('allows an open end date', async () => {
    const res = await call('manager', 'POST', '/api/projects', body({ endDate: null }));
    expect(res.statusCode).toBe(201);
    expect(res.json().endDate).toBeNull();
  });

  it('a project without positions cannot be activated; the status machine is enforced and audited', async () => {
    const empty = (await call('manager', 'POST', '/api/projects', body({ positions: [] }))).json();
    const refused = await call('manager', 'POST', `/api/projects/${empty.id}/status`, { status: 'active' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Add at least one position before activating the project');
    expect((await call('admin', 'GET', `/api/projects/${empty.id}`)).json().status).toBe('draft');

    const p = (await call('manager', 'POST', '/api/projects', body())).json();
    expect((await call('hr', 'POST', `/api/projects/${p.id}/status`, { status: 'active' })).statusCode).toBe(403);
    expect((await call('finance', 'POST', `/api/projects/${p.id}/status`, { status: 'active' })).statusCode).toBe(403);
    const completeDraft = await call('manager', 'POST', `/api/projects/${p.id}/status`, { status: 'completed' });
    expect(completeDraft.statusCode).toBe(409);
    const steps = ['active', 'on_hold', 'active', 'completed'] as const;
    for (const s of steps) {
      const res = await call('manager', 'POST', `/api/projects/${p.id}/status`, { status: s });
      expect(res.statusCode, `${s}: ${res.body}`).toBe(200);
      expect(res.json().status).toBe(s);
    }
    const final = await call('admin', 'POST', `/api/projects/${p.id}/status`, { status: 'active' });
    expect(final.statusCode).toBe(409);
    expect(final.json().error.message).toMatch(/completed project cannot change status/);
    const edit = await call('admin', 'PUT', `/api/projects/${p.id}`, body());
    expect(edit.statusCode).toBe(409);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.id), eq(auditLog.action, 'project.status')));
    expect(audit.map((a) => (a.after as { status: string }).status)).toEqual([...steps]);
  });

  it('edits keep, change, add and remove positions by id; an active project keeps at least one', async () => {
    const p = (await call('manager', 'POST', '/api/projects', body())).json();
    // A manager who names no manager manages the project they make (decision 018).
    expect(p.managerId).not.toBeNull();
    expect(p.showsPay).toBe(true);
    const [first, second] = p.positions;
    const res = await call(
      'manager',
      'PUT',
      `/api/projects/${p.id}`,
      body({
        managerId: p.managerId,
        name: 'Renamed',
        positions: [
          { ...first, payRateCents: 1300 },
          { position: 'FnB Service', payRateCents: 1800, billRateCents: 1700, headcount: 1 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after.name).toBe('Renamed');
    expect(after.positions[0]).toMatchObject({ id: first.id, payRateCents: 1300 });
    expect(after.positions[1]).toMatchObject({ position: 'FnB Service' });
    expect(after.positions.map((x: { id: string }) => x.id)).not.toContain(second.id);
    expect((await ctx.app.db.select().from(projectPositions).where(eq(projectPositions.projectId, p.id))).length).toBe(
      2,
    );

    await call('manager', 'POST', `/api/projects/${p.id}/status`, { status: 'active' });
    const none = await call('manager', 'PUT', `/api/projects/${p.id}`, body({ positions: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ positions: 'validation.minItems' });
    const foreign = await call(
      'manager',
      'PUT',
      `/api/projects/${p.id}`,
      body({ positions: [{ ...positions[0], id: '00000000-0000-4000-8000-000000000000' }] }),
    );
    expect(foreign.statusCode).toBe(400);
  });

  it('refuses to delete a project with locations or history; deletes a draft; archives', async () => {
    const p = (await call('manager', 'POST', '/api/projects', body())).json();
    const loc = await call('manager', 'POST', '/api/project-locations', {
      projectId: p.id,
      name: 'Main hall',
      address: {
        formatted_address: '10 Bayfront Avenue, Singapore 018956',
        location_lat: 1.2834,
        location_lng: 103.8607,
        country: 'Singapore',
        country_code: 'SG',
        postal_code: '018956',
      },
    });
    expect(loc.statusCode, loc.body).toBe(201);
    const del = await call('manager', 'DELETE', `/api/projects/${p.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe('This project has 1 location; archive it instead');

    const active = (await call('manager', 'POST', '/api/projects', body())).json();
    await call('manager', 'POST', `/api/projects/${active.id}/status`, { status: 'active' });
    const delActive = await call('admin', 'DELETE', `/api/projects/${active.id}`);
    expect(delActive.statusCode).toBe(409);
    expect(delActive.json().error.message).toMatch(/archive it instead/);
    expect((await call('admin', 'POST', `/api/projects/${active.id}/archive`)).statusCode).toBe(409);

    const draft = (await call('manager', 'POST', '/api/projects', body())).json();
    expect((await call('hr', 'DELETE', `/api/projects/${draft.id}`)).statusCode).toBe(403);
    expect((await call('manager', 'DELETE', `/api/projects/${draft.id}`)).statusCode).toBe(200);
    expect(
      (await ctx.app.db.select().from(projectPositions).where(eq(projectPositions.projectId, draft.id))).length,
    ).toBe(0);

    const arch = await call('manager', 'POST', `/api/projects/${p.id}/archive`);
    expect(arch.statusCode).toBe(200);
    expect(arch.json().archived).toBe(true);
    const un = await call('manager', 'POST', `/api/projects/${p.id}/unarchive`);
    expect(un.json().archived).toBe(false);
  });

  it('lists with status counts, filters, search and sort; exports the view with money in dollars', async () => {
    const other = (
      await call('admin', 'POST', '/api/clients', { name: 'Sentosa Events Pte Ltd', uen: 'T12LL0456C' })
    ).json();
    const mk = async (name: string, status?: string) => {
      const p = (
        await call('manager', 'POST', '/api/projects', body({ clientId: other.id, name, budgetCents: 123456 }))
      ).json();
      if (status) await call('manager', 'POST', `/api/projects/${p.id}/status`, { status });
      return p;
    };
    await mk('Sentosa Alpha', 'active');
    await mk('Sentosa Beta', 'active');
    await mk('Sentosa Gamma');
    const page = (
      await call('finance', 'GET', `/api/projects?clientId=${other.id}&status=active&sort=name&dir=desc`)
    ).json();
    expect(page.items.map((i: { name: string }) => i.name)).toEqual(['Sentosa Beta', 'Sentosa Alpha']);
    expect(page.total).toBe(2);
    expect(page.counts).toMatchObject({ all: 3, active: 2, draft: 1 });
    expect(page.items[0]).toMatchObject({
      clientName: 'Sentosa Events Pte Ltd',
      positionCount: 2,
      headcount: 6,
      locationCount: 0,
    });
    const search = (await call('hr', 'GET', '/api/projects?search=sentosa%20gam')).json();
    expect(search.items.map((i: { name: string }) => i.name)).toEqual(['Sentosa Gamma']);
    const paged = (
      await call('hr', 'GET', `/api/projects?clientId=${other.id}&pageSize=2&page=2&sort=name&dir=asc`)
    ).json();
    expect(paged.items.map((i: { name: string }) => i.name)).toEqual(['Sentosa Gamma']);
    const bad = await call('hr', 'GET', '/api/projects?status=paused');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('status');

    const csv = await call(
      'finance',
      'GET',
      `/api/projects/export?format=csv&clientId=${other.id}&sort=name&dir=asc&columns=name,status,budgetCents`,
    );
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'Project,Status,Budget (SGD)',
      'Sentosa Alpha,Active,1234.56',
      'Sentosa Beta,Active,1234.56',
      'Sentosa Gamma,Draft,1234.56',
    ]);
  });

  it('offers active admins and managers as project managers', async () => {
    const res = await call('manager', 'GET', '/api/projects/manager-options');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .items.map((i: { role: string }) => i.role)
        .sort(),
    ).toEqual(['admin', 'manager']);
  });
});
