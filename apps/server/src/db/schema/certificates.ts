import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CERTIFICATE_SOURCE } from '@wf/shared/enums/workers';
import { enumCheck, enumText } from '../enum-column.ts';
import { users } from './users.ts';
import { bytea, workerFiles, workers } from './workers.ts';

/** Kinds of certificate (docs/product/sections.md#certificates), e.g. Food Safety Course Level 1. */
export const certificateTypes = pgTable(
  'certificate_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    /** Months a certificate stays valid from its issue date; null = no expiry. */
    validityMonths: integer('validity_months'),
    /** Positions (registration position list) that require this certificate. */
    positions: text('positions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificate_types_name_uq').on(sql`lower(${t.name})`),
    check('certificate_types_validity_ck', sql`${t.validityMonths} is null or ${t.validityMonths} between 1 and 600`),
  ],
);

/** A worker's certificate with its scanned file (in the row, or in the object store with STORAGE=s3). */
export const workerCertificates = pgTable(
  'worker_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    typeId: uuid('type_id')
      .notNull()
      .references(() => certificateTypes.id, { onDelete: 'restrict' }),
    number: text('number'),
    issueDate: date('issue_date'),
    /** null = does not expire. */
    expiryDate: date('expiry_date'),
    /** The file's bytes (database storage), or null when an object store keeps them under fileStorageKey. */
    fileData: bytea('file_data'),
    fileStorageKey: text('file_storage_key'),
    fileMime: text('file_mime'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    fileSha256: text('file_sha256'),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set when the expiry notification went out (once per certificate). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    source: enumText('source', CERTIFICATE_SOURCE)
      .notNull()
      .default('staff'),
    /** The registration upload it was made from (makes the conversion idempotent). */
    sourceFileId: uuid('source_file_id').references(() => workerFiles.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('worker_certificates_worker_idx').on(t.workerId, t.typeId),
    index('worker_certificates_expiry_idx').on(t.expiryDate),
    index('worker_certificates_type_idx').on(t.typeId),
    uniqueIndex('worker_certificates_source_file_uq').on(t.sourceFileId),
    check(
      'worker_certificates_dates_ck',
      sql`${t.expiryDate} is null or ${t.issueDate} is null or ${t.expiryDate} >= ${t.issueDate}`,
    ),
    enumCheck(t.source, CERTIFICATE_SOURCE),
  ],
);
