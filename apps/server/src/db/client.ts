import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { DEFAULT_PG_TIMEOUTS, type PgTimeouts } from '../config.ts';

/** One query-builder type for both drivers: the SQL dialect is the same PostgreSQL. */
export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Round trip to the database, in milliseconds. */
  ping(): Promise<number>;
  close(): Promise<void>;
  /**
   * Runs fn while holding the advisory lock `key` (a session lock on PostgreSQL, so several
   * instances on one database exclude each other); when another session holds it, fn does not
   * run and the answer is { ran: false }. PGlite is one process: an in-process lock per database.
   */
  tryExclusive<T>(key: number, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  /** PGlite only: the whole data directory as a tarball (a template for tests, or a backup). */
  dumpDataDir?(): Promise<Blob>;
};

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
export const MIGRATION_LOCK = 727_001;
/** First half of the two-key advisory locks of tryExclusive (the second is the caller's key). */
const EXCLUSIVE_LOCK_SPACE = 727_002;

/** Drizzle's statement logger: the benches record what an operation runs (bench/lib/statements.ts). */
export type OpenOptions = { logger?: Logger };

/**
 * Opens the embedded PGlite database in a directory, or in memory when dir is undefined.
 * `loadDataDir` starts an in-memory database from a tarball made by dumpDataDir (no initdb).
 */
export async function openPglite(
  dir: string | undefined,
  opts: { loadDataDir?: Blob } & OpenOptions = {},
): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm backs the substring name search (migration 0004), as on PostgreSQL.
  const extensions = { pg_trgm };
  const client = dir
    ? new PGlite(join(dir, 'pglite'), { extensions })
    : new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir, extensions } : { extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger: opts.logger }) as unknown as Db;
  const held = new Set<number>();
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => timeRoundTrip(db),
    close: () => client.close(),
    async tryExclusive(key, fn) {
      if (held.has(key)) return { ran: false };
      held.add(key);
      try {
        return { ran: true, value: await fn() };
      } finally {
        held.delete(key);
      }
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

/** Connects to a PostgreSQL server through a pool. */
export async function openPostgres(
  url: string,
  poolSize = 10,
  timeouts: Partial<PgTimeouts> = {},
  opts: OpenOptions = {},
): Promise<Database> {
  const t = { ...DEFAULT_PG_TIMEOUTS, ...timeouts };
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    statement_timeout: t.statementTimeoutMs,
    lock_timeout: t.lockTimeoutMs,
    idle_in_transaction_session_timeout: t.idleInTransactionTimeoutMs,
    connectionTimeoutMillis: t.connectTimeoutMs,
    // No JIT compilation: the reports over a month's 150,000 shifts cross jit_above_cost, and LLVM
    // then spent 11.8 s of a 13.5 s query compiling (EXPLAIN ANALYZE, decision 019 "Reports at full
    // size"); the app's queries are request-sized, where JIT costs more than it saves.
    options: '-c jit=off',
  });
  // A connection the server ends (restart, failover, pg_terminate_backend, a dropped test
  // database) must not crash the process. The pool's 'error' event covers idle clients only; a
  // checked-out client emits 'error' on itself, so every client gets a listener when it connects.
  // The query in flight fails (the error handler answers 503) and the pool replaces the client.
  const ended = (err: Error & { code?: string }) => {
    console.warn(`postgres: connection ended (${err.code ?? err.message})`);
  };
  pool.on('error', ended);
  pool.on('connect', (client) => client.on('error', ended));
  const db = drizzleNodePg(pool, { schema, logger: opts.logger });
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // Several API instances may start together: one migrates, the others wait for it, however
      // long it takes. The pool's lock and statement timeouts (seconds, for requests) would end the
      // wait and fail the start of every instance but the first, so this session waits without them.
      const conn = await pool.connect();
      try {
        await conn.query(`select set_config('lock_timeout', '0', false), set_config('statement_timeout', '0', false)`);
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        // Back to the pool's timeouts (its connection parameters) before the connection serves requests.
        await conn.query('reset lock_timeout; reset statement_timeout').catch(() => undefined);
        conn.release();
      }
    },
    ping: () => timeRoundTrip(db),
    close: () => pool.end(),
    async tryExclusive(key, fn) {
      // A session lock on a connection of its own, held while fn works on other connections.
      const conn = await pool.connect();
      let broken: Error | undefined;
      try {
        const { rows } = await conn
          .query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [EXCLUSIVE_LOCK_SPACE, key])
          .catch((err: Error) => {
            broken = err;
            throw err;
          });
        if (!rows[0]?.ok) return { ran: false };
        try {
          return { ran: true, value: await fn() };
        } finally {
          // If the unlock fails the connection is dropped, which ends the session and its lock.
          await conn.query('select pg_advisory_unlock($1, $2)', [EXCLUSIVE_LOCK_SPACE, key]).catch((err: Error) => {
            broken = err;
          });
        }
      } finally {
        conn.release(broken);
      }
    },
  };
}

async function timeRoundTrip(db: Db): Promise<number> {
  const t0 = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - t0) * 100) / 100;
}

/** Rejects when the promise has not settled within timeoutMs. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
