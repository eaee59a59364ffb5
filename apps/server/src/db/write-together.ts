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
  await db.execute(sql`${writesBefore(writes.slice(0, -1))} ${last.getSQL()}`);
}

/**
 * The WITH clause that runs these writes with the query it prefixes (none: nothing). The query
 * reads the data as it was before them: a read that decides whether they stand is followed by a
 * rollback when they must not.
 */
export function writesBefore(writes: Write[]): SQL {
  if (writes.length === 0) return sql``;
  return sql`with ${sql.join(
    writes.map((w, i) => sql`${sql.raw(`w${i}`)} as (${w.getSQL()})`),
    sql`, `,
  )}`;
}
