import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table file of db/schema (a new section adds its own file; index.ts only re-exports them).
  schema: './apps/server/src/db/schema/*.ts',
  out: './apps/server/drizzle',
});
