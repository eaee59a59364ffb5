import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/** An insert, update or delete builder not yet run (nothing read back from it). */
export type Write = { getSQL(): SQL };

/**
 * Runs several writes as one statement, the first ones as data-modifying WITH clauses of the last:
 * one round trip to the database instead of one each. They all see the data as it was before the
 * statement (none sees another's rows, and no two may change the same row); foreign keys and
 * statement triggers are checked and fired at its end, so a row inserted by one clause may be
 * referenced by another.
 */
export async function writeTogether(db: DbOrTx, writes: Write[]): Promise<void> {
  const last = writes.at(-1);
  if (!last) return;
  const first = writes.slice(0, -1).map((w, i) => sql`${sql.raw(`w${i}`)} as (${w.getSQL()})`);
  await db.execute(first.length ? sql`with ${sql.join(first, sql`, `)} ${last.getSQL()}` : last.getSQL());
}
