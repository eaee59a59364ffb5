import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/client.ts';
import { PG_ADMIN_URL } from './server.ts';
import { statementLog } from './statements.ts';

export type BenchDatabaseKind = 'PGlite' | 'PostgreSQL';

async function admin<T = unknown>(statement: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  try {
    return (await c.query(statement, params)).rows as T[];
  } finally {
    await c.end();
  }
}

function postgresUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh database for a bench: in-memory PGlite (or, with `onDisk`, PGlite in a new directory, as
 * `npm start` keeps it in DATA_DIR: a bench of the process's memory then does not count the
 * database's own pages), or a new PostgreSQL database named after the bench
 * (`wf_bench_<label>_<time>`, no statement timeout: seeding 100,000 rows may outlast the default)
 * with `drop` to remove it afterwards.
 */
export async function openBenchDatabase(
  kind: BenchDatabaseKind,
  label: string,
  { onDisk = false }: { onDisk?: boolean } = {},
): Promise<{ database: Database; drop?: () => Promise<void> }> {
  if (kind === 'PGlite' && onDisk) {
    const dir = mkdtempSync(join(tmpdir(), `wf-bench-${label}-`));
    return {
      database: await openPglite(dir, { logger: statementLog }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (kind === 'PGlite') return { database: await openPglite(undefined, { logger: statementLog }) };
  const name = `wf_bench_${label}_${Date.now()}`;
  await admin(`create database ${name}`);
  return {
    database: await openPostgres(postgresUrl(name), 5, { statementTimeoutMs: 0 }, { logger: statementLog }),
    drop: async () => void (await admin(`drop database if exists ${name} with (force)`)),
  };
}

/**
 * A database kept between bench runs (seeding a million rows takes minutes): the PostgreSQL
 * database `name` (created when missing), or a PGlite data directory `<tmp>/<name>-pglite`.
 * Never dropped; the bench seeds it once and marks it seeded (see `benchSeeded`).
 */
export async function openKeptBenchDatabase(kind: BenchDatabaseKind, name: string): Promise<Database> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bench database name ${name}: lower-case letters, digits, _`);
  if (kind === 'PGlite') return openPglite(join(tmpdir(), `${name}-pglite`), { logger: statementLog });
  const found = await admin('select 1 from pg_database where datname = $1', [name]);
  if (found.length === 0) await admin(`create database ${name}`);
  return openPostgres(postgresUrl(name), 5, { statementTimeoutMs: 0 }, { logger: statementLog });
}

/**
 * A seeded bench database: with `keep` (BENCH_KEEP), the kept database `keep` seeded once by
 * `seed` and marked (`bench_seeded`), so later runs measure without seeding again; without it a
 * fresh database, seeded, dropped by `drop`. `fresh` says whether this call seeded it. A kept
 * database whose seed was interrupted is refused (it would measure half the data).
 */
export async function openSeededBenchDatabase(
  kind: BenchDatabaseKind,
  label: string,
  keep: string | null,
  seed: (db: Database['db']) => Promise<void>,
): Promise<{ database: Database; drop?: () => Promise<void>; fresh: boolean }> {
  const { database, drop } = keep
    ? { database: await openKeptBenchDatabase(kind, keep), drop: undefined }
    : await openBenchDatabase(kind, label);
  await database.migrate();
  const db = database.db;
  const marked = (await db.execute(sql`select to_regclass('bench_seeded') is not null as yes`)).rows[0] as {
    yes: boolean;
  };
  if (marked.yes) return { database, drop, fresh: false };
  const partial = (await db.execute(sql`select exists (select 1 from workers) as yes`)).rows[0] as { yes: boolean };
  if (partial.yes)
    throw new Error(
      `${keep ?? label}: a seed was interrupted; drop the database (or remove the PGlite directory) and run again`,
    );
  await seed(db);
  await db.execute(sql`create table bench_seeded (seeded_at timestamptz not null default now())`);
  await db.execute(sql`insert into bench_seeded default values`);
  return { database, drop, fresh: true };
}
