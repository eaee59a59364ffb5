import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENUMS } from '@wf/shared/enums/index';
import { createTestDatabase, dbLabel } from '../test/harness.ts';
import type { Database } from './client.ts';
import * as schema from './schema/index.ts';

/**
 * Each enumeration column of the Drizzle schema reads its values from one definition in
 * @wf/shared/enums (decision 039), and the migrated database refuses any other value with a CHECK
 * whose list is the definition's. A value added to a definition without a migration, or a
 * migration that forgot a value, fails here.
 */

type EnumColumn = { table: string; column: string; values: readonly string[] };

const enumColumns: EnumColumn[] = (Object.values(schema) as unknown[])
  .filter((t): t is PgTable => is(t, PgTable))
  .flatMap((t) => {
    const config = getTableConfig(t);
    return config.columns
      .filter((c) => Array.isArray(c.enumValues) && c.enumValues.length > 0)
      .map((c) => ({ table: config.name, column: c.name, values: c.enumValues! }));
  });
const id = (c: EnumColumn) => `${c.table}.${c.column}`;

/** The values of a CHECK such as `CHECK ((status = ANY (ARRAY['draft'::text, 'paid'::text])))`. */
const listed = (def: string) => [...def.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1]!.replaceAll("''", "'"));

describe(`enumeration columns and their CHECK constraints (${dbLabel})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let checks: Map<string, string>;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    await database.migrate();
    const rows = (
      await database.db.execute(
        sql`select conname, pg_get_constraintdef(oid) as def from pg_constraint
            where connamespace = 'public'::regnamespace and contype = 'c'`,
      )
    ).rows as Array<{ conname: string; def: string }>;
    checks = new Map(rows.map((r) => [r.conname, r.def]));
  });
  afterAll(() => drop());

  it('finds the schema\'s enumeration columns', () => {
    expect(enumColumns.length).toBeGreaterThan(10);
    expect(enumColumns.map(id)).toContain('pay_runs.status');
  });

  it('every enumeration column reads a registered definition', () => {
    const undefinedColumns = enumColumns.filter((c) => !ENUMS.some((d) => d.values.join('|') === c.values.join('|'))).map(id);
    expect(undefinedColumns).toEqual([]);
  });

  it('every column of a definition has a CHECK in the migrated database listing exactly its values', () => {
    const wrong: string[] = [];
    for (const c of enumColumns) {
      const def = checks.get(`${c.table}_${c.column}_ck`);
      if (!def) wrong.push(`${id(c)}: no CHECK ${c.table}_${c.column}_ck`);
      else if (!def.includes(c.column) || listed(def).join('|') !== c.values.join('|'))
        wrong.push(`${id(c)}: CHECK lists ${listed(def).join(', ')}, the definition ${c.values.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the database refuses a value outside the definition', async () => {
    const err = await database.db
      .execute(
        sql`insert into pay_runs (frequency, period_start, period_end, cpf_month, status)
            values ('weekly', '2026-01-05', '2026-01-11', '2026-01', 'approved')`,
      )
      .then(
        () => null,
        (e: unknown) => e as { cause?: { code?: string; message?: string } },
      );
    expect(err?.cause?.code).toBe('23514'); // check_violation
    expect(err?.cause?.message).toMatch(/pay_runs_status_ck/);
  });
});
