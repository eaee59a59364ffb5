import { count, getTableName, sql, type SQL } from 'drizzle-orm';
import { check, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EnumDefinition } from '@wf/shared/enums/define-enum';

/**
 * A text column holding one of an enumeration's values (decision 039): the Drizzle type reads the
 * definition in @wf/shared/enums, and `enumCheck` makes the database refuse any other value.
 * Every column made here needs its `enumCheck` in the table's extra config; enum-checks.test.ts
 * compares each migrated CHECK with its definition.
 */
export const enumText = <V extends string>(name: string, def: EnumDefinition<V>) =>
  text(name, { enum: def.values as [V, ...V[]] });

/** A text as a SQL string literal (`it's` -> `'it''s'`). */
export const sqlLiteral = (v: string) => `'${v.replaceAll("'", "''")}'`;

/** Values as a SQL list of literals (`'a', 'b'`), for an `in (...)` of an index or a query that names a definition's values. */
export const sqlList = (values: readonly string[]) => sql.raw(values.map(sqlLiteral).join(', '));

/**
 * The CHECK constraint of an enumeration column: `<table>_<column>_ck`, the value in the definition's
 * list (a null passes: nullability is the column's own `notNull`).
 */
export function enumCheck(column: AnyPgColumn, def: EnumDefinition) {
  const name = `${getTableName(column.table)}_${column.name}_ck`;
  return check(name, sql`${column} in (${sqlList(def.values)})`);
}

/**
 * The counts of a list's status chips in one select: `all` and one per value of the definition
 * (`count(*) filter (where status = 'draft')`...), as `chipCounts`/`enumCounts` declare them.
 */
export function statusCounts<V extends string>(column: AnyPgColumn, def: EnumDefinition<V>): Record<'all' | V, SQL<number>> {
  const counts = { all: sql<number>`${count()}::int` } as Record<'all' | V, SQL<number>>;
  for (const v of def.values) counts[v] = sql<number>`(count(*) filter (where ${column} = ${v}))::int`;
  return counts;
}

/** Zero for `all` and every value: the counts before any row is read. */
export const zeroCounts = <V extends string>(def: EnumDefinition<V>): Record<'all' | V, number> =>
  Object.fromEntries(['all', ...def.values].map((k) => [k, 0])) as Record<'all' | V, number>;
