import { z } from 'zod';
import { addressSelection } from '../address/address.ts';
import {
  archivedField,
  sortFields,
  optionalText,
  phoneField,
  requiredText,
  searchField,
  listQueries,
  pageOf,
} from '../common/list-query.ts';
import { isValidUen, normalizeUen } from '../../domain/clients/uen.ts';
import { CLIENT_STATUS, PROJECT_STATUS } from '../../enums/records.ts';
import { billingContactIssues, STATEMENT_RECIPIENT_SOURCES } from '../../domain/clients/statement-recipient.ts';

export type { ClientStatus } from '../../enums/records.ts';

export const INDUSTRIES = [
  'Food & Beverage',
  'Catering',
  'Retail',
  'Logistics',
  'Warehousing',
  'Food Manufacturing',
  'Events',
  'Hospitality',
  'Healthcare',
  'Facilities Management',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

const optionalEmail = z
  .string()
  .trim()
  .max(200, 'validation.maxLength')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'validation.email')
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

export const clientContactInput = z.object({
  name: requiredText(120),
  email: optionalEmail,
  phone: phoneField,
  title: optionalText(80),
  /** This contact receives the billing statements (at most one per client; needs an e-mail). */
  receivesStatements: z.boolean('validation.invalid').default(false),
});
export type ClientContactInput = z.input<typeof clientContactInput>;

export const uenField = z
  .string({ error: 'validation.required' })
  .transform(normalizeUen)
  .refine((v) => v.length > 0, 'validation.required')
  .refine((v) => v.length === 0 || isValidUen(v), 'validation.pattern.uen');

const clientFields = {
  name: requiredText(200),
  uen: uenField,
  industry: z
    .enum(INDUSTRIES, { message: 'validation.invalid' })
    .nullish()
    .transform((v) => v ?? null),
  billingAddress: addressSelection.nullish().transform((v) => v ?? null),
  paymentTermsDays: z.coerce
    .number({ error: 'validation.required' })
    .int('validation.invalid')
    .min(0, 'validation.min')
    .max(365, 'validation.max')
    .default(30),
  status: z.enum(CLIENT_STATUS.values, { message: 'validation.invalid' }).default('active'),
  notes: optionalText(2000),
  contacts: z.array(clientContactInput).max(20, 'validation.maxItems').default([]),
  /** Where statements go when no contact receives them: an address such as accounts@… (not both). */
  billingEmail: optionalEmail,
};

function billingRule(v: { billingEmail?: string | null; contacts: { email?: string | null; receivesStatements?: boolean }[] }, ctx: z.RefinementCtx) {
  for (const issue of billingContactIssues(v.billingEmail, v.contacts)) ctx.addIssue({ code: 'custom', ...issue });
}

/** POST /api/clients. */
export const clientBody = z.object(clientFields).superRefine(billingRule);
export type ClientBody = z.output<typeof clientBody>;
export type ClientBodyInput = z.input<typeof clientBody>;

/** PUT /api/clients/:id: the fields and the version the form read (409 STALE_VERSION when someone saved in between). */
export const clientUpdateBody = z
  .object({ ...clientFields, version: z.number('validation.invalid').int('validation.invalid').min(1, 'validation.min') })
  .superRefine(billingRule);
export type ClientUpdateBody = z.output<typeof clientUpdateBody>;
export type ClientUpdateBodyInput = z.input<typeof clientUpdateBody>;

export const CLIENT_SORT_FIELDS = [
  'name',
  'uen',
  'industry',
  'status',
  'paymentTermsDays',
  'projectCount',
  'createdAt',
] as const;

export const CLIENT_COLUMNS = {
  name: 'Company',
  uen: 'UEN',
  industry: 'Industry',
  status: 'Status',
  paymentTermsDays: 'Payment terms (days)',
  billingAddress: 'Billing address',
  primaryContactName: 'Contact',
  primaryContactPhone: 'Contact phone',
  primaryContactEmail: 'Contact e-mail',
  projectCount: 'Projects',
  activeProjectCount: 'Active projects',
  archived: 'Archived',
  createdAt: 'Created',
} as const;
export type ClientColumn = keyof typeof CLIENT_COLUMNS;
export const CLIENT_COLUMN_KEYS = Object.keys(CLIENT_COLUMNS) as ClientColumn[];

const clientFilterFields = {
  ...sortFields(CLIENT_SORT_FIELDS, 'name', 'asc'),
  search: searchField,
  status: z.enum(CLIENT_STATUS.values, { message: 'validation.invalid' }).optional(),
  industry: z.enum(INDUSTRIES, { message: 'validation.invalid' }).optional(),
  archived: archivedField,
};
const clientQueries = listQueries(clientFilterFields, CLIENT_COLUMN_KEYS);
export const clientListQuery = clientQueries.list;
export type ClientListQuery = z.input<typeof clientListQuery>;
export const clientExportQuery = clientQueries.export;
export type ClientExportQuery = z.input<typeof clientExportQuery>;

export const clientListRow = z.object({
  id: z.string(),
  name: z.string(),
  uen: z.string(),
  industry: z.string().nullable(),
  status: z.enum(CLIENT_STATUS.values),
  paymentTermsDays: z.number(),
  billingAddress: z.string().nullable(),
  primaryContactName: z.string().nullable(),
  primaryContactPhone: z.string().nullable(),
  primaryContactEmail: z.string().nullable(),
  projectCount: z.number(),
  activeProjectCount: z.number(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type ClientListRow = z.infer<typeof clientListRow>;

export const clientListPage = pageOf(clientListRow);
export type ClientListPage = z.infer<typeof clientListPage>;

export const clientContact = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  receivesStatements: z.boolean(),
});
export type ClientContact = z.infer<typeof clientContact>;

/** Who the client's statements are mailed to now (statementRecipient), null when nobody has an address. */
export const statementRecipientSchema = z.object({
  name: z.string().nullable(),
  email: z.string(),
  source: z.enum(STATEMENT_RECIPIENT_SOURCES),
});

export const doNotSendEntry = z.object({
  id: z.string(),
  workerId: z.string(),
  workerName: z.string(),
  employeeCode: z.string().nullable(),
  reason: z.string(),
  addedOn: z.string(),
  addedByName: z.string().nullable(),
});
export type DoNotSendEntry = z.infer<typeof doNotSendEntry>;

export const clientProjectSummary = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.enum(PROJECT_STATUS.values),
  startDate: z.string(),
  endDate: z.string().nullable(),
  archived: z.boolean(),
});

/** GET /api/clients/:id */
export const clientDetail = z.object({
  id: z.string(),
  name: z.string(),
  uen: z.string(),
  industry: z.string().nullable(),
  billingAddress: z.record(z.string(), z.unknown()).nullable(),
  billingFormattedAddress: z.string().nullable(),
  billingPostalCode: z.string().nullable(),
  paymentTermsDays: z.number(),
  status: z.enum(CLIENT_STATUS.values),
  notes: z.string().nullable(),
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  contacts: z.array(clientContact),
  billingEmail: z.string().nullable(),
  statementRecipient: statementRecipientSchema.nullable(),
  /** Goes up by one at every save of the form (optimistic concurrency). */
  version: z.number().int(),
  projects: z.array(clientProjectSummary),
  doNotSend: z.array(doNotSendEntry),
});
export type ClientDetail = z.infer<typeof clientDetail>;

/** POST /api/clients/:id/do-not-send */
export const doNotSendBody = z.object({
  workerId: z.uuid('validation.required'),
  reason: requiredText(500),
});
export type DoNotSendBody = z.input<typeof doNotSendBody>;

export const doNotSendParams = z.object({ id: z.uuid('validation.invalid'), entryId: z.uuid('validation.invalid') });
