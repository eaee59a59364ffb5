import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { healthEndpoints } from '@wf/shared/contracts/health/endpoints';
import { createTestContext, type TestContext } from '../test/harness.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * The PostgreSQL server ends the connections while a request is in flight (restart, failover,
 * pg_terminate_backend): the request answers 503, the process lives on, and the next request works.
 */
describe.skipIf(!adminUrl)('lost PostgreSQL connections (postgres)', () => {
  let ctx: TestContext;
  let dbUrl: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    const { rows } = await ctx.database.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(adminUrl!);
    url.pathname = `/${rows[0]!.name}`;
    dbUrl = url.toString();
  });
  afterAll(() => ctx?.close());

  it('answers 503 DATABASE_UNAVAILABLE when the backends are terminated mid-request, then recovers', async () => {
    const list = () => ctx.call('admin', clientEndpoints.list, { query: {} });
    expect((await list()).statusCode).toBe(200);

    // Hold a lock so that the next list request waits inside the database.
    const locker = new pg.Client({ connectionString: dbUrl });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table clients in access exclusive mode');
    try {
      const pending = list();
      for (let i = 0; i < 100; i++) {
        const { rows } = await locker.query(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
        );
        if (rows[0].n > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await locker.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      const res = await pending;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: { code: 'DATABASE_UNAVAILABLE' } });
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }

    // Idle pooled connections were ended as well; the pool replaces them.
    await new Promise((r) => setTimeout(r, 50));
    expect((await list()).statusCode).toBe(200);
    const health = await ctx.call(null, healthEndpoints.health);
    expect(health.statusCode).toBe(200);
    expect(health.answer()).toMatchObject({ status: 'ok', database: { ok: true } });
  });

  it('survives a checked-out connection ending between two queries of a transaction', async () => {
    const terminator = new pg.Client({ connectionString: dbUrl });
    await terminator.connect();
    try {
      const tx = ctx.database.db.transaction(async (t) => {
        const { rows } = await t.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        await terminator.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        // The connection is checked out but no query is running: its 'error' event has no query to go to.
        await new Promise((r) => setTimeout(r, 200));
        await t.execute(sql`select 1`);
      });
      await expect(tx).rejects.toThrow();
    } finally {
      await terminator.end();
    }
    const { rows } = await ctx.database.db.execute<{ one: number }>(sql`select 1 as one`);
    expect(rows[0]!.one).toBe(1);
  });

  it('sets the connection timeouts on every PostgreSQL session', async () => {
    const { rows } = await ctx.database.db.execute<Record<string, string>>(
      sql`select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock,
            current_setting('idle_in_transaction_session_timeout') as idle`,
    );
    expect(rows[0]).toEqual({ statement: '30s', lock: '10s', idle: '1min' });
  });
});
