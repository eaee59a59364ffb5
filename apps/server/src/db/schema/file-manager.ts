import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { bytea } from './workers.ts';

/** The file manager's staff folders (issue #34, item 4); the system's documents are virtual folders. */
export const fileManagerFolders = pgTable(
  'file_manager_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null = the root. */
    parentId: uuid('parent_id').references((): AnyPgColumn => fileManagerFolders.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_manager_folders_parent_idx').on(t.parentId)],
);

/** Files staff upload into the file manager; bytes in the row or an object store, as every stored file. */
export const fileManagerFiles = pgTable(
  'file_manager_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    folderId: uuid('folder_id').references(() => fileManagerFolders.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data'),
    storageKey: text('storage_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('file_manager_files_folder_idx').on(t.folderId),
    check('file_manager_files_bytes_ck', sql`${t.data} is not null or ${t.storageKey} is not null`),
  ],
);
