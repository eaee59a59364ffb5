// The mailbox app (template app apps/mailbox: modules/apps/mailbox). Internal mail between staff.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MAIL_FOLDER, MESSAGE_LAYOUT } from '@wf/shared/enums/apps';
import { enumCheck, enumText } from '../enum-column.ts';
import { users } from './users.ts';
import { bytea } from './workers.ts';

/** Each user's mailbox settings (messageLayout; docs/product/template-apps.md#mailbox). A row is made with the user's default labels. */
export const mailboxSettings = pgTable(
  'mailbox_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageLayout: enumText('message_layout', MESSAGE_LAYOUT).notNull().default('right'),
  },
  (t) => [enumCheck(t.messageLayout, MESSAGE_LAYOUT)],
);

/** A user's own mail labels (title, slug, colour; docs/product/template-apps.md#mailbox); the slug is unique per user. */
export const mailboxLabels = pgTable(
  'mailbox_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mailbox_labels_owner_slug_uq').on(t.ownerId, t.slug)],
);

/** A message as written: its sender, recipients by user id, subject and text. sentAt null: a draft. */
export const mailboxMessages = pgTable('mailbox_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  senderId: uuid('sender_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  toIds: uuid('to_ids').array().notNull().default(sql`'{}'::uuid[]`),
  ccIds: uuid('cc_ids').array().notNull().default(sql`'{}'::uuid[]`),
  bccIds: uuid('bcc_ids').array().notNull().default(sql`'{}'::uuid[]`),
  subject: text('subject').notNull().default(''),
  content: text('content').notNull().default(''),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One user's copy of a message (the mail the API calls by id): the sender's (drafts, then sent)
 * and each recipient's (inbox). Folder, flags and labels are the owner's own.
 */
export const mailboxCopies = pgTable(
  'mailbox_copies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => mailboxMessages.id, { onDelete: 'cascade' }),
    folder: enumText('folder', MAIL_FOLDER).notNull(),
    unread: boolean('unread').notNull().default(false),
    starred: boolean('starred').notNull().default(false),
    important: boolean('important').notNull().default(false),
    labelIds: uuid('label_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The mail's date: the sending (or, for a draft, its last change). */
    date: timestamp('date', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('mailbox_copies_owner_folder_idx').on(t.ownerId, t.folder, t.date),
    uniqueIndex('mailbox_copies_owner_message_uq').on(t.ownerId, t.messageId),
    enumCheck(t.folder, MAIL_FOLDER),
  ],
);

/** A file attached to a message, checked by content; served only to the sender and recipients. */
export const mailboxAttachments = pgTable(
  'mailbox_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => mailboxMessages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** The bytes (database storage), or null when an object store keeps them under storageKey. */
    fileData: bytea('file_data'),
    storageKey: text('storage_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mailbox_attachments_message_idx').on(t.messageId)],
);
