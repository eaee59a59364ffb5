import { z } from 'zod';
import { EXPORT_FORMATS, isoDate, optionalText, requiredText } from '../common/list-query.ts';
import {
  HOLIDAY_IMPORT_MAX_ROWS,
  HOLIDAY_NAME_MAX,
  HOLIDAY_SKIP_REASONS,
} from '../../domain/public-holidays/holiday-import.ts';

export { HOLIDAY_IMPORT_MAX_BYTES, HOLIDAY_FILE_PROBLEMS } from '../../domain/public-holidays/holiday-import.ts';

/** Years the list and the import accept. */
export const HOLIDAY_YEAR_MIN = 1900;
export const HOLIDAY_YEAR_MAX = 2199;

const yearField = z.coerce
  .number({ error: 'validation.invalid' })
  .int('validation.invalid')
  .min(HOLIDAY_YEAR_MIN, 'validation.min')
  .max(HOLIDAY_YEAR_MAX, 'validation.max');

/** POST /api/public-holidays and PUT /api/public-holidays/:id. The year follows from the date. */
export const holidayBody = z.object({
  date: isoDate,
  name: requiredText(HOLIDAY_NAME_MAX),
  /** A day off in lieu (e.g. the Monday after a holiday that falls on a Sunday). */
  observed: z.boolean().default(false),
  note: optionalText(300),
});
export type HolidayBody = z.output<typeof holidayBody>;
export type HolidayBodyInput = z.input<typeof holidayBody>;

export const holidayRow = z.object({
  id: z.string(),
  date: z.string(),
  name: z.string(),
  year: z.number(),
  observed: z.boolean(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HolidayRow = z.infer<typeof holidayRow>;

/** GET /api/public-holidays?year= (default: this year in Singapore). */
export const holidayListQuery = z.object({ year: yearField.optional() });
export type HolidayListQuery = z.input<typeof holidayListQuery>;

/** The year's holidays by date, and every year that has any (for the year picker). */
export const holidayList = z.object({ year: z.number(), items: z.array(holidayRow), years: z.array(z.number()) });
export type HolidayList = z.infer<typeof holidayList>;

export const HOLIDAY_COLUMNS = {
  date: 'Date',
  weekday: 'Day',
  name: 'Holiday',
  observed: 'Day in lieu',
  note: 'Note',
} as const;
export type HolidayColumn = keyof typeof HOLIDAY_COLUMNS;

export const holidayExportQuery = z.object({
  year: yearField.optional(),
  format: z.enum(EXPORT_FORMATS, { message: 'validation.invalid' }),
});
export type HolidayExportQuery = z.input<typeof holidayExportQuery>;

/** GET /api/public-holidays/between?from=&to= (inclusive; at most about three years). */
export const holidayBetweenQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { message: 'validation.dateRange', path: ['to'] })
  .refine((q) => Number(q.to.slice(0, 4)) - Number(q.from.slice(0, 4)) <= 3, {
    message: 'validation.maxItems',
    path: ['to'],
  });
export type HolidayBetweenQuery = z.input<typeof holidayBetweenQuery>;
export const holidayBetween = z.object({ items: z.array(holidayRow) });

export const holidayPlanRow = z.object({
  line: z.number(),
  date: z.string().nullable(),
  dateText: z.string(),
  name: z.string(),
  action: z.enum(['add', 'change', 'skip']),
  currentName: z.string().nullable(),
  reason: z.enum(HOLIDAY_SKIP_REASONS).nullable(),
});
export type HolidayPlanRowDto = z.infer<typeof holidayPlanRow>;

/** POST /api/public-holidays/import/preview (the file as the body): what applying would do. */
export const holidayImportPreview = z.object({
  format: z.enum(['csv', 'ics']),
  rows: z.array(holidayPlanRow),
  counts: z.object({ add: z.number(), change: z.number(), skip: z.number() }),
});
export type HolidayImportPreview = z.infer<typeof holidayImportPreview>;

/** POST /api/public-holidays/import: the rows of the preview to add or change, in one transaction. */
export const holidayImportBody = z.object({
  items: z
    .array(z.object({ date: isoDate, name: requiredText(HOLIDAY_NAME_MAX) }))
    .min(1, 'validation.minItems')
    .max(HOLIDAY_IMPORT_MAX_ROWS, 'validation.maxItems'),
});
export type HolidayImportBody = z.input<typeof holidayImportBody>;
export const holidayImportResult = z.object({ added: z.number(), changed: z.number(), unchanged: z.number() });
export type HolidayImportResult = z.infer<typeof holidayImportResult>;
