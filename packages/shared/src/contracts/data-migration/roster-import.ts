import { z } from 'zod';
import {
  IMPORT_COLUMN_KEYS,
  ROW_ERROR_REASONS,
  type ImportColumn,
} from '../../domain/data-migration/roster-import-rows.ts';
import { IMPORT_FORMAT, IMPORT_STATUS, type ImportStatus } from '../../enums/imports.ts';

export { IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../domain/data-migration/roster-import-rows.ts';

/** Where an import is: IMPORT_STATUS in enums/imports.ts. */
export const IMPORT_STATUSES = IMPORT_STATUS.values;
export type { ImportStatus };

/** Why a file as a whole was refused (the page shows each in the user's language). */
export const IMPORT_FILE_PROBLEMS = [
  'empty',
  'tooLarge',
  'tooManyRows',
  'notSpreadsheet',
  'extensionMismatch',
  'formula',
  'zipBomb',
  'missingColumns',
  'unreadable',
] as const;
export type ImportFileProblem = (typeof IMPORT_FILE_PROBLEMS)[number];

const createUpdate = z.object({ create: z.number().int(), update: z.number().int() });

/** What a commit does (the preview) or did: rosters, shifts, assignments and attendance. */
export const importCounts = z.object({
  rows: z.number().int(),
  rosters: createUpdate,
  shifts: createUpdate,
  assignments: createUpdate,
  attendance: createUpdate,
  /** Rows that change nothing (already as the file says). */
  unchanged: z.number().int(),
  errorRows: z.number().int(),
  warningRows: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCounts>;

export const rowProblem = z.object({
  line: z.number().int(),
  column: z.enum(IMPORT_COLUMN_KEYS as unknown as readonly [ImportColumn, ...ImportColumn[]]).nullable(),
  reason: z.enum(ROW_ERROR_REASONS),
  /** The roster rule's code for reason `rule`, or the warning's code. */
  code: z.string().optional(),
});
export type RowProblem = z.infer<typeof rowProblem>;

export const importProgress = z.object({
  phase: z.enum(['queued', 'reading', 'checking', 'committing', 'rollingBack', 'done']),
  done: z.number().int(),
  total: z.number().int(),
});

/**
 * Why a committed import cannot be rolled back now (issue 29, item 7). The import's answer carries
 * it and the rollback's 409 IMPORT_ROLLBACK_BLOCKED is refused by the same one (`error.current`).
 */
export const ROLLBACK_BLOCKS = [
  'notCommitted',
  /** A later committed import changed the same rosters (`fileName`: its file). */
  'laterImport',
  /** A roster of the import was changed after it (`location`, `date`). */
  'rosterChanged',
  'rosterDeleted',
  'assignedAfter',
  'attendanceChanged',
  'payLocked',
] as const;
export type RollbackBlockReason = (typeof ROLLBACK_BLOCKS)[number];

export const rollbackBlock = z.object({
  reason: z.enum(ROLLBACK_BLOCKS),
  fileName: z.string().optional(),
  location: z.string().optional(),
  /** YYYY-MM-DD */
  date: z.string().optional(),
});
export type RollbackBlock = z.infer<typeof rollbackBlock>;

export const importRecord = z.object({
  id: z.string(),
  fileName: z.string(),
  fileHash: z.string(),
  format: z.enum(IMPORT_FORMAT.values),
  sizeBytes: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  counts: importCounts.nullable(),
  /** Why the file or the commit failed (a file problem code, or the rule's message). */
  failure: z.string().nullable(),
  progress: importProgress,
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  committedByName: z.string().nullable(),
  committedAt: z.string().nullable(),
  rolledBackAt: z.string().nullable(),
  /**
   * Why it cannot be rolled back now; null for a committed import nothing later depends on (and for
   * one not committed). Worked out in the import's own answer only: the list (polled while imports
   * run) sends null.
   */
  rollbackBlocked: rollbackBlock.nullable(),
});
export type ImportRecord = z.infer<typeof importRecord>;

/** Most problems one answer lists; the error file has them all. */
export const IMPORT_PROBLEMS_SHOWN = 500;

export const importDetail = importRecord.extend({
  errors: z.array(rowProblem),
  warnings: z.array(rowProblem),
});
export type ImportDetail = z.infer<typeof importDetail>;

export const importList = z.object({ items: z.array(importRecord) });

export const templateQuery = z.object({ format: z.enum(IMPORT_FORMAT.values).default('xlsx') });

/** The raw upload's header: the file's name as the user chose it (URI-encoded). */
export const uploadHeaders = z.object({
  'x-file-name': z
    .string('validation.required')
    .min(1, 'validation.required')
    .max(600, 'validation.max')
    .transform((v) => {
      try {
        return decodeURIComponent(v);
      } catch {
        return v;
      }
    }),
});
