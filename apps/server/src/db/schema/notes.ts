// The notes app (template app apps/notes: modules/apps/notes). Each staff user's own notes.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { bytea } from './workers.ts';

/** A user's own note labels (id, title; with the slug rule: docs/product/template-apps.md#notes). */
export const noteLabels = pgTable(
  'note_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('note_labels_owner_slug_uq').on(t.ownerId, t.slug)],
);

export type NoteTaskRow = { id: string; content: string; completed: boolean };

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    /** The checklist, or null for a note without one. */
    tasks: jsonb('tasks').$type<NoteTaskRow[]>(),
    labelIds: uuid('label_ids').array().notNull().default(sql`'{}'::uuid[]`),
    archived: boolean('archived').notNull().default(false),
    reminder: timestamp('reminder', { withTimezone: true }),
    /** When the reminder's notification was raised (null: not yet); a new reminder time clears it. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    imageMime: text('image_mime'),
    imageData: bytea('image_data'),
    imageStorageKey: text('image_storage_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('notes_owner_idx').on(t.ownerId, t.createdAt),
    index('notes_reminder_due_idx').on(t.reminder).where(sql`reminded_at is null and reminder is not null`),
  ],
);
