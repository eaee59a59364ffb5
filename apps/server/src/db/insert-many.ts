import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

export type Cell = string | number | boolean | Date | null | undefined;

/**
 * A string an array literal may carry bare: ids, dates, instants, codes. Anything else (empty,
 * spaces, braces, commas, quotes, backslashes, the word NULL) is quoted.
 */
const BARE = /^[\w.:+-]+$/;
const NULL_WORD = /^null$/i;

/** One value as an array literal's element; an instant's text is kept in `iso` (an import's instants repeat). */
function element(v: Cell, iso: Map<number, string>): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) {
    const t = v.getTime();
    let s = iso.get(t);
    if (s === undefined) iso.set(t, (s = v.toISOString()));
    return s;
  }
  return BARE.test(v) && !NULL_WORD.test(v) ? v : `"${v.replace(/[\\"]/g, '\\$&')}"`;
}

/** Each row's value as one PostgreSQL array literal ("{a,NULL,"b \"c\""}"): a whole column sent as one parameter. */
export function columnLiteral<T>(rows: readonly T[], value: (row: T) => Cell): string {
  // Built in one string, quoted and escaped only where needed: an import writes millions of cells.
  const iso = new Map<number, string>();
  let out = '{';
  for (let i = 0; i < rows.length; i++) {
    if (i) out += ',';
    out += element(value(rows[i]!), iso);
  }
  return out + '}';
}

/** Values as one PostgreSQL array literal. */
export function arrayLiteral(values: ReadonlyArray<Cell>): string {
  return columnLiteral(values, (v) => v);
}

/**
 * Values already written as JSON text (or null) as one JSON array: joined, never escaped again.
 * A null cell is JSON null, which the statement reads back as SQL NULL.
 */
export function jsonArray(values: ReadonlyArray<string | null | undefined>): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) parts[i] = values[i] ?? 'null';
  return `[${parts.join(',')}]`;
}

/** A column of insertMany: its name, its type, and the row's value (a jsonb column's value is JSON text). */
export type ManyColumn<T> = [name: string, type: string, value: (row: T) => Cell];

/** Statements an insertMany keeps queued on the connection while it builds the next one. */
const IN_FLIGHT = 2;

/**
 * Rows inserted (or upserted, with `onConflict`: what follows "on conflict") a few thousand per statement with one parameter per column
 * (`insert … select from rows from (unnest(…), …)`): the statement's text and its parameters stay
 * a handful however many rows, where a multi-row VALUES list is one parameter per cell (and its
 * building costs more than the insert). A plain column travels as an array; an array-typed column
 * as text cast per row (arrays of arrays do not unnest row by row); a jsonb column as one JSON
 * array whose elements are the rows' values (no escaping of JSON inside an array literal).
 *
 * The next statement is built while the database runs the one before (at most IN_FLIGHT queued on
 * the connection, which runs them in order); the first failure is the one thrown, and the caller's
 * transaction is then aborted as with any failed statement.
 */
export async function insertMany<T>(
  db: DbOrTx,
  table: string,
  columns: ManyColumn<T>[],
  rows: readonly T[],
  { chunk = 5000, onConflict }: { chunk?: number; onConflict?: SQL } = {},
): Promise<void> {
  const names = sql.raw(columns.map(([n]) => n).join(', '));
  const source = (part: readonly T[]): SQL =>
    sql.join(
      columns.map(([, t, value]) => {
        if (t === 'jsonb')
          return sql`jsonb_array_elements(${jsonArray(part.map((r) => value(r) as string | null))}::jsonb)`;
        const carried = t.endsWith('[]') ? 'text' : t;
        return sql`unnest(${columnLiteral(part, value)}::${sql.raw(carried)}[])`;
      }),
      sql`, `,
    );
  // A JSON null element is SQL NULL in the table, as a null cell of the other columns is.
  const selected = sql.raw(
    columns.map(([n, t]) => (t === 'jsonb' ? `nullif(x.${n}, 'null'::jsonb)` : `x.${n}::${t}`)).join(', '),
  );
  const queued: Promise<unknown>[] = [];
  try {
    for (let i = 0; i < rows.length; i += chunk) {
      const statement = sql`insert into ${sql.raw(table)} (${names}) select ${selected} from rows from (${source(rows.slice(i, i + chunk))}) as x(${names})${onConflict ? sql` on conflict ${onConflict}` : sql``}`;
      // then() starts the statement now (a drizzle query runs when awaited); a failure is read below.
      const run = db.execute(statement).then(() => undefined);
      run.catch(() => undefined);
      queued.push(run);
      if (queued.length >= IN_FLIGHT) await queued[queued.length - IN_FLIGHT];
    }
  } finally {
    // Whatever happened, nothing is left running on the connection when this returns.
    await Promise.allSettled(queued);
  }
  // The first statement that failed is the error (the ones after it fail as the transaction is aborted).
  for (const run of queued) await run;
}
