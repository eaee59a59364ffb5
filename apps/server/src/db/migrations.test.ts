import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, dbLabel } from '../test/harness.ts';
import pg from 'pg';
import { MIGRATION_LOCK, MIGRATIONS_DIR, openPostgres, type Database } from './client.ts';

type Journal = { entries: Array<{ idx: number; tag: string; when: number }> };
const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal;

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.db.execute(query)).rows as T[];
}

/** Everything the migrations define: tables and columns, indexes and constraints. */
async function schemaSnapshot(db: Database) {
  return {
    columns: await rows(
      db,
      sql`select table_name, column_name, data_type, is_nullable, column_default
          from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
    ),
    indexes: await rows(
      db,
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
    ),
    constraints: await rows(
      db,
      sql`select conname, pg_get_constraintdef(oid) as def from pg_constraint
          where connamespace = 'public'::regnamespace order by conname`,
    ),
  };
}

const applied = async (db: Database) =>
  (await rows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!.n;

describe(`migrations (${dbLabel})`, () => {
  it('match the journal one to one', () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(files).toEqual(journal.entries.map((e) => `${e.tag}.sql`).sort());
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
  });

  it('never share a number, and the journal keeps them in the order they were made', () => {
    // Migrations from two branches merged together: the same number twice (0017_a, 0017_b) is
    // ambiguous, and the migrator applies only entries whose time is later than the last one a
    // database has applied, so an entry made earlier but journaled later would be skipped there.
    const prefixes = journal.entries.map((e) => e.tag.split('_')[0]);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (let i = 1; i < journal.entries.length; i++)
      expect(journal.entries[i]!.when, journal.entries[i]!.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
  });

  it('apply to an empty database, then again to the migrated one without error or change', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const before = await schemaSnapshot(database);
      expect(before.columns).toEqual([]);

      await database.migrate();
      const first = await schemaSnapshot(database);
      const tables = new Set(first.columns.map((c) => (c as { table_name: string }).table_name));
      for (const t of ['users', 'one_time_tokens', 'outbox', 'rate_limits', 'audit_log']) expect(tables).toContain(t);
      expect(await applied(database)).toBe(journal.entries.length);

      // Data written between the runs must survive the second run untouched.
      await database.db.execute(
        sql`insert into users (name, username, email, account_status) values ('Kept', 'kept', 'kept@example.com', 'pending')`,
      );

      await expect(database.migrate()).resolves.toBeUndefined();
      expect(await schemaSnapshot(database)).toEqual(first);
      expect(await applied(database)).toBe(journal.entries.length);
      const kept = await rows<{ n: number }>(
        database,
        sql`select count(*)::int as n from users where email = 'kept@example.com'`,
      );
      expect(kept[0]!.n).toBe(1);
    } finally {
      await drop();
    }
  }, 120_000);

  it.runIf(dbLabel === 'postgres')(
    'can be started by two instances at once (advisory lock)',
    async () => {
      const { database, drop } = await createTestDatabase();
      try {
        await Promise.all([database.migrate(), database.migrate(), database.migrate()]);
        expect(await applied(database)).toBe(journal.entries.length);
      } finally {
        await drop();
      }
    },
    120_000,
  );

  it.runIf(dbLabel === 'postgres')(
    "an instance waits for another's migration past the pool's lock and statement timeouts, then keeps them for requests",
    async () => {
      // Migrated already, as by the first instance; it still holds the lock for 1.5 s.
      const { url, drop } = await createTestDatabase({ migrated: true });
      const holder = new pg.Client({ connectionString: url });
      // Timeouts far shorter than the first instance's hold on the lock.
      // Two connections: one waits on the lock, the other runs the migrator.
      const second = await openPostgres(url!, 2, { lockTimeoutMs: 200, statementTimeoutMs: 400 });
      try {
        await holder.connect();
        await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const waiting = second.migrate();
        await new Promise((r) => setTimeout(r, 1500));
        await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        await waiting;
        expect(await applied(second)).toBe(journal.entries.length);
        // Both pooled connections (the lock's one included) serve requests with the pool's timeouts.
        const settings = () =>
          rows<{ lock_timeout: string; statement_timeout: string }>(
            second,
            sql`select current_setting('lock_timeout') as lock_timeout,
                       current_setting('statement_timeout') as statement_timeout, pg_sleep(0.1)::text as slept`,
          );
        const shown = (await Promise.all([settings(), settings()])).map((r) => ({
          lock: r[0]!.lock_timeout,
          statement: r[0]!.statement_timeout,
        }));
        expect(shown).toEqual([
          { lock: '200ms', statement: '400ms' },
          { lock: '200ms', statement: '400ms' },
        ]);
      } finally {
        await holder.end().catch(() => undefined);
        await second.close();
        await drop();
      }
    },
    120_000,
  );

  it('fold the roster import items kept a row each into parts, every entity and value kept', async () => {
    // The migrations up to the one before the parts, in a folder of their own.
    const tag = '20261129233026_import_item_parts';
    const at = journal.entries.findIndex((e) => e.tag === tag);
    expect(at).toBeGreaterThan(0);
    const earlier = mkdtempSync(join(tmpdir(), 'wf-migrations-'));
    cpSync(MIGRATIONS_DIR, earlier, { recursive: true });
    writeFileSync(
      join(earlier, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
    );
    const { database, drop } = await createTestDatabase();
    const migrateFrom = (folder: string) =>
      dbLabel === 'postgres'
        ? migrateNodePg(database.db as never, { migrationsFolder: folder })
        : migratePglite(database.db as never, { migrationsFolder: folder });
    try {
      await migrateFrom(earlier);
      const imp = await rows<{ id: string }>(
        database,
        sql`insert into roster_imports (file_name, file_hash, format, size_bytes, status, created_at)
            values ('old.csv', 'x', 'csv', 1, 'committed', now()) returning id`,
      );
      const id = imp[0]!.id;
      const ids = [
        '00000000-0000-4000-8000-000000000001',
        '00000000-0000-4000-8000-000000000002',
        '00000000-0000-4000-8000-000000000003',
      ];
      await database.db.execute(sql`
        insert into roster_import_items (import_id, kind, entity_id, action, before, after) values
          (${id}::uuid, 'roster', ${ids[0]}::uuid, 'create', null, '{"version":1}'),
          (${id}::uuid, 'attendance', ${ids[1]}::uuid, 'create', null, '{"clockInRaw":"09:00","clockOutRaw":"18:00"}'),
          (${id}::uuid, 'attendance', ${ids[2]}::uuid, 'update', '{"clockInRaw":"08:00","clockOutRaw":null}', '{"clockInRaw":"09:00","clockOutRaw":"17:00"}'),
          (${id}::uuid, 'shift', ${ids[2]}::uuid, 'create', null, null)`);
      await migrateFrom(MIGRATIONS_DIR);
      const entities = await rows<Record<string, unknown>>(
        database,
        sql`select kind, action, entity_id, before, after from roster_import_entities where import_id = ${id}::uuid order by kind, entity_id`,
      );
      expect(entities).toEqual([
        {
          kind: 'attendance',
          action: 'create',
          entity_id: ids[1],
          before: null,
          after: { clockInRaw: '09:00', clockOutRaw: '18:00' },
        },
        {
          kind: 'attendance',
          action: 'update',
          entity_id: ids[2],
          before: { clockInRaw: '08:00', clockOutRaw: null },
          after: { clockInRaw: '09:00', clockOutRaw: '17:00' },
        },
        { kind: 'roster', action: 'create', entity_id: ids[0], before: null, after: { version: 1 } },
        { kind: 'shift', action: 'create', entity_id: ids[2], before: null, after: null },
      ]);
      expect(
        await rows(database, sql`select kind, action, part, befores from roster_import_items where kind = 'shift'`),
      ).toEqual([{ kind: 'shift', action: 'create', part: 0, befores: null }]);
    } finally {
      rmSync(earlier, { recursive: true, force: true });
      await drop();
    }
  }, 120_000);
});
