import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTableName, isTable, type Table } from 'drizzle-orm';
import * as schema from './schema/index.ts';
import { SCHEMA_DIR, schemaBarrel, schemaFiles, writeSchemaBarrel } from './schema-barrel.ts';

const tableNames = (mod: Record<string, unknown>): string[] =>
  Object.values(mod)
    .filter((v): v is Table => isTable(v))
    .map((t) => getTableName(t));

describe('db/schema/index.ts is derived from the folder (a new section edits no barrel)', () => {
  it('re-exports every table file of db/schema, and nothing else (else: npm run db:generate)', () => {
    expect(readFileSync(join(SCHEMA_DIR, 'index.ts'), 'utf8')).toBe(schemaBarrel(schemaFiles()));
  });

  it('every table a schema file defines reaches the barrel', async () => {
    const fromBarrel = new Set(tableNames(schema));
    for (const file of schemaFiles()) {
      const mod = (await import(`./schema/${file}`)) as Record<string, unknown>;
      expect(
        tableNames(mod).filter((t) => !fromBarrel.has(t)),
        file,
      ).toEqual([]);
    }
  });

  it('a new file in the folder is added by the generator', () => {
    const dir = mkdtempSync(join(tmpdir(), 'schema-'));
    writeFileSync(join(dir, 'index.ts'), schemaBarrel(['a.ts']));
    writeFileSync(join(dir, 'a.ts'), '');
    writeFileSync(join(dir, 'b.ts'), '');
    writeFileSync(join(dir, 'b.test.ts'), '');
    expect(writeSchemaBarrel(dir)).toBe(true);
    expect(readFileSync(join(dir, 'index.ts'), 'utf8')).toBe(schemaBarrel(['a.ts', 'b.ts']));
    expect(writeSchemaBarrel(dir)).toBe(false);
  });
});
