import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projectPositions, projects } from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { projectEndpoints as e } from '@wf/shared/contracts/projects/endpoints';
import type { ProjectBodyInput, ProjectPositionInput, ProjectStatusBody } from '@wf/shared/contracts/projects/projects';

const ctx = useTestContext();
let clientId: string;
beforeAll(async () => {
  const res = await call('admin', clientEndpoints.create, {
    body: { name: 'Harbour Catering Pte Ltd', uen: '201812345Z', contacts: [] },
  });
  clientId = res.answer().id;
});

const { call } = ctx;

const positions: ProjectPositionInput[] = [
  { position: 'Food Operator', payRateCents: 1200, billRateCents: 1650, headcount: 4 },
  { position: 'Catering Assistant', payRateCents: 1100, billRateCents: 1500, headcount: 2 },
];
const body = (over: Partial<ProjectBodyInput> = {}): ProjectBodyInput => ({
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
      expect((await call(role, e.create, { body: body() })).statusCode, role).toBe(403);
    const a = await call('admin', e.create, { body: body() });
    const b = await call('manager', e.create, { body: body({ name: 'Second' }) });
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(201);
    expect(a.answer().code).toMatch(/^PRJ-\d{4}$/);
    expect(Number(b.answer().code.slice(4))).toBe(Number(a.answer().code.slice(4)) + 1);
    expect(a.answer()).toMatchObject({
      status: 'draft',
      clientName: 'Harbour Catering Pte Ltd',
      budgetCents: 5_000_000,
      allowedStatuses: ['active', 'cancelled'],
    });
    expect(a.answer().positions).toEqual([
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
      .where(and(eq(auditLog.entityId, a.answer().id), eq(auditLog.action, 'project.create')));
    expect(audit).toHaveLength(1);
  });

  it('every role reads projects; pay rates only finance, admin and the project\'s manager (decision 018)', async () => {
    const p = (await call('admin', e.create, { body: body({ name: 'Readable' }) })).answer();
    // An admin naming no manager leaves the project nobody's: no manager reads its rates.
    expect(p.managerId).toBeNull();
    for (const role of ['hr', 'finance', 'manager', 'admin'] as const) {
      const d = await call(role, e.get, { params: { id: p.id } });
      expect(d.statusCode, role).toBe(200);
      expect(d.answer().positions[0]!.billRateCents).toBe(1650);
      const sees = role === 'finance' || role === 'admin';
      expect(d.answer().showsPay, role).toBe(sees);
      expect(d.answer().positions[0]!.payRateCents, role).toBe(sees ? positions[0]!.payRateCents : null);
      expect((await call(role, e.list, { query: {} })).statusCode).toBe(200);
    }
    expect((await call(null, e.list, { query: {} })).statusCode).toBe(401);
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
      const res = await call('manager', 'POST', '/api/projects', { ...body(), ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(over)).toMatchObject({ [field]: message });
    }
    // Server-side reference checks.
    const noClient = await call('manager', e.create, {
      body: body({ clientId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().error.fields).toEqual({ clientId: 'validation.invalid' });
    const noType = await call('manager', e.create, {
      body: body({
        positions: [{ ...positions[0]!, requiredCertificateTypeId: '00000000-0000-4000-8000-000000000000' }],
      }),
    });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().error.fields).toEqual({ 'positions.0.requiredCertificateTypeId': 'validation.invalid' });
    expect((await ctx.app.db.select({ id: projects.id }).from(projects)).length).toBe(before);
  });

  it('allows an open end date', async () => {
    const res = await call('manager', e.create, { body: body({ endDate: null }) });
    expect(res.statusCode).toBe(201);
    expect(res.answer().endDate).toBeNull();
  });

  it('a project without positions cannot be activated; the status machine is enforced and audited', async () => {
    const empty = (await call('manager', e.create, { body: body({ positions: [] }) })).answer();
    const refused = await call('manager', e.changeStatus, { params: { id: empty.id }, body: { status: 'active' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Add at least one position before activating the project');
    expect((await call('admin', e.get, { params: { id: empty.id } })).answer().status).toBe('draft');

    const p = (await call('manager', e.create, { body: body() })).answer();
    const status = (id: string, s: ProjectStatusBody['status']) => ({ params: { id }, body: { status: s } });
    expect((await call('hr', e.changeStatus, status(p.id, 'active'))).statusCode).toBe(403);
    expect((await call('finance', e.changeStatus, status(p.id, 'active'))).statusCode).toBe(403);
    const completeDraft = await call('manager', e.changeStatus, status(p.id, 'completed'));
    expect(completeDraft.statusCode).toBe(409);
    const steps = ['active', 'on_hold', 'active', 'completed'] as const;
    for (const s of steps) {
      const res = await call('manager', e.changeStatus, status(p.id, s));
      expect(res.statusCode, `${s}: ${res.body}`).toBe(200);
      expect(res.answer().status).toBe(s);
    }
    const final = await call('admin', e.changeStatus, status(p.id, 'active'));
    expect(final.statusCode).toBe(409);
    expect(final.json().error.message).toMatch(/completed project cannot change status/);
    const edit = await call('admin', e.update, { params: { id: p.id }, body: body() });
    expect(edit.statusCode).toBe(409);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.id), eq(auditLog.action, 'project.status')));
    expect(audit.map((a) => (a.after as { status: string }).status)).toEqual([...steps]);
  });

  it('edits keep, change, add and remove positions by id; an active project keeps at least one', async () => {
    const p = (await call('manager', e.create, { body: body() })).answer();
    // A manager who names no manager manages the project they make (decision 018).
    expect(p.managerId).not.toBeNull();
    expect(p.showsPay).toBe(true);
    const [first, second] = p.positions;
    // The kept position goes back as the detail gave it (its position a plain string): a raw call.
    const res = await call('manager', 'PUT', `/api/projects/${p.id}`, {
      ...body(),
      managerId: p.managerId,
      name: 'Renamed',
      positions: [
        { ...first, payRateCents: 1300 },
        { position: 'FnB Service', payRateCents: 1800, billRateCents: 1700, headcount: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after.name).toBe('Renamed');
    expect(after.positions[0]).toMatchObject({ id: first!.id, payRateCents: 1300 });
    expect(after.positions[1]).toMatchObject({ position: 'FnB Service' });
    expect(after.positions.map((x: { id: string }) => x.id)).not.toContain(second!.id);
    expect((await ctx.app.db.select().from(projectPositions).where(eq(projectPositions.projectId, p.id))).length).toBe(
      2,
    );

    await call('manager', e.changeStatus, { params: { id: p.id }, body: { status: 'active' } });
    const none = await call('manager', e.update, { params: { id: p.id }, body: body({ positions: [] }) });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ positions: 'validation.minItems' });
    const foreign = await call('manager', e.update, {
      params: { id: p.id },
      body: body({ positions: [{ ...positions[0]!, id: '00000000-0000-4000-8000-000000000000' }] }),
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('refuses to delete a project with locations or history; deletes a draft; archives', async () => {
    const p = (await call('manager', e.create, { body: body() })).answer();
    const loc = await call('manager', locationEndpoints.create, {
      body: {
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
      },
    });
    expect(loc.statusCode, loc.body).toBe(201);
    const del = await call('manager', e.remove, { params: { id: p.id } });
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe('This project has 1 location; archive it instead');

    const active = (await call('manager', e.create, { body: body() })).answer();
    await call('manager', e.changeStatus, { params: { id: active.id }, body: { status: 'active' } });
    const delActive = await call('admin', e.remove, { params: { id: active.id } });
    expect(delActive.statusCode).toBe(409);
    expect(delActive.json().error.message).toMatch(/archive it instead/);
    expect((await call('admin', e.archive, { params: { id: active.id } })).statusCode).toBe(409);

    const draft = (await call('manager', e.create, { body: body() })).answer();
    expect((await call('hr', e.remove, { params: { id: draft.id } })).statusCode).toBe(403);
    expect((await call('manager', e.remove, { params: { id: draft.id } })).statusCode).toBe(200);
    expect(
      (await ctx.app.db.select().from(projectPositions).where(eq(projectPositions.projectId, draft.id))).length,
    ).toBe(0);

    const arch = await call('manager', e.archive, { params: { id: p.id } });
    expect(arch.statusCode).toBe(200);
    expect(arch.answer().archived).toBe(true);
    const un = await call('manager', e.unarchive, { params: { id: p.id } });
    expect(un.answer().archived).toBe(false);
  });

  it('lists with status counts, filters, search and sort; exports the view with money in dollars', async () => {
    const other = (
      await call('admin', clientEndpoints.create, { body: { name: 'Sentosa Events Pte Ltd', uen: 'T12LL0456C' } })
    ).answer();
    const mk = async (name: string, status?: ProjectStatusBody['status']) => {
      const p = (
        await call('manager', e.create, { body: body({ clientId: other.id, name, budgetCents: 123456 }) })
      ).answer();
      if (status) await call('manager', e.changeStatus, { params: { id: p.id }, body: { status } });
      return p;
    };
    await mk('Sentosa Alpha', 'active');
    await mk('Sentosa Beta', 'active');
    await mk('Sentosa Gamma');
    const page = (
      await call('finance', e.list, { query: { clientId: other.id, status: 'active', sort: 'name', dir: 'desc' } })
    ).answer();
    expect(page.items.map((i) => i.name)).toEqual(['Sentosa Beta', 'Sentosa Alpha']);
    expect(page.total).toBe(2);
    expect(page.counts).toMatchObject({ all: 3, active: 2, draft: 1 });
    expect(page.items[0]).toMatchObject({
      clientName: 'Sentosa Events Pte Ltd',
      positionCount: 2,
      headcount: 6,
      locationCount: 0,
    });
    const search = (await call('hr', e.list, { query: { search: 'sentosa gam' } })).answer();
    expect(search.items.map((i) => i.name)).toEqual(['Sentosa Gamma']);
    const paged = (
      await call('hr', e.list, { query: { clientId: other.id, pageSize: 2, page: 2, sort: 'name', dir: 'asc' } })
    ).answer();
    expect(paged.items.map((i) => i.name)).toEqual(['Sentosa Gamma']);
    const bad = await call('hr', 'GET', '/api/projects?status=paused');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('status');

    const csv = await call('finance', e.export, {
      query: { format: 'csv', clientId: other.id, sort: 'name', dir: 'asc', columns: 'name,status,budgetCents' },
    });
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
    const res = await call('manager', e.managerOptions);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .answer()
        .items.map((i) => i.role)
        .sort(),
    ).toEqual(['admin', 'manager']);
  });
});
