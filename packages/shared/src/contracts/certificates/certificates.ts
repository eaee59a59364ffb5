import { z } from 'zod';
import {
  chipCounts,
  isoDate,
  listQueries,
  optionalText,
  pageOf,
  requiredText,
  searchField,
  sortFields,
} from '../common/list-query.ts';
import { POSITIONS } from '../../enums/registration.ts';
import { CERTIFICATE_SOURCE } from '../../enums/workers.ts';
import { CERTIFICATE_FILTERS, EXPIRY_BUCKETS } from '../../domain/certificates/expiry.ts';

export { CERTIFICATE_FILTERS };

/** The type the registration's food-safety upload becomes on approval. */
export const FOOD_SAFETY_TYPE_NAME = 'Food Safety Course Level 1';

/** Certificate files: PDF, PNG or JPEG (checked by content), at most 10 MB. */
export const CERTIFICATE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CERTIFICATE_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

// ---------------------------------------------------------------------------------------------
// Certificate types

/** POST /api/certificate-types and PUT /api/certificate-types/:id */
export const certificateTypeBody = z.object({
  name: requiredText(120),
  description: optionalText(1000),
  /** Months of validity from the issue date; null or absent = no expiry. */
  validityMonths: z.coerce
    .number()
    .int('validation.invalid')
    .min(1, 'validation.min')
    .max(600, 'validation.max')
    .nullish()
    .transform((v) => v ?? null),
  positions: z
    .array(z.enum(POSITIONS, { message: 'validation.invalid' }))
    .max(POSITIONS.length)
    .default([])
    .transform((a) => [...new Set(a)]),
});
export type CertificateTypeBody = z.output<typeof certificateTypeBody>;
export type CertificateTypeBodyInput = z.input<typeof certificateTypeBody>;

export const certificateTypeRow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  validityMonths: z.number().nullable(),
  positions: z.array(z.string()),
  certificateCount: z.number(),
  positionUseCount: z.number(),
  createdAt: z.string(),
});
export type CertificateTypeRow = z.infer<typeof certificateTypeRow>;
export const certificateTypeList = z.object({ items: z.array(certificateTypeRow) });
export type CertificateTypeList = z.infer<typeof certificateTypeList>;

// ---------------------------------------------------------------------------------------------
// Worker certificates

const certificateFields = {
  typeId: z.uuid('validation.required'),
  number: optionalText(60),
  issueDate: isoDate.nullish().transform((v) => v ?? null),
  /** null = does not expire. */
  expiryDate: isoDate.nullish().transform((v) => v ?? null),
};
const expiryAfterIssue = (v: { issueDate: string | null; expiryDate: string | null }, ctx: z.RefinementCtx) => {
  if (v.issueDate && v.expiryDate && v.expiryDate < v.issueDate) {
    ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: 'validation.dateRange' });
  }
};

/** POST /api/worker-certificates (the file goes up afterwards with PUT .../file). */
export const workerCertificateBody = z
  .object({ workerId: z.uuid('validation.required'), ...certificateFields })
  .superRefine(expiryAfterIssue);
export type WorkerCertificateBody = z.output<typeof workerCertificateBody>;
export type WorkerCertificateBodyInput = z.input<typeof workerCertificateBody>;

/** PUT /api/worker-certificates/:id (the worker does not change). */
export const workerCertificateUpdateBody = z.object(certificateFields).superRefine(expiryAfterIssue);
export type WorkerCertificateUpdateBody = z.output<typeof workerCertificateUpdateBody>;

export const CERTIFICATE_SORT_FIELDS = [
  'workerName',
  'employeeCode',
  'typeName',
  'number',
  'issueDate',
  'expiryDate',
  'verifiedAt',
  'createdAt',
] as const;

export const CERTIFICATE_COLUMNS = {
  workerName: 'Worker',
  employeeCode: 'Employee code',
  typeName: 'Certificate',
  number: 'Number',
  issueDate: 'Issued',
  expiryDate: 'Expires',
  bucket: 'Expiry status',
  verified: 'Verified',
  verifiedByName: 'Verified by',
  verifiedAt: 'Verified at',
  fileName: 'File',
  source: 'Source',
  createdAt: 'Created',
} as const;
export type CertificateColumn = keyof typeof CERTIFICATE_COLUMNS;
export const CERTIFICATE_COLUMN_KEYS = Object.keys(CERTIFICATE_COLUMNS) as CertificateColumn[];

const certificateFilterFields = {
  ...sortFields(CERTIFICATE_SORT_FIELDS, 'expiryDate', 'asc'),
  search: searchField,
  filter: z.enum(CERTIFICATE_FILTERS, { message: 'validation.invalid' }).default('all'),
  typeId: z.uuid('validation.invalid').optional(),
  workerId: z.uuid('validation.invalid').optional(),
};
const certificateQueries = listQueries(certificateFilterFields, CERTIFICATE_COLUMN_KEYS);
export const certificateListQuery = certificateQueries.list;
export type CertificateListQuery = z.input<typeof certificateListQuery>;
export const certificateExportQuery = certificateQueries.export;
export type CertificateExportQuery = z.input<typeof certificateExportQuery>;

export const workerCertificateRow = z.object({
  id: z.string(),
  workerId: z.string(),
  workerName: z.string(),
  employeeCode: z.string().nullable(),
  workerStatus: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  number: z.string().nullable(),
  issueDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  bucket: z.enum(EXPIRY_BUCKETS),
  hasFile: z.boolean(),
  fileName: z.string().nullable(),
  fileMime: z.string().nullable(),
  fileSize: z.number().nullable(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  verifiedByName: z.string().nullable(),
  source: z.enum(CERTIFICATE_SOURCE.values),
  createdAt: z.string(),
});
export type WorkerCertificateRow = z.infer<typeof workerCertificateRow>;

/** Counts for the filter chips (type, worker and search apply; the chip filter does not). */
export const certificateFilterCounts = chipCounts([
  'expiring_30',
  'expiring_60',
  'expiring_90',
  'expired',
  'unverified',
]);
export type CertificateFilterCounts = z.infer<typeof certificateFilterCounts>;

export const certificateListPage = pageOf(workerCertificateRow, {
  counts: certificateFilterCounts,
  /** The date (Singapore) the buckets were computed for. */
  today: z.string(),
});
export type CertificateListPage = z.infer<typeof certificateListPage>;

/** GET /api/worker-certificates/worker-options?search=: workers to pick from. */
export const workerOptionsQuery = z.object({ search: searchField });
export const workerOption = z.object({
  id: z.string(),
  name: z.string(),
  employeeCode: z.string().nullable(),
  status: z.string(),
  positionApplied: z.string(),
});
export type WorkerOption = z.infer<typeof workerOption>;
export const workerOptions = z.object({ items: z.array(workerOption) });
