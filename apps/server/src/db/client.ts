import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

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
  /** PGlite only: the whole data directory as a tarball (a template for tests, or a backup). */
  dumpDataDir?(): Promise<Blob>;
};

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const MIGRATION_LOCK = 727_001;

/**
 * Opens the embedded PGlite database in a directory, or in memory when dir is undefined.
 * `loadDataDir` starts an in-memory database from a tarball made by dumpDataDir (no initdb).
 */
export async function openPglite(dir: string | undefined, opts: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm backs the substring name search (migration 0004), as on PostgreSQL.
  const extensions = { pg_trgm };
  const client = dir
    ? new PGlite(join(dir, 'pglite'), { extensions })
    : new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir, extensions } : { extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => timeRoundTrip(db),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

/** Connects to a PostgreSQL server through a pool. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client the server ends (restart, failover, a dropped test database) must not crash
  // the process: the pool replaces it on the next query.
  pool.on('error', (err: Error & { code?: string }) => {
    console.warn(`postgres: idle connection ended (${err.code ?? err.message})`);
  });
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // Several API instances may start together: one migrates, the others wait.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        conn.release();
      }
    },
    ping: () => timeRoundTrip(db),
    close: () => pool.end(),
  };
}

async function timeRoundTrip(db: Db): Promise<number> {
  const t0 = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - t0) * 100) / 100;
}
