import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { DEFAULT_LIMITS, type RateLimits } from '../modules/auth/rate-limit.ts';
import { seedDemoStaff, DEMO_PASSWORD } from '../seed/staff.ts';
import type { Role } from '@wf/shared/roles';

export { DEMO_PASSWORD };

/** Limits high enough that ordinary tests never meet them. */
const RELAXED: RateLimits = Object.fromEntries(
  Object.entries(DEFAULT_LIMITS).map(([k, v]) => [k, { ...v, max: 10_000 }]),
) as RateLimits;

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  driver: 'pglite' | 'postgres';
  /** Signs in a demo user of this role and answers an Authorization header. */
  as(role: Role): Promise<{ authorization: string }>;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/**
 * A real database for one test file: in-memory PGlite, or a fresh database on the PostgreSQL
 * server in TEST_DATABASE_URL (dropped at close). Migrations applied, demo staff seeded.
 */
export async function createTestContext(
  options: Partial<Omit<BuildOptions, 'config' | 'database'>> & { env?: Record<string, string>; seedStaff?: boolean } = {},
): Promise<TestContext> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let dropDb: (() => Promise<void>) | undefined;
  if (adminUrl) {
    const name = `wf_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openPostgres(url.toString(), 5);
    dropDb = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    database = await openPglite(undefined);
  }
  await database.migrate();
  if (options.seedStaff !== false) await seedDemoStaff(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    DATA_DIR: '/tmp/wf-test-unused',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://app.test',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    webDist: null,
    logger: false,
    rateLimits: RELAXED,
    ...options,
  });
  await app.ready();
  const tokens = new Map<Role, string>();
  return {
    app,
    database,
    config,
    driver: database.driver,
    inject: (o) => app.inject(o),
    async as(role) {
      let t = tokens.get(role);
      if (!t) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: `${role}@example.com`, password: DEMO_PASSWORD },
        });
        if (res.statusCode !== 200) throw new Error(`sign-in as ${role} failed: ${res.body}`);
        t = res.json().accessToken as string;
        tokens.set(role, t);
      }
      return { authorization: `Bearer ${t}` };
    },
    async close() {
      await app.close();
      await database.close();
      await dropDb?.();
    },
  };
}

/** Name of the database under test, for test titles. */
export const dbLabel = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
