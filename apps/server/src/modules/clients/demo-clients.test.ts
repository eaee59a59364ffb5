import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isValidUen } from '@wf/shared/domain/clients/uen';
import { isValidSgPostalCode } from '@wf/shared/contracts/address/address';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { clients, projectLocations, projects, workerCertificates, workers } from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { seedDemoCertificates, seedDemoClients } from './demo-clients.ts';

const ctx = useTestContext();

describe(`demo clients, projects, locations and certificates (${dbLabel})`, () => {
  it('seeds 8 clients, 15 projects across statuses and 25 valid locations, once', async () => {
    const now = new Date('2026-11-22T01:00:00Z');
    expect(await seedDemoClients(ctx.app.db, now)).toBe(15);
    expect(await seedDemoClients(ctx.app.db, now)).toBe(0);
    const cs = await ctx.app.db.select({ uen: clients.uen }).from(clients);
    expect(cs).toHaveLength(8);
    for (const c of cs) expect(isValidUen(c.uen), c.uen).toBe(true);
    const byStatus = await ctx.app.db
      .select({ status: projects.status, n: count() })
      .from(projects)
      .groupBy(projects.status);
    expect(byStatus.map((s) => s.status).sort()).toEqual(['active', 'cancelled', 'completed', 'draft', 'on_hold']);
    const locs = await ctx.app.db.select({ postal: projectLocations.postalCode }).from(projectLocations);
    expect(locs).toHaveLength(25);
    for (const l of locs) expect(isValidSgPostalCode(l.postal), l.postal).toBe(true);
    // Every active project has positions (it could not have been activated otherwise).
    const bad = await ctx.app.db.execute(
      sql`select p.code from projects p where p.status = 'active' and not exists (select 1 from project_positions pp where pp.project_id = p.id)`,
    );
    expect(bad.rows).toHaveLength(0);
  });

  it('skips certificates without workers, then attaches expired and expiring ones', async () => {
    expect(await seedDemoCertificates(ctx.app.db)).toBe(0);
    for (let i = 0; i < 12; i++) {
      await ctx.app.db.insert(workers).values({
        name: `Demo ${i}`,
        positionApplied: 'Food Operator',
        contactNumber: '91234567',
        dateOfBirth: '1990-01-01',
        idType: 'Passport',
        idNumber: `DEMO${i}`,
        status: 'active',
        employeeCode: `PT-${String(800 + i).padStart(6, '0')}`,
      });
    }
    const now = new Date();
    const made = await seedDemoCertificates(ctx.app.db, now);
    expect(made).toBeGreaterThanOrEqual(12);
    expect(await seedDemoCertificates(ctx.app.db, now)).toBe(0);
    const page = (await ctx.call('hr', certificateEndpoints.list, { query: { pageSize: 100 } })).answer();
    expect(page.counts.expired).toBeGreaterThanOrEqual(2);
    expect(page.counts.expiring_30).toBeGreaterThanOrEqual(2);
    expect(page.counts.unverified).toBeGreaterThan(0);
    const withFile = await ctx.app.db
      .select({ n: count() })
      .from(workerCertificates)
      .where(eq(workerCertificates.fileMime, 'application/pdf'));
    expect(withFile[0]!.n).toBe(12);
  });
});
