import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { buildApp } from '../app.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { loadModules } from '../modules/registry.ts';
import { bearer, createTestContext, createTestDatabase, DEMO_PASSWORD, type TestContext } from '../test/harness.ts';
import { acrossInstances, type PeriodicJob } from './periodic.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A job that counts its runs and takes a while, so two ticks at once overlap. */
function countingJob(name: string) {
  const counter = { runs: 0 };
  const job: PeriodicJob<{ run: number }> = {
    name,
    intervalMs: 60_000,
    run: async () => {
      counter.runs += 1;
      await sleep(200);
      return { run: counter.runs };
    },
  };
  return { job, counter };
}

describe('periodic jobs on one process (PGlite or PostgreSQL)', () => {
  it('two ticks at once run the job once', async () => {
    const { database, drop } = await createTestDatabase({ migrated: true });
    try {
      await database.migrate();
      const { job, counter } = countingJob('in-process');
      const once = acrossInstances(database, job);
      const results = await Promise.all([once.run(), once.run()]);
      expect(counter.runs).toBe(1);
      expect(results).toContainEqual({ skipped: 'running elsewhere' });
    } finally {
      await drop();
    }
  });
});

/**
 * Two API instances on one PostgreSQL database, each with its own connection pool, as two
 * processes behind a load balancer would be. Needs a PostgreSQL server (TEST_DATABASE_URL): PGlite
 * is embedded in one process, so there is no second instance to run against it.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let a: TestContext;
  let bDatabase: Database;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestContext();
    const { rows } = await a.database.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    bDatabase = await openPostgres(url.toString(), 5);
    await bDatabase.migrate(); // a no-op: the second instance starts on a migrated database
    b = await buildApp({ config: a.config, database: bDatabase, webDist: null, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close(); // drops the database
  });

  it('a job ticked on both at once runs once; a later tick within the interval is skipped', async () => {
    const { job, counter } = countingJob('two-instances');
    const onA = acrossInstances(a.database, job);
    const onB = acrossInstances(bDatabase, job);
    const results = await Promise.all([onA.run(), onB.run()]);
    expect(counter.runs).toBe(1);
    expect(results).toContainEqual({ run: 1 });
    expect(results).toContainEqual({ skipped: 'running elsewhere' });
    // The other instance's own schedule comes round a moment later: the run is not repeated.
    expect(await onB.run()).toEqual({ skipped: 'ran recently' });
    expect(counter.runs).toBe(1);
  });

  it("every module's jobs, ticked on both instances at once, run once each", async () => {
    const modules = await loadModules();
    const jobsOf = (app: FastifyInstance, database: Database) =>
      modules.flatMap((m) => m.jobs?.(app) ?? []).map((job) => acrossInstances(database, job));
    const onA = jobsOf(a.app, a.database);
    const onB = jobsOf(b, bDatabase);
    expect(onA.length).toBeGreaterThan(0);
    const results = await Promise.all(onA.flatMap((job, i) => [job.run(), onB[i]!.run()]));
    const ran = results.filter((r) => !('skipped' in r));
    expect(ran).toHaveLength(onA.length);
    const { rows } = await a.database.db.execute<{ name: string }>(sql`select name from job_runs`);
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(onA.map((j) => j.name)));
  });

  it('a token signed by one instance is accepted by the other', async () => {
    const fromA = (await a.as('admin')).authorization;
    const list = { method: 'GET' as const, url: clientEndpoints.list.path };
    expect((await b.inject({ ...list, headers: { authorization: fromA } })).statusCode).toBe(200);

    const signIn = await b.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'hr@example.com', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const fromB = signIn.json<{ accessToken: string }>().accessToken;
    expect((await a.inject({ ...list, headers: bearer(fromB) })).statusCode).toBe(200);

    // Signing out on one instance ends the session on the other (token versions live in the database).
    expect((await b.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(fromB) })).statusCode).toBe(
      200,
    );
    expect((await a.inject({ ...list, headers: bearer(fromB) })).statusCode).toBe(401);
  });
});
