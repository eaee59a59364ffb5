import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projectLocations } from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { locationEndpoints as e } from '@wf/shared/contracts/locations/endpoints';
import type { LocationBodyInput } from '@wf/shared/contracts/locations/locations';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';

const ctx = useTestContext();
let projectId: string;
beforeAll(async () => {
  const c = (
    await call('admin', clientEndpoints.create, { body: { name: 'Jurong Foods Pte Ltd', uen: '53123456A' } })
  ).answer();
  projectId = (
    await call('manager', projectEndpoints.create, {
      body: {
        clientId: c.id,
        name: 'Central kitchen',
        startDate: '2026-01-05',
        positions: [{ position: 'Food Operator', payRateCents: 1150, billRateCents: 1500, headcount: 10 }],
      },
    })
  ).answer().id;
});

const { call } = ctx;

const address = {
  formatted_address: '2 Jurong East Street 21, Singapore 609601',
  location_lat: 1.3331,
  location_lng: 103.7403,
  street: 'Jurong East Street 21',
  country: 'Singapore',
  country_code: 'SG' as const,
  postal_code: '609601',
  provider: 'offline' as const,
};
const body = (over: Partial<LocationBodyInput> = {}): LocationBodyInput => ({
  projectId,
  name: 'IMM loading bay',
  address,
  siteContactName: 'Mr Lee',
  siteContactPhone: '6123 4567',
  reportingInstructions: 'Report to the security post 15 minutes early.',
  ...over,
});

describe(`project locations (${dbLabel})`, () => {
  it('admin and manager create with the default 200 m geofence; hr and finance cannot', async () => {
    for (const role of ['hr', 'finance'] as const)
      expect((await call(role, e.create, { body: body() })).statusCode).toBe(403);
    const res = await call('manager', e.create, { body: body() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.answer()).toMatchObject({
      name: 'IMM loading bay',
      postalCode: '609601',
      lat: 1.3331,
      lng: 103.7403,
      geofenceRadiusM: 200,
      siteContactPhone: '61234567',
      projectName: 'Central kitchen',
      clientName: 'Jurong Foods Pte Ltd',
    });
    expect(res.answer().address).toMatchObject({ formatted_address: address.formatted_address, country_code: 'SG' });
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, res.answer().id), eq(auditLog.action, 'location.create')));
    expect(audit).toHaveLength(1);
  });

  it('hr reads locations; finance does not', async () => {
    expect((await call('hr', e.list, { query: {} })).statusCode).toBe(200);
    expect((await call('finance', e.list, { query: {} })).statusCode).toBe(403);
  });

  it('bad input: 400 naming the field, nothing written', async () => {
    const before = (await ctx.app.db.select().from(projectLocations)).length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ address: { ...address, postal_code: '12345' } }, 'address', 'Address must include a valid postal code'],
      [{ address: { ...address, country_code: 'ID' } }, 'address', 'Address must include a valid postal code'],
      [{ address: null }, 'address', 'Address must include a valid postal code'],
      [{ geofenceRadiusM: 5 }, 'geofenceRadiusM', 'validation.min'],
      [{ name: '' }, 'name', 'validation.required'],
      [{ siteContactPhone: '123' }, 'siteContactPhone', 'validation.pattern.phone'],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('admin', 'POST', '/api/project-locations', { ...body(), ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(over)).toMatchObject({ [field]: message });
    }
    const noProject = await call('admin', e.create, {
      body: body({ projectId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(noProject.statusCode).toBe(400);
    expect(noProject.json().error.fields).toEqual({ projectId: 'validation.invalid' });
    expect((await ctx.app.db.select().from(projectLocations)).length).toBe(before);
  });

  it('edits, searches by postal code, archives, and deletes', async () => {
    const l = (await call('admin', e.create, { body: body({ name: 'Gate 3', geofenceRadiusM: 350 }) })).answer();
    const upd = await call('manager', e.update, {
      params: { id: l.id },
      body: body({ name: 'Gate 3A', geofenceRadiusM: 150 }),
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.answer()).toMatchObject({ name: 'Gate 3A', geofenceRadiusM: 150 });
    const found = (await call('hr', e.list, { query: { search: '609601', sort: 'name', dir: 'asc' } })).answer();
    expect(found.items.map((i) => i.name)).toContain('Gate 3A');
    const byProject = (await call('hr', e.list, { query: { projectId } })).answer();
    expect(byProject.total).toBeGreaterThanOrEqual(2);
    expect((await call('manager', e.archive, { params: { id: l.id } })).answer().archived).toBe(true);
    const afterArchive = (await call('hr', e.list, { query: { projectId } })).answer();
    expect(afterArchive.items.map((i) => i.id)).not.toContain(l.id);
    expect((await call('hr', e.remove, { params: { id: l.id } })).statusCode).toBe(403);
    expect((await call('manager', e.remove, { params: { id: l.id } })).statusCode).toBe(200);
    expect((await call('manager', e.get, { params: { id: l.id } })).statusCode).toBe(404);
    const csv = await call('hr', e.export, {
      query: { format: 'csv', columns: 'name,postalCode,geofenceRadiusM' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Location,Postal code,Geofence (m)');
    expect(csv.body).toContain('IMM loading bay,609601,200');
  });
});
