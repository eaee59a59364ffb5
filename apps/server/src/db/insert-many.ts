import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

export type Cell = string | number | boolean | Date | null | undefined;

/** A character that must be escaped inside a quoted array element. */
const NEEDS_ESCAPE = /[\\"]/;

/** Values as one PostgreSQL array literal ("{a,NULL,"b \"c\""}"): a whole column sent as one parameter. */
export function arrayLiteral(values: ReadonlyArray<Cell>): string {
  // Parts joined once, and the escape only where needed: an import writes millions of cells.
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) parts[i] = 'NULL';
    else if (typeof v === 'number' || typeof v === 'boolean') parts[i] = String(v);
    else {
      const s = v instanceof Date ? v.toISOString() : v;
      parts[i] = `"${NEEDS_ESCAPE.test(s) ? s.replace(/[\\"]/g, '\\$&') : s}"`;
    }
  }
  return `{${parts.join(',')}}`;
}

/** A column of insertMany: its name, its type, and the row's value. */
export type ManyColumn<T> = [name: string, type: string, value: (row: T) => Cell];

/**
 * Rows inserted a few thousand per statement with one array parameter per column
 * (`insert … select from unnest(…)`): the statement's text and its parameters stay a handful
 * however many rows, where a multi-row VALUES list is one parameter per cell (and its building
 * costs more than the insert). An array-typed or jsonb column is sent as text and cast per row.
 */
export async function insertMany<T>(
  db: DbOrTx,
  table: string,
  columns: ManyColumn<T>[],
  rows: readonly T[],
  chunk = 5000,
): Promise<void> {
  const names = sql.raw(columns.map(([n]) => n).join(', '));
  const casts = sql.raw(columns.map(([n, t]) => `x.${n}::${t}`).join(', '));
  // Arrays of arrays do not unnest row by row: such a column travels as text.
  const carried = (t: string) => (t.endsWith('[]') || t === 'jsonb' ? 'text' : t);
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const arrays = sql.join(
      columns.map(([, t, value]) => sql`${arrayLiteral(part.map(value))}::${sql.raw(carried(t))}[]`),
      sql`, `,
    );
    await db.execute(
      sql`insert into ${sql.raw(table)} (${names}) select ${casts} from unnest(${arrays}) as x(${names})`,
    );
  }
}
