import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each periodic job last ran, across every instance on this database: an instance skips a
 * run that another instance made less than an interval ago (jobs/periodic.ts, acrossInstances).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});
