import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { setClock } from '@wf/shared/domain/clock';
import type { Db } from '../db/client.ts';

/**
 * A test file's "now" (the one clock, running on from this instant) for all its tests, put back
 * after them. For files whose shifts and pay periods are fixed dates that must lie in the past
 * (attendance opens at a shift's start, a run is confirmed after its period: issue 29).
 */
export function useClockAt(instant: string): void {
  beforeAll(() => setClock(instant, { running: true }));
  afterAll(() => setClock(null));
}

/**
 * The database's own clock (`now()` there, in ms): what its column defaults stamp. Setting this
 * process's clock (TEST_NOW, useClockAt) moves PGlite's with it but never PostgreSQL's.
 */
export async function databaseNow(db: Db): Promise<number> {
  const { rows } = await db.execute(sql`select now() as now`);
  return new Date((rows[0] as { now: string | Date }).now).getTime();
}
