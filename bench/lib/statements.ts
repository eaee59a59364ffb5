import type { Logger } from 'drizzle-orm/logger';
import type pg from 'pg';
import type { Database } from '../../apps/server/src/db/client.ts';

/** One statement as the driver received it: its text and its parameters, already in driver form. */
export type Statement = { sql: string; params: unknown[] };

/**
 * What an operation sent to the database, for its "bare SQL" figure (issues 28 and 35): the same
 * statements with the same parameters, replayed on the driver without the service around them
 * (no query building, no rules in JavaScript, no row mapping). A wave is the statements sent before
 * the process next waited for I/O: the ones a service sends together (`Promise.all`) are replayed
 * together.
 */
export type Recorded = { waves: Statement[][] };

/** Drizzle's logger for the bench databases: records the statements sent while `record` runs. */
class StatementRecorder implements Logger {
  private waves: Statement[][] | null = null;
  private waveOpen = false;

  logQuery(query: string, params: unknown[]): void {
    if (!this.waves) return;
    if (!this.waveOpen) {
      this.waves.push([]);
      this.waveOpen = true;
      setImmediate(() => (this.waveOpen = false));
    }
    this.waves.at(-1)!.push({ sql: query, params });
  }

  /** Runs fn once and answers what it sent. */
  async record(fn: () => Promise<unknown>): Promise<Recorded> {
    if (this.waves) throw new Error('statements are being recorded already');
    const waves: Statement[][] = [];
    this.waves = waves;
    this.waveOpen = false;
    try {
      await fn();
    } finally {
      this.waves = null;
    }
    return { waves };
  }
}

/** The logger every bench database is opened with (bench/lib/database.ts). */
export const statementLog = new StatementRecorder();

const CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

type Queryable = { query(text: string, params?: unknown[]): Promise<unknown> };

/**
 * Replays recorded statements bare. An operation that wrote in a transaction is replayed in one
 * transaction on one connection and rolled back (so it can be replayed again, and leaves nothing);
 * a read's waves go to the pool as they came, each wave's statements side by side.
 */
export async function replayBare(database: Database, recorded: Recorded): Promise<void> {
  const transactional = recorded.waves.some((w) => w.some((s) => CONTROL.test(s.sql)));
  const waves = recorded.waves.map((w) => w.filter((s) => !CONTROL.test(s.sql))).filter((w) => w.length);
  const client = (database.db as unknown as { $client: Queryable }).$client;
  if (!transactional) {
    for (const wave of waves) await Promise.all(wave.map((s) => client.query(s.sql, s.params)));
    return;
  }
  // PGlite is one connection; PostgreSQL's transaction needs one of the pool's.
  const conn: Queryable & { release?: () => void } =
    database.driver === 'postgres' ? await (client as unknown as pg.Pool).connect() : client;
  try {
    await conn.query('begin');
    for (const wave of waves) for (const s of wave) await conn.query(s.sql, s.params);
  } finally {
    await conn.query('rollback');
    conn.release?.();
  }
}
