import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { IMPORT_FORMAT, IMPORT_ITEM_ACTION, IMPORT_ITEM_KIND, IMPORT_STATUS } from '@wf/shared/enums/imports';
import { enumCheck, enumText } from '../enum-column.ts';
import { users } from './users.ts';
import { bytea } from './workers.ts';

/**
 * A roster import (issue #32): the uploaded file (bytes in the row or an object store, as every
 * stored file), its hash, what the check found and what the commit did.
 */
export const rosterImports = pgTable(
  'roster_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the file's bytes (hex). */
    fileHash: text('file_hash').notNull(),
    format: enumText('format', IMPORT_FORMAT).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileData: bytea('file_data'),
    storageKey: text('storage_key'),
    status: enumText('status', IMPORT_STATUS).notNull(),
    /** The preview's counts (ImportCounts), then the commit's. */
    counts: jsonb('counts'),
    /** Every row problem found: { errors: RowProblem[], warnings: RowProblem[] }. */
    problems: jsonb('problems'),
    failure: text('failure'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committedBy: uuid('committed_by').references(() => users.id, { onDelete: 'set null' }),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    rolledBackBy: uuid('rolled_back_by').references(() => users.id, { onDelete: 'set null' }),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
  },
  (t) => [
    index('roster_imports_created_idx').on(t.createdAt),
    index('roster_imports_hash_idx').on(t.fileHash),
    enumCheck(t.format, IMPORT_FORMAT),
    enumCheck(t.status, IMPORT_STATUS),
  ],
);

/**
 * What one committed import created or changed: each roster, shift, assignment and attendance
 * carries its import's id here (with what it was before, for a change), so the import can be
 * rolled back as a whole. Kept a part at a time (up to 5,000 entities of one kind and action per
 * row, their before and after values as JSON arrays in the same order), not a row per entity: a
 * 50,000-row import writes twenty rows rather than 90,000 (decision 023). Read them an entity a
 * row through the view roster_import_entities (hand-written in migration
 * 20261129233026_import_item_parts; drizzle-kit does not manage it).
 */
export const rosterImportItems = pgTable(
  'roster_import_items',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => rosterImports.id, { onDelete: 'cascade' }),
    kind: enumText('kind', IMPORT_ITEM_KIND).notNull(),
    action: enumText('action', IMPORT_ITEM_ACTION).notNull(),
    /** The part's number among the import's parts of this kind and action. */
    part: integer('part').notNull(),
    entityIds: uuid('entity_ids').array().notNull(),
    /** For an update: the values before (a shift's headcount, an attendance's clock times), one per entity; null when none has any. */
    befores: jsonb('befores'),
    /** For a roster: its version after the import (a later change moves it, and blocks the rollback); one per entity, or null. */
    afters: jsonb('afters'),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.kind, t.action, t.part] }),
    enumCheck(t.kind, IMPORT_ITEM_KIND),
    enumCheck(t.action, IMPORT_ITEM_ACTION),
  ],
);
