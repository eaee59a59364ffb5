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
import { demoSteps } from '../seed/seed.ts';
import { now, today } from '@wf/shared/domain/clock';
import type { AccountStatus, Role } from '@wf/shared/roles';
import { fillPath, type Endpoint, type EndpointInput } from '@wf/shared/api/endpoint';
import type { z } from 'zod';

export { DEMO_PASSWORD };

/** Limits high enough that ordinary tests never meet them. */
const RELAXED: RateLimits = Object.fromEntries(
  Object.entries(DEFAULT_LIMITS).map(([k, v]) => [k, { ...v, max: 10_000 }]),
) as RateLimits;

/** The arguments after the endpoint: its input (`{ params, query, body, headers }`), none when it takes none. */
export type EndpointCallArgs<E extends Endpoint> = E extends
  { params: unknown } | { query: unknown } | { body: unknown } | { headers: unknown }
  ? [input: EndpointInput<E>]
  : [input?: EndpointInput<E>];

/** What an endpoint answers as JSON: its response schema's output (`unknown` for a file answer). */
export type EndpointAnswer<E extends Endpoint> = E extends { response: infer R extends z.ZodType } ? z.output<R> : unknown;

/** The answer of `ctx.call(role, endpoint, input)`: the raw response, and `answer()` typed by the endpoint. */
export type EndpointResponse<E extends Endpoint> = LightMyRequestResponse & {
  /** The JSON answer typed by the endpoint; throws (with the status and body) unless it is a success status. */
  answer(): EndpointAnswer<E>;
};

type Who = Role | null | { token: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
   * (null), or with a given access token. Either by an endpoint definition, typed
   * (docs/decisions/040-endpoint-hooks.md): `ctx.call('hr', locationEndpoints.get, { params: { id } })`,
   * the path filled from `params`, `query` as the query string, `body` as JSON, and `answer()` the
   * typed answer; or by method and URL, a payload sent as JSON.
   */
  call<T extends Endpoint | Method>(
    who: Who,
    target: T,
    ...rest: T extends Endpoint
      ? EndpointCallArgs<T>
      : [url: string, payload?: unknown, headers?: Record<string, string>]
  ): Promise<T extends Endpoint ? EndpointResponse<T> : LightMyRequestResponse>;
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

/**
 * A demo template is used again only while it is fresh: made on the same Singapore day, within
 * this many minutes of the clock now. Under TEST_NOW every file starts at that instant again, so
 * a template made at the start of another file is as fresh as one made now; on the real clock it
 * keeps a file from reading demo data seeded much earlier in the run.
 */
const DEMO_TEMPLATE_MAX_AGE_MS = 5 * 60_000;

type Fresh<T> = { value: Promise<T>; madeAt: number; day: string };

/** `current` while it is fresh (see DEMO_TEMPLATE_MAX_AGE_MS), or a new one from `make`. */
function fresh<T>(current: Fresh<T> | undefined, make: () => Promise<T>): Fresh<T> {
  const at = now().getTime();
  if (current && current.day === today() && Math.abs(at - current.madeAt) <= DEMO_TEMPLATE_MAX_AGE_MS) return current;
  return { value: make(), madeAt: at, day: today() };
}

/** The demo staff and every module's demo seed step, as `npm start` writes them. */
async function seedDemo(database: Database): Promise<void> {
  await seedDemoStaff(database.db);
  for (const step of await demoSteps()) await step.run(database);
}

let pgliteDemo: Fresh<Blob> | undefined;

/**
 * The migrated database with the demo data, for the files that read the demo (reports, the demo
 * seed's own tests, statements): seeding takes seconds, so it is done once per test process (files
 * share a process, `isolate: false`) and each such file starts from a copy. Kept in memory only: the
 * seed depends on the clock and the code, so nothing of it outlives the run.
 */
function pgliteDemoTemplate(): Promise<Blob> {
  pgliteDemo = fresh(pgliteDemo, async () => {
    const db = await openFromTemplate(migratedTemplate);
    await db.migrate();
    await seedDemo(db);
    const blob = await db.dumpDataDir!();
    await db.close();
    return blob;
  });
  return pgliteDemo.value;
}

let pgDemo: Fresh<string> | undefined;
let pgDemoCount = 0;

/**
 * The same on PostgreSQL: a database copied from the migrated template and seeded, used as the
 * template of each demo file's database (nobody stays connected to it). Named under the migrated
 * template's prefix (`<database>_tpl_`), so `.ci/run` drops it with the others; one made earlier
 * by this process is dropped when a fresh one replaces it.
 */
function postgresDemoTemplate(adminUrl: string): Promise<string> {
  const previous = pgDemo;
  pgDemo = fresh(previous, async () => {
    const migrated = await postgresTemplate(adminUrl);
    const name = `${migrated.slice(0, migrated.indexOf('_tpl_') + 5)}demo_${process.pid}_${pgDemoCount++}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      if (previous) await admin.query(`drop database if exists ${await previous.value} with (force)`).catch(() => undefined);
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name} template ${migrated}`);
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString(), 2);
    try {
      await db.migrate();
      await seedDemo(db);
    } finally {
      await db.close();
    }
    return name;
  });
  return pgDemo.value;
}

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
 * migrated template database; call migrate() all the same. With `demo`, both start from the migrated
 * database with the demo data (pgliteDemoTemplate, postgresDemoTemplate).
 */
export async function createTestDatabase(
  opts: { migrated?: boolean; demo?: boolean } = {},
): Promise<{ database: Database; drop(): Promise<void>; /** PostgreSQL only: the database's URL. */ url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openFromTemplate(
      opts.demo ? pgliteDemoTemplate : opts.migrated ? migratedTemplate : emptyTemplate,
    );
    // A test may have closed it itself (e.g. the graceful-shutdown test).
    return { database, drop: () => database.close().catch(() => undefined) };
  }
  const name = `wf_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const template = opts.demo
    ? await postgresDemoTemplate(adminUrl)
    : opts.migrated
      ? await postgresTemplate(adminUrl)
      : null;
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
    /** Start from the demo data (`npm start`'s seed), made once per test process: see pgliteDemoTemplate. */
    demo?: boolean;
  } = {},
): Promise<TestContext> {
  const { env, seedStaff, demo, rateLimits, ...buildOptions } = options;
  const { database, drop } = await createTestDatabase({ migrated: true, demo });
  await database.migrate();
  if (seedStaff !== false && !demo) await seedDemoStaff(database.db);
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
    // One body for both forms; the declared type above is what callers see.
    call: (async (
      who: Who,
      target: Endpoint | Method,
      urlOrInput?: unknown,
      payload?: unknown,
      headers: Record<string, string> = {},
    ) => {
      const auth = who === null ? {} : typeof who === 'object' ? bearer(who.token) : await context.as(who);
      if (typeof target === 'string')
        return app.inject({
          method: target,
          url: urlOrInput as string,
          payload: payload as InjectOptions['payload'],
          headers: { ...auth, ...headers },
        });
      const input = (urlOrInput ?? {}) as {
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
        headers?: Record<string, string | undefined>;
      };
      const res = await app.inject({
        method: target.method,
        url: fillPath(target.path, input.params) + queryString(input.query),
        payload: input.body as InjectOptions['payload'],
        headers: { ...auth, ...definedHeaders(input.headers) },
      });
      const success = [target.status ?? 200, ...(target.otherStatuses ?? [])];
      return Object.assign(res, {
        answer(): unknown {
          if (!success.includes(res.statusCode as 200))
            throw new Error(`${target.method} ${target.path} answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
          return res.body === '' ? undefined : res.json<unknown>();
        },
      });
    }) as TestContext['call'],
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

/** `?a=1&b=x` of a query object (undefined and null left out, an array as repeated names), or ''. */
function queryString(query: Record<string, unknown> | undefined): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    for (const one of Array.isArray(v) ? (v as unknown[]) : [v])
      if (one !== undefined && one !== null) q.append(k, String(one as string | number | boolean));
  const s = q.toString();
  return s ? `?${s}` : '';
}

function definedHeaders(h: Record<string, string | undefined> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(h ?? {}).filter((kv): kv is [string, string] => kv[1] !== undefined));
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
