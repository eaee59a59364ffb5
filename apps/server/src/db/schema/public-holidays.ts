import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Public holidays (docs/product/sections.md#settings): one row a date; the year follows from the date. */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date').notNull(),
    name: text('name').notNull(),
    /** Derived by the database from the date, so it can never disagree with it. */
    year: integer('year')
      .notNull()
      .generatedAlwaysAs(sql`(extract(year from "date"))::int`),
    /** A day in lieu (the Monday after a holiday that falls on a Sunday). */
    observed: boolean('observed').notNull().default(false),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('public_holidays_date_uq').on(t.date), index('public_holidays_year_idx').on(t.year, t.date)],
);
