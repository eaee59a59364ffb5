import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './platform.ts';

/** Per-user data of the staff shell (toolbar panels, quick chat, appearance). */

/** Toolbar messages, one row per recipient; same shape as notifications. */
export const messages = pgTable(
  'messages',
  {
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
  },
  (t) => [index('messages_user_time_idx').on(t.userId, t.time)],
);

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

/** One row per owner and contact: both sides of a conversation hold their own chat row. */
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unreadCount: integer('unread_count').notNull().default(0),
    lastMessage: text('last_message'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chats_owner_contact_uq').on(t.ownerId, t.contactId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    isMine: boolean('is_mine').notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.createdAt)],
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
