import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The columns of a toolbar inbox row, one row per recipient (docs/product/shell.md#messages-and-notifications):
 * notifications here, messages (shell.ts) the same. Fresh builders each call (one set per table).
 */
export const inboxColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  icon: text('icon'),
  image: text('image'),
  title: text('title').notNull(),
  description: text('description'),
  time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  read: boolean('read').notNull().default(false),
  seen: boolean('seen').notNull().default(false),
  link: text('link'),
  useRouter: boolean('use_router').notNull().default(true),
});

/** Toolbar notifications, one row per recipient. */
export const notifications = pgTable(
  'notifications',
  {
    ...inboxColumns(),
    /** What caused it, so an event notifies once (e.g. 'cert-expiry:<id>'). */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [index('notifications_user_time_idx').on(t.userId, t.time)],
);
