/** The enumerations of the roster imports (Data Migration, docs/product/data-migration.md). */
import { defineEnum, type EnumValue } from './define-enum.ts';

/** Where an import is: checked in the background after the upload, committed in one transaction. */
export const IMPORT_STATUS = defineEnum('import_status', ['checking', 'checked', 'committing', 'committed', 'failed', 'rolled_back'], {
  labels: {
    checking: 'Checking',
    checked: 'Checked',
    committing: 'Committing',
    committed: 'Committed',
    failed: 'Refused',
    rolled_back: 'Rolled back',
  },
  keys: 'data-migration.status',
  colours: { checking: 'info', checked: 'warning', committing: 'info', committed: 'success', failed: 'error', rolled_back: 'default' },
});
export type ImportStatus = EnumValue<typeof IMPORT_STATUS>;

/** The file's format. */
export const IMPORT_FORMAT = defineEnum('import_format', ['csv', 'xlsx'], {
  labels: { csv: 'CSV', xlsx: 'Excel (.xlsx)' },
  keys: 'data-migration.format',
});
export type ImportFormat = EnumValue<typeof IMPORT_FORMAT>;

/** The record a committed import created or changed (what a roll-back undoes). */
export const IMPORT_ITEM_KIND = defineEnum('import_item_kind', ['roster', 'shift', 'assignment', 'attendance'], {
  labels: { roster: 'Roster', shift: 'Shift', assignment: 'Assignment', attendance: 'Attendance' },
  keys: 'data-migration.itemKind',
});
export type ImportItemKind = EnumValue<typeof IMPORT_ITEM_KIND>;

/** Whether the import created the record or changed one that was there. */
export const IMPORT_ITEM_ACTION = defineEnum('import_item_action', ['create', 'update'], {
  labels: { create: 'Created', update: 'Updated' },
  keys: 'data-migration.itemAction',
});
export type ImportItemAction = EnumValue<typeof IMPORT_ITEM_ACTION>;
