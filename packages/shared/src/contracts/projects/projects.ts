import { z } from 'zod';
import {
  archivedField,
  enumCounts,
  isoDate,
  listQueries,
  optionalText,
  pageOf,
  requiredText,
  searchField,
  sortFields,
} from '../common/list-query.ts';
import { POSITIONS } from '../../enums/registration.ts';
import { isValidProjectDateRange } from '../../domain/projects/project-rules.ts';
import { BILLING_MODE, PROJECT_STATUS } from '../../enums/records.ts';


/** Hourly rates and budgets are integer cents; at most S$10,000.00 an hour. */
const rateCents = z.coerce
  .number({ error: 'validation.required' })
  .int('validation.invalid')
  .min(0, 'validation.min')
  .max(1_000_000, 'validation.max');

export const projectPositionInput = z.object({
  /** Present for a position that already exists (kept, with its id); absent for a new one. */
  id: z.uuid('validation.invalid').optional(),
  position: z.enum(POSITIONS, { message: 'validation.required' }),
  payRateCents: rateCents,
  billRateCents: rateCents,
  headcount: z.coerce
    .number({ error: 'validation.required' })
    .int('validation.invalid')
    .min(1, 'validation.min')
    .max(10_000, 'validation.max'),
  requiredCertificateTypeId: z
    .uuid('validation.invalid')
    .nullish()
    .transform((v) => v ?? null),
});
export type ProjectPositionInput = z.input<typeof projectPositionInput>;

export const projectFields = z.object({
  clientId: z.uuid('validation.required'),
  name: requiredText(200),
  description: optionalText(4000),
  startDate: isoDate,
  endDate: isoDate.nullish().transform((v) => v ?? null),
  managerId: z
    .uuid('validation.invalid')
    .nullish()
    .transform((v) => v ?? null),
  budgetCents: z.coerce
    .number()
    .int('validation.invalid')
    .min(0, 'validation.min')
    .max(100_000_000_000, 'validation.max')
    .nullish()
    .transform((v) => v ?? null),
  /** How the shifts are billed: at the pay's day-kind and overtime multipliers (default) or 1x every minute. */
  billingMode: z.enum(BILLING_MODE.values, { message: 'validation.invalid' }).default('multipliers'),
  positions: z.array(projectPositionInput).max(50, 'validation.maxItems').default([]),
});

/** End date not before start; the same position listed twice is refused. */
export const projectBody = projectFields.superRefine((v, ctx) => {
  if (!isValidProjectDateRange(v.startDate, v.endDate)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.dateRange' });
  }
  const seen = new Set<string>();
  v.positions.forEach((p, i) => {
    if (seen.has(p.position))
      ctx.addIssue({ code: 'custom', path: ['positions', i, 'position'], message: 'validation.duplicate' });
    seen.add(p.position);
  });
});
export type ProjectBody = z.output<typeof projectBody>;
export type ProjectBodyInput = z.input<typeof projectBody>;

/** POST /api/projects/:id/status */
export const projectStatusBody = z.object({
  status: z.enum(PROJECT_STATUS.values, { message: 'validation.required' }),
  reason: optionalText(500),
});
export type ProjectStatusBody = z.input<typeof projectStatusBody>;

export const PROJECT_SORT_FIELDS = [
  'code',
  'name',
  'clientName',
  'status',
  'startDate',
  'endDate',
  'managerName',
  'budgetCents',
  'createdAt',
] as const;

export const PROJECT_COLUMNS = {
  code: 'Code',
  name: 'Project',
  clientName: 'Client',
  status: 'Status',
  startDate: 'Start',
  endDate: 'End',
  managerName: 'Manager',
  budgetCents: 'Budget (SGD)',
  positionCount: 'Positions',
  headcount: 'Headcount',
  locationCount: 'Locations',
  archived: 'Archived',
  createdAt: 'Created',
} as const;
export type ProjectColumn = keyof typeof PROJECT_COLUMNS;
export const PROJECT_COLUMN_KEYS = Object.keys(PROJECT_COLUMNS) as ProjectColumn[];

const projectFilterFields = {
  ...sortFields(PROJECT_SORT_FIELDS, 'startDate', 'desc'),
  search: searchField,
  status: z.enum(PROJECT_STATUS.values, { message: 'validation.invalid' }).optional(),
  clientId: z.uuid('validation.invalid').optional(),
  managerId: z.uuid('validation.invalid').optional(),
  archived: archivedField,
};
const projectQueries = listQueries(projectFilterFields, PROJECT_COLUMN_KEYS);
export const projectListQuery = projectQueries.list;
export type ProjectListQuery = z.input<typeof projectListQuery>;
export const projectExportQuery = projectQueries.export;
export type ProjectExportQuery = z.input<typeof projectExportQuery>;

export const projectListRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  status: z.enum(PROJECT_STATUS.values),
  startDate: z.string(),
  endDate: z.string().nullable(),
  managerId: z.string().nullable(),
  managerName: z.string().nullable(),
  budgetCents: z.number().nullable(),
  positionCount: z.number(),
  headcount: z.number(),
  locationCount: z.number(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type ProjectListRow = z.infer<typeof projectListRow>;

/** Counts per status for the filter chips: the other filters apply, the status filter does not. */
export const projectStatusCounts = enumCounts(PROJECT_STATUS);
export type ProjectStatusCounts = z.infer<typeof projectStatusCounts>;

export const projectListPage = pageOf(projectListRow, {
  counts: projectStatusCounts,
});
export type ProjectListPage = z.infer<typeof projectListPage>;

export const projectPosition = z.object({
  id: z.string(),
  position: z.string(),
  /** The hourly pay rate; null for a viewer who may not read this project's pay (seesPayOf, decision 018). */
  payRateCents: z.number().nullable(),
  billRateCents: z.number(),
  headcount: z.number(),
  requiredCertificateTypeId: z.string().nullable(),
  requiredCertificateTypeName: z.string().nullable(),
});
export type ProjectPosition = z.infer<typeof projectPosition>;

export const projectLocationSummary = z.object({
  id: z.string(),
  name: z.string(),
  formattedAddress: z.string(),
  postalCode: z.string(),
  geofenceRadiusM: z.number(),
  archived: z.boolean(),
});

/** GET /api/projects/:id */
export const projectDetail = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  clientId: z.string(),
  clientName: z.string(),
  status: z.enum(PROJECT_STATUS.values),
  allowedStatuses: z.array(z.enum(PROJECT_STATUS.values)),
  startDate: z.string(),
  endDate: z.string().nullable(),
  managerId: z.string().nullable(),
  managerName: z.string().nullable(),
  budgetCents: z.number().nullable(),
  billingMode: z.enum(BILLING_MODE.values),
  /** Whether the viewer reads the positions' pay rates (seesPayOf); a save by one who does not keeps them. */
  showsPay: z.boolean(),
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  positions: z.array(projectPosition),
  locations: z.array(projectLocationSummary),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

/** GET /api/projects/manager-options: staff who can manage a project. */
export const managerOption = z.object({ id: z.string(), name: z.string(), role: z.string() });
export const managerOptions = z.object({ items: z.array(managerOption) });
export type ManagerOption = z.infer<typeof managerOption>;
