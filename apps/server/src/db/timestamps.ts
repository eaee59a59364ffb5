import { timestamp } from 'drizzle-orm/pg-core';

/** A row's `created_at`, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A row's `created_at` and `updated_at` (the services set `updated_at` at each change), fresh for each table. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
