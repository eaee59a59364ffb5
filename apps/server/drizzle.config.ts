import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table file of db/schema (a new section adds its own file; index.ts only re-exports them).
  schema: './apps/server/src/db/schema/*.ts',
  out: './apps/server/drizzle',
  // New migrations are named by the time they were made (20261128193000_name.sql), not by the
  // next free number, so two branches never make two different migrations with one name
  // (0000-0016 keep their numbers). The journal's order and times are checked by migrations.test.ts.
  migrations: { prefix: 'timestamp' },
});
