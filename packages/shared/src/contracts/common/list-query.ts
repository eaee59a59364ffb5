import { z } from 'zod';
import type { EnumDefinition } from '../../enums/define-enum.ts';
import { IMPORT_FORMAT } from '../../enums/imports.ts';
import { calendarDateError } from '../../domain/calendar-date.ts';

/** Building blocks of the server-paged lists (paging, sorting, searching, exporting the view). */

export const SORT_DIRS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRS)[number];

/** The spreadsheet formats a list exports to: the ones the imports read (IMPORT_FORMAT in enums/imports.ts). */
export const EXPORT_FORMATS = IMPORT_FORMAT.values;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Archived records: hidden by default, shown with the rest, or shown alone. */
export const ARCHIVED_FILTERS = ['exclude', 'include', 'only'] as const;
export type ArchivedFilter = (typeof ARCHIVED_FILTERS)[number];

/** page starts at 1; at most 100 rows a page. */
export const pagingFields = {
  page: z.coerce
    .number()
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(100_000, 'validation.invalid')
    .default(1),
  pageSize: z.coerce
    .number()
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(100, 'validation.invalid')
    .default(25),
};

export const searchField = z.string().trim().max(100, 'validation.maxLength').optional();

/** A list's sort column (one of `fields`) and direction, each with its default. */
export function sortFields<const F extends readonly [string, ...string[]]>(fields: F, sort: F[number], dir: SortDir) {
  return {
    sort: z.enum(fields, { message: 'validation.invalid' }).default(sort),
    dir: z.enum(SORT_DIRS, { message: 'validation.invalid' }).default(dir),
  };
}

/** The archived filter of a list of archivable records: archived ones hidden unless asked for. */
export const archivedField = z.enum(ARCHIVED_FILTERS, { message: 'validation.invalid' }).default('exclude');

/** `columns=a,b,c` in a query string: the export writes these columns in this order. */
export function columnList<T extends string>(keys: readonly T[]) {
  return z
    .string()
    .optional()
    .transform((s, ctx) => {
      if (!s) return undefined;
      const parts = s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      for (const p of parts) {
        if (!(keys as readonly string[]).includes(p)) {
          ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: [] });
          return z.NEVER;
        }
      }
      return parts as T[];
    });
}

export const exportFields = {
  format: z.enum(EXPORT_FORMATS, { message: 'validation.invalid' }),
};

/**
 * The one date schema of the API (issue #26 item 8): a yyyy-mm-dd calendar date in 1900-2100
 * (domain/calendar-date.ts). Malformed or impossible: 'validation.date'; outside the years:
 * 'validation.date.range'. Every date input of the contracts uses it.
 */
export const isoDate = z.string({ error: 'validation.required' }).superRefine((s, ctx) => {
  const err = calendarDateError(s);
  if (err) ctx.addIssue({ code: 'custom', message: err === 'range' ? 'validation.date.range' : 'validation.date' });
});

/** A 'YYYY-MM' month in 1900-2100. */
export const isoMonth = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalid')
  .refine((s) => calendarDateError(`${s}-01`) !== 'range', 'validation.date.range');

/** Optional text: trimmed, empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.maxLength')
    .nullish()
    .transform((v) => (v ? v : null));

export const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.maxLength');

/** The one page envelope of a server-paged list: the rows of one page, the total, the page asked for, and any extras. */
export function pageOf<Row extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(
  row: Row,
  extra?: Extra,
) {
  return z.object({
    items: z.array(row),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    ...(extra ?? ({} as Extra)),
  });
}

/**
 * The counts of a list's filter chips: `all` and one per chip, in this order, each a number (an
 * integer with `int`: the OpenAPI type follows).
 */
export function chipCounts<const K extends string>(chips: readonly K[], opts: { int?: boolean } = {}) {
  const count = () => (opts.int ? z.number().int() : z.number());
  return z.object(Object.fromEntries(['all', ...chips].map((k) => [k, count()])) as Record<'all' | K, z.ZodNumber>);
}

/** The chip counts of a list filtered by an enumeration (decision 039): `all` and one per value. */
export const enumCounts = <V extends string>(def: EnumDefinition<V>, opts: { int?: boolean } = {}) => chipCounts(def.values, opts);

export const idParams = z.object({ id: z.uuid('validation.invalid') });

export const okReply = z.object({ ok: z.literal(true) });

/** Contact phone: 8 digits starting 3, 6, 8 or 9, optionally with +65 (spaces allowed). */
export const SG_PHONE_PATTERN = /^(\+65)?[3689]\d{7}$/;
export const phoneField = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => v === '' || SG_PHONE_PATTERN.test(v), 'validation.pattern.phone')
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * The two queries of a server-paged list: the page (paging + filters) and its export (the same
 * filters, a format and the chosen columns in order).
 */
export function listQueries<F extends z.ZodRawShape, K extends string>(filterFields: F, columnKeys: readonly K[]) {
  return {
    list: z.object({ ...pagingFields, ...filterFields }),
    export: z.object({ ...filterFields, ...exportFields, columns: columnList(columnKeys) }),
  };
}
