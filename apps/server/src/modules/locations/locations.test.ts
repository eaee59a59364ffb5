import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projectLocations } from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';

const ctx = useTestContext();
let projectId: string;
beforeAll(async () => {
  const c = (await call('admin', 'POST', '/api/clients', { name: 'Jurong Foods Pte Ltd', uen: '53123456A' })).json();
  projectId = (
    await call('manager', 'POST', '/api/projects', {
      clientId: c.id,
      name: 'Central kitchen',
      startDate: '2026-01-05',
      positions: [{ position: 'Food Operator', payRateCents: 1150, billRateCents: 1500, headcount: 10 }],
    })
  ).json().id;
});

const { call } = ctx;

const address = {
  formatted_address: '2 Jurong East Street 21, Singapore 609601',
  location_lat: 1.3331,
  location_lng: 103.7403,
  street: 'Jurong East Street 21',
  country: 'Singapore',
  country_code: 'SG',
  postal_code: '609601',
  provider: 'offline',
};
const body = (over: Record<string, unknown> = {}) => ({
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
      expect((await call(role, 'POST', '/api/project-locations', body())).statusCode).toBe(403);
    const res = await call('manager', 'POST', '/api/project-locations', body());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'IMM loading bay',
      postalCode: '609601',
      lat: 1.3331,
      lng: 103.7403,
      geofenceRadiusM: 200,
      siteContactPhone: '61234567',
      projectName: 'Central kitchen',
      clientName: 'Jurong Foods Pte Ltd',
    });
    expect(res.json().address).toMatchObject({ formatted_address: address.formatted_address, country_code: 'SG' });
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, res.json().id), eq(auditLog.action, 'location.create')));
    expect(audit).toHaveLength(1);
  });

  it('hr reads locations; finance does not', async () => {
    expect((await call('hr', 'GET', '/api/project-locations')).statusCode).toBe(200);
    expect((await call('finance', 'GET', '/api/project-locations')).statusCode).toBe(403);
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
      const res = await call('admin', 'POST', '/api/project-locations', body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(over)).toMatchObject({ [field]: message });
    }
    const noProject = await call(
      'admin',
      'POST',
      '/api/project-locations',
      body({ projectId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(noProject.statusCode).toBe(400);
    expect(noProject.json().error.fields).toEqual({ projectId: 'validation.invalid' });
    expect((await ctx.app.db.select().from(projectLocations)).length).toBe(before);
  });

  it('edits, searches by postal code, archives, and deletes', async () => {
    const l = (
      await call('admin', 'POST', '/api/project-locations', body({ name: 'Gate 3', geofenceRadiusM: 350 }))
    ).json();
    const upd = await call(
      'manager',
      'PUT',
      `/api/project-locations/${l.id}`,
      body({ name: 'Gate 3A', geofenceRadiusM: 150 }),
    );
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ name: 'Gate 3A', geofenceRadiusM: 150 });
    const found = (await call('hr', 'GET', '/api/project-locations?search=609601&sort=name&dir=asc')).json();
    expect(found.items.map((i: { name: string }) => i.name)).toContain('Gate 3A');
    const byProject = (await call('hr', 'GET', `/api/project-locations?projectId=${projectId}`)).json();
    expect(byProject.total).toBeGreaterThanOrEqual(2);
    expect((await call('manager', 'POST', `/api/project-locations/${l.id}/archive`)).json().archived).toBe(true);
    const afterArchive = (await call('hr', 'GET', `/api/project-locations?projectId=${projectId}`)).json();
    expect(afterArchive.items.map((i: { id: string }) => i.id)).not.toContain(l.id);
    expect((await call('hr', 'DELETE', `/api/project-locations/${l.id}`)).statusCode).toBe(403);
    expect((await call('manager', 'DELETE', `/api/project-locations/${l.id}`)).statusCode).toBe(200);
    expect((await call('manager', 'GET', `/api/project-locations/${l.id}`)).statusCode).toBe(404);
    const csv = await call(
      'hr',
      'GET',
      '/api/project-locations/export?format=csv&columns=name,postalCode,geofenceRadiusM',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Location,Postal code,Geofence (m)');
    expect(csv.body).toContain('IMM loading bay,609601,200');
  });
});
