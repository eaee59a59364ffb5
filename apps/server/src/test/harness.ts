import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { MIGRATIONS_DIR, openPglite, openPostgres, type Database } from '../db/client.ts';
import { DEFAULT_LIMITS, type RateLimits } from '../modules/auth/rate-limit.ts';
import { users } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { seedDemoStaff, DEMO_PASSWORD } from '../seed/staff.ts';
import type { AccountStatus, Role } from '@wf/shared/roles';

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
  /** Drops the tokens `as` keeps, e.g. after a test signed a demo user out. */
  forgetTokens(): void;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * The one request helper of the API tests: as a role (its demo user, signed in once), as nobody
   * (null), or with a given access token; a payload is sent as JSON.
   */
  call(
    who: Role | null | { token: string },
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/** A hash of every file in the migrations folder and the PGlite version: the migrated template's key. */
function migrationsHash(): string {
  const h = createHash('sha256');
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else h.update(p.slice(MIGRATIONS_DIR.length)).update('\0').update(readFileSync(p)).update('\0');
    }
  };
  walk(MIGRATIONS_DIR);
  h.update(pgliteVersion());
  return h.digest('hex').slice(0, 16);
}

/** The installed PGlite version: a data directory from another version is not reused. */
function pgliteVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  for (let i = 0; i < 5; i++, dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version ?? '';
    } catch {
      // keep looking upwards
    }
  }
  return 'unknown';
}

const templates = new Map<string, Promise<Blob>>();

/**
 * A PGlite data directory as a tarball, made once and kept in the temp directory under a name that
 * says what it holds. Test files run in separate processes, so the file is shared on disk; it is
 * written under a temporary name and renamed, and older files of the same kind are removed.
 */
function cachedTemplate(kind: 'empty' | 'migrated', key: string, make: () => Promise<Blob>): Promise<Blob> {
  const name = `wf-pglite-${kind}-${key}.tar.gz`;
  let blob = templates.get(name);
  if (!blob) {
    blob = (async () => {
      const file = join(tmpdir(), name);
      try {
        return new Blob([readFileSync(file)]);
      } catch {
        // not made yet
      }
      const made = await make();
      const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(tmp, Buffer.from(await made.arrayBuffer()));
      renameSync(tmp, file);
      for (const old of readdirSync(tmpdir())) {
        if (old.startsWith(`wf-pglite-${kind}-`) && old.endsWith('.tar.gz') && old !== name)
          rmSync(join(tmpdir(), old), { force: true });
      }
      return made;
    })();
    templates.set(name, blob);
  }
  return blob;
}

/** Starts in-memory PGlite from a template; falls back to a fresh database if that fails. */
async function openFromTemplate(template: () => Promise<Blob>): Promise<Database> {
  try {
    return await openPglite(undefined, { loadDataDir: await template() });
  } catch {
    return openPglite(undefined);
  }
}

/**
 * A freshly initialised, empty PGlite cluster (what initdb makes). Starting from it skips initdb,
 * which is most of the cost of opening PGlite.
 */
const emptyTemplate = () =>
  cachedTemplate('empty', pgliteVersion(), async () => {
    const fresh = await openPglite(undefined);
    const blob = await fresh.dumpDataDir!();
    await fresh.close();
    return blob;
  });

/** The empty cluster with every migration applied, for one set of migrations. */
const migratedTemplate = () =>
  cachedTemplate('migrated', migrationsHash(), async () => {
    const db = await openFromTemplate(emptyTemplate);
    await db.migrate();
    const blob = await db.dumpDataDir!();
    await db.close();
    return blob;
  });

let pgTemplate: Promise<string> | undefined;

/**
 * A migrated database on the PostgreSQL server to copy test databases from (`create database ...
 * template`, a file copy, instead of running every migration for each test file). Named after the
 * database in TEST_DATABASE_URL and the migrations' hash, so `.ci/run` drops it with its own
 * database and a changed migration gets a new one. Made once under an advisory lock (test files run
 * in several processes), built under a temporary name and renamed when complete; templates of this
 * database for other migrations are dropped when nobody uses them.
 */
function postgresTemplate(adminUrl: string): Promise<string> {
  pgTemplate ??= (async () => {
    const base = new URL(adminUrl).pathname.slice(1) || 'postgres';
    const prefix = `${base.slice(0, 36)}_tpl_`;
    const name = `${prefix}${migrationsHash()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(hashtext($1))', [prefix]);
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_b`;
        await admin.query(`drop database if exists ${building}`);
        await admin.query(`create database ${building}`);
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        const db = await openPostgres(url.toString(), 2);
        try {
          await db.migrate();
        } finally {
          await db.close();
        }
        await admin.query(`alter database ${building} rename to ${name}`);
        const old = await admin.query<{ datname: string }>(
          "select datname from pg_database where starts_with(datname, $1) and datname <> $2 and datname not like '%\\_b'",
          [prefix, name],
        );
        for (const { datname } of old.rows)
          await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
      }
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [prefix]).catch(() => undefined);
      await admin.end();
    }
    return name;
  })();
  return pgTemplate;
}

/**
 * An empty database, not migrated: in-memory PGlite (started from a cached copy of a freshly
 * initialised cluster), or a fresh database on the PostgreSQL server in TEST_DATABASE_URL. `drop`
 * closes it and removes the PostgreSQL database. With `migrated`, a PGlite database starts from a
 * cached migrated copy (made by running the migrations), and a PostgreSQL database is copied from a
 * migrated template database; call migrate() all the same.
 */
export async function createTestDatabase(
  opts: { migrated?: boolean } = {},
): Promise<{ database: Database; drop(): Promise<void>; /** PostgreSQL only: the database's URL. */ url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openFromTemplate(opts.migrated ? migratedTemplate : emptyTemplate);
    // A test may have closed it itself (e.g. the graceful-shutdown test).
    return { database, drop: () => database.close().catch(() => undefined) };
  }
  const name = `wf_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const template = opts.migrated ? await postgresTemplate(adminUrl) : null;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close().catch(() => undefined); // a test may have closed it itself
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A real database for one test file: in-memory PGlite, or a fresh database on the PostgreSQL
 * server in TEST_DATABASE_URL (dropped at close). Migrations applied, demo staff seeded.
 * `rateLimits` given here replace only the limits named; the others stay out of reach.
 */
export async function createTestContext(
  options: Partial<Omit<BuildOptions, 'config' | 'database'>> & {
    env?: Record<string, string>;
    seedStaff?: boolean;
  } = {},
): Promise<TestContext> {
  const { env, seedStaff, rateLimits, ...buildOptions } = options;
  const { database, drop } = await createTestDatabase({ migrated: true });
  await database.migrate();
  if (seedStaff !== false) await seedDemoStaff(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    DATA_DIR: '/tmp/wf-test-unused',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://app.test',
    // The app's database is given, not embedded in DATA_DIR: its files stay in its rows unless a test says otherwise.
    STORAGE: 'database',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    webDist: null,
    logger: false,
    ...buildOptions,
    rateLimits: { ...RELAXED, ...rateLimits },
  });
  await app.ready();
  const tokens = new Map<Role, string>();
  const context: TestContext = {
    app,
    database,
    config,
    driver: database.driver,
    inject: (o) => app.inject(o),
    async call(who, method, url, payload, headers = {}) {
      const auth = who === null ? {} : typeof who === 'object' ? bearer(who.token) : await context.as(who);
      return app.inject({
        method,
        url,
        payload: payload as InjectOptions['payload'],
        headers: { ...auth, ...headers },
      });
    },
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
    forgetTokens: () => tokens.clear(),
    async close() {
      await app.close();
      await drop();
    },
  };
  return context;
}

/** Name of the database under test, for test titles. */
/** The Authorization header of an access token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const dbLabel = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

let demoHash: Promise<string> | undefined;

/**
 * Inserts a staff account straight into the database (active, confirmed, role hr unless told),
 * with DEMO_PASSWORD unless another password is given. Answers its id and e-mail.
 */
export async function createStaffUser(
  db: Db,
  opts: {
    email?: string;
    name?: string;
    role?: Role | null;
    status?: AccountStatus;
    confirmed?: boolean;
    password?: string;
  } = {},
): Promise<{ id: string; email: string; password: string }> {
  const suffix = randomBytes(4).toString('hex');
  const email = (opts.email ?? `staff-${suffix}@example.test`).toLowerCase();
  const password = opts.password ?? DEMO_PASSWORD;
  const passwordHash = opts.password
    ? await hashPassword(opts.password)
    : await (demoHash ??= hashPassword(DEMO_PASSWORD));
  const [row] = await db
    .insert(users)
    .values({
      name: opts.name ?? `Staff ${suffix}`,
      email,
      username: `staff-${suffix}`,
      passwordHash,
      role: opts.role === undefined ? 'hr' : opts.role,
      accountStatus: opts.status ?? 'active',
      emailConfirmedAt: opts.confirmed === false ? null : new Date(),
    })
    .returning({ id: users.id });
  return { id: row!.id, email, password };
}
