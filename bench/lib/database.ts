import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/client.ts';
import { PG_ADMIN_URL } from './server.ts';

export type BenchDatabaseKind = 'PGlite' | 'PostgreSQL';

/**
 * A fresh database for a bench: in-memory PGlite, or a new PostgreSQL database named after the
 * bench (`wf_bench_<label>_<time>`, no statement timeout: seeding 100,000 rows may outlast the
 * default) with `drop` to remove it afterwards.
 */
export async function openBenchDatabase(
  kind: BenchDatabaseKind,
  label: string,
): Promise<{ database: Database; drop?: () => Promise<void> }> {
  if (kind === 'PGlite') return { database: await openPglite(undefined) };
  const name = `wf_bench_${label}_${Date.now()}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    database: await openPostgres(url.toString(), 5, { statementTimeoutMs: 0 }),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
