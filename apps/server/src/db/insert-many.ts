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

/** Statements a bulk insert keeps queued on the connection while it builds the next one. */
const IN_FLIGHT = 2;

type BulkOptions = { chunk?: number; onConflict?: SQL };

/**
 * Rows inserted (or upserted, with `onConflict`: what follows "on conflict") a few thousand per
 * statement with one parameter per column (`insert … select from rows from (unnest(…), …)`): the
 * statement's text and its parameters stay a handful however many rows, where a multi-row VALUES
 * list is one parameter per cell (and its building costs more than the insert). A plain column
 * travels as an array; an array-typed column as text cast per row (arrays of arrays do not unnest
 * row by row); a jsonb column as one JSON array whose elements are the rows' values (no escaping
 * of JSON inside an array literal).
 *
 * Rows are added as they are made: once `chunk` wait, `add` says so and `send` sends them, so the
 * caller goes on making the next rows while the database writes these. At most IN_FLIGHT
 * statements are queued: in a transaction on its one connection, which runs them in order (on the
 * pool, outside a transaction, two may run at once on two connections, each on its own, as two
 * separate inserts would); `send` waits for the oldest beyond that. `end` sends the rest and waits for all. The first statement that failed is the
 * error thrown, by `send` or `end`, and only once nothing is left running on the connection (the
 * caller's transaction is then aborted, as with any failed statement).
 */
export class BulkInsert<T> {
  private rows: T[] = [];
  private readonly queued: Promise<unknown>[] = [];
  private readonly chunk: number;
  private readonly names: SQL;
  private readonly selected: SQL;
  private readonly conflict: SQL;

  constructor(
    private readonly db: DbOrTx,
    private readonly table: string,
    private readonly columns: ManyColumn<T>[],
    { chunk = 5000, onConflict }: BulkOptions = {},
  ) {
    this.chunk = chunk;
    this.names = sql.raw(columns.map(([n]) => n).join(', '));
    // A JSON null element is SQL NULL in the table, as a null cell of the other columns is.
    this.selected = sql.raw(
      columns.map(([n, t]) => (t === 'jsonb' ? `nullif(x.${n}, 'null'::jsonb)` : `x.${n}::${t}`)).join(', '),
    );
    this.conflict = onConflict ? sql` on conflict ${onConflict}` : sql``;
  }

  /** Adds a row; true when a statement's worth waits (then `await send()`). */
  add(row: T): boolean {
    this.rows.push(row);
    return this.rows.length >= this.chunk;
  }

  /** Sends the rows waiting as one statement, then waits while more than IN_FLIGHT are queued. */
  async send(): Promise<void> {
    if (this.rows.length) {
      const part = this.rows;
      this.rows = [];
      const source = sql.join(
        this.columns.map(([, t, value]) => {
          if (t === 'jsonb')
            return sql`jsonb_array_elements(${jsonArray(part.map((r) => value(r) as string | null))}::jsonb)`;
          const carried = t.endsWith('[]') ? 'text' : t;
          return sql`unnest(${columnLiteral(part, value)}::${sql.raw(carried)}[])`;
        }),
        sql`, `,
      );
      const statement = sql`insert into ${sql.raw(this.table)} (${this.names}) select ${this.selected} from rows from (${source}) as x(${this.names})${this.conflict}`;
      // then() starts the statement now (a drizzle query runs when awaited); a failure is read in order.
      const run = this.db.execute(statement).then(() => undefined);
      run.catch(() => undefined);
      this.queued.push(run);
    }
    if (this.queued.length >= IN_FLIGHT) await this.settledOr(this.queued[this.queued.length - IN_FLIGHT]!);
  }

  /** Sends what is left and waits for every statement. */
  async end(): Promise<void> {
    await this.send();
    // The first statement that failed is the error (the ones after it fail as the transaction is aborted).
    for (const run of this.queued) await this.settledOr(run);
  }

  /** Waits for one statement; when it failed, for all of them before throwing its error. */
  private async settledOr(run: Promise<unknown>): Promise<void> {
    try {
      await run;
    } catch (err) {
      await Promise.allSettled(this.queued);
      throw err;
    }
  }
}

/** All the rows at once through a BulkInsert (see there): written when it returns, or none sent after the first failure. */
export async function insertMany<T>(
  db: DbOrTx,
  table: string,
  columns: ManyColumn<T>[],
  rows: readonly T[],
  options: BulkOptions = {},
): Promise<void> {
  const bulk = new BulkInsert(db, table, columns, options);
  for (const row of rows) if (bulk.add(row)) await bulk.send();
  await bulk.end();
}
