import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `db/schema/index.ts` is written from the folder, never by hand: every table file of `db/schema/`
 * (the same files drizzle-kit reads) is re-exported, so a new section adds its own schema file and
 * `npm run db:generate` (which runs this first) brings it into the barrel. schema-barrel.test.ts
 * fails when the barrel and the folder disagree.
 */
export const SCHEMA_DIR = join(dirname(fileURLToPath(import.meta.url)), 'schema');

/** The table files of the folder: every `.ts` but the barrel and tests, in name order. */
export function schemaFiles(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'))
    .sort();
}

/** The barrel's text for these files. */
export function schemaBarrel(files: readonly string[]): string {
  const lines = files.map((f) => `export * from './${f}';`);
  return `// Written by \`npm run db:generate\` (db/schema-barrel.ts) from the files of this folder: do not edit.\n${lines.join('\n')}\n`;
}

/** Rewrites the barrel when the folder has changed; answers whether it did. */
export function writeSchemaBarrel(dir = SCHEMA_DIR): boolean {
  const path = join(dir, 'index.ts');
  const text = schemaBarrel(schemaFiles(dir));
  if (readFileSync(path, 'utf8') === text) return false;
  writeFileSync(path, text);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(writeSchemaBarrel() ? 'db/schema/index.ts rewritten' : 'db/schema/index.ts up to date');
}
