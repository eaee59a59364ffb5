// The address book (template app apps/contacts: modules/apps/contacts). Each staff user's own.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export type StoredEmail = { email: string; label: 'Personal' | 'Work' };
export type StoredPhone = { country: string; phoneNumber: string; label: 'Mobile' | 'Work' | 'Home' };

/** A contact a staff user keeps; nobody else reads it (another user's id answers 404). */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A data URL of a checked PNG/JPEG/WebP (POST avatar), or null. */
    avatar: text('avatar'),
    name: text('name').notNull(),
    emails: jsonb('emails').$type<StoredEmail[]>().notNull().default([]),
    phoneNumbers: jsonb('phone_numbers').$type<StoredPhone[]>().notNull().default([]),
    title: text('title'),
    company: text('company'),
    birthday: date('birthday', { mode: 'string' }),
    address: text('address'),
    notes: text('notes'),
    /** Ids of the owner's contact tags (a JSON array of strings: a deleted tag is removed with `tags - id`). */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Made by POST (no payload) and not changed since: listed first. */
    blank: boolean('blank').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contacts_owner_name_idx').on(t.ownerId, sql`lower(${t.name})`)],
);

/** A staff user's contact tags; `sort` ascending (a new tag takes a lower one: placed first). */
export const contactTags = pgTable(
  'contact_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('contact_tags_owner_idx').on(t.ownerId, t.sort)],
);
