import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inboxColumns } from './notifications.ts';
import { users } from './users.ts';

/** Per-user data of the staff shell (toolbar panels, quick chat, appearance). */

/** Toolbar messages, one row per recipient; same shape as notifications. */
export const messages = pgTable('messages', inboxColumns(), (t) => [
  index('messages_user_time_idx').on(t.userId, t.time),
]);

export const shortcuts = pgTable(
  'shortcuts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    description: text('description'),
    icon: text('icon').notNull(),
    link: text('link').notNull(),
    useRouter: boolean('use_router').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shortcuts_user_idx').on(t.userId, t.createdAt)],
);

/** Appearance and language of the shell, remembered per user. */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    layout: text('layout').notNull(),
    scheme: text('scheme').notNull(),
    theme: text('theme').notNull(),
    language: text('language').notNull(),
    navPosition: text('nav_position').notNull().default('left'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId] })],
);
