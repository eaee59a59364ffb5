import { z } from 'zod';
import { ROLES } from '../../roles.ts';
import { ACCOUNT_STATUS, type AccountStatus } from '../../enums/accounts.ts';
import { passwordSchema } from '../../domain/password-policy.ts';
import { WORKER_STATUS } from '../../enums/workers.ts';
import { EXPORT_FORMATS, isoDate } from '../common/list-query.ts';

/** Staff accounts, audit log and admin dashboard (admin management). Admin only unless noted. */

const email = z.string().trim().toLowerCase().pipe(z.email('validation.email')).pipe(z.string().max(254));
const name = z.string().trim().min(1, 'validation.required').max(120, 'validation.tooLong');
const role = z.enum(ROLES, { message: 'validation.required' });
const pageNo = z.coerce
  .number()
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .max(100_000, 'validation.invalid');
const pageSize = z.coerce
  .number()
  .int('validation.invalid')
  .min(1, 'validation.invalid')
  .max(100, 'validation.invalid');
/** A calendar day, YYYY-MM-DD (read in Singapore time). */
const day = isoDate;

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,39}$/;
const username = z.string().trim().toLowerCase().regex(USERNAME_PATTERN, 'validation.username');

// ---------------------------------------------------------------- staff accounts

/** One staff account as the admin list shows it. Never the hash or token version. */
export const staffUserRow = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  /** A data URL; null when none, or when too big to travel in a list (see LIST_AVATAR_MAX_CHARS). */
  avatar: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  accountStatus: z.enum(ACCOUNT_STATUS.values),
  emailConfirmed: z.boolean(),
  /** False for an invited user who has not yet set a password. */
  hasPassword: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffUserRow = z.infer<typeof staffUserRow>;

export const STAFF_SORT_FIELDS = ['name', 'username', 'email', 'role', 'accountStatus', 'createdAt'] as const;
export type StaffSortField = (typeof STAFF_SORT_FIELDS)[number];

export const staffListQuery = z.object({
  search: z.string().trim().max(100, 'validation.tooLong').optional(),
  role: z.enum(ROLES, { message: 'validation.invalid' }).optional(),
  status: z.enum(ACCOUNT_STATUS.values, { message: 'validation.invalid' }).optional(),
  /** Only pending sign-ups whose e-mail is confirmed (waiting for activation). */
  awaitingActivation: z.enum(['true', 'false']).optional(),
  page: pageNo.default(0),
  pageSize: pageSize.default(25),
  sort: z.enum(STAFF_SORT_FIELDS, { message: 'validation.invalid' }).default('name'),
  order: z.enum(['asc', 'desc'], { message: 'validation.invalid' }).default('asc'),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;
export type StaffListQueryInput = z.input<typeof staffListQuery>;

export const staffList = z.object({ items: z.array(staffUserRow), total: z.number().int() });
export type StaffList = z.infer<typeof staffList>;

export const staffIdParams = z.object({ id: z.uuid('validation.invalid') });

/**
 * Creating a staff user. 'invite': the account is active at once but has no password until the
 * user sets one from the e-mailed link (valid 7 days, once). 'password': the admin gives a first
 * password that the user must change after signing in.
 */
export const createStaffBody = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('invite'), name, email, role, username: username.optional() }),
    z.object({
      mode: z.literal('password'),
      name,
      email,
      role,
      username: username.optional(),
      password: passwordSchema,
    }),
  ],
  { message: 'validation.required' },
);
export type CreateStaffBody = z.infer<typeof createStaffBody>;

/** Editing a staff user. Status here only moves between active and disabled. */
export const updateStaffBody = z
  .object({
    name: name.optional(),
    role: role.optional(),
    accountStatus: z.enum(['active', 'disabled'] as const satisfies readonly AccountStatus[], { message: 'validation.invalid' }).optional(),
  })
  .refine((b) => b.name !== undefined || b.role !== undefined || b.accountStatus !== undefined, {
    message: 'validation.required',
    path: ['_'],
  });
export type UpdateStaffBody = z.infer<typeof updateStaffBody>;

/** Activates a pending sign-up whose e-mail is confirmed, with a role. */
export const activateStaffBody = z.object({ role });
export type ActivateStaffBody = z.infer<typeof activateStaffBody>;

export const adminOkReply = z.object({ ok: z.literal(true), message: z.string() });
export type AdminOkReply = z.infer<typeof adminOkReply>;

// ---------------------------------------------------------------- audit log

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  /** Null for the system or an applicant (no staff actor); 'Deleted user' when gone. */
  actorName: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** The record's current name (null when it is gone or has none). */
  entityName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const auditFilterFields = z.object({
  actorId: z.uuid('validation.invalid').optional(),
  entityType: z.string().trim().max(60, 'validation.tooLong').optional(),
  entityId: z.string().trim().max(100, 'validation.tooLong').optional(),
  action: z.string().trim().max(80, 'validation.tooLong').optional(),
  from: day.optional(),
  to: day.optional(),
});
const dateRangeOk = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const dateRangeIssue = { message: 'validation.dateRange', path: ['to'] };

/** Filters of the audit log list. */
export const auditListQuery = auditFilterFields
  .extend({ page: pageNo.default(0), pageSize: pageSize.default(25) })
  .refine(dateRangeOk, dateRangeIssue);
export type AuditListQuery = z.infer<typeof auditListQuery>;
export type AuditFilter = z.infer<typeof auditFilterFields>;
export type AuditListQueryInput = z.input<typeof auditListQuery>;

/** The audit log export: the list's filters and the file format (CSV by default, or XLSX). */
export const auditExportQuery = auditFilterFields
  .extend({ format: z.enum(EXPORT_FORMATS).default('csv') })
  .refine(dateRangeOk, dateRangeIssue);
export type AuditExportQueryInput = z.input<typeof auditExportQuery>;

export const auditList = z.object({ items: z.array(auditEntry), total: z.number().int() });

/**
 * GET api/pages/activities (the template's activities call, issue #33): the audit log as a feed of
 * sentences, newest first, paged. An admin reads every entry; any other staff role only the entries
 * it made itself ('own'). No before/after values leave: the record's name is resolved.
 */
export const activitiesQuery = z.object({ page: pageNo.default(0), pageSize: pageSize.default(10) });
export type ActivitiesQuery = z.output<typeof activitiesQuery>;
export const activity = auditEntry.omit({ before: true, after: true }).extend({
  /** The entry in English words ("Hui Min Ong created client Acme"); the web writes it in the reader's language. */
  sentence: z.string(),
});
export type Activity = z.infer<typeof activity>;
export const activitiesPage = z.object({
  items: z.array(activity),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  scope: z.enum(['all', 'own']),
});
export type ActivitiesPage = z.infer<typeof activitiesPage>;
export type AuditList = z.infer<typeof auditList>;

/** Values for the audit log's filter menus. */
export const auditFacets = z.object({
  actions: z.array(z.string()),
  entityTypes: z.array(z.string()),
  actors: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AuditFacets = z.infer<typeof auditFacets>;

/** Most rows one CSV export holds; narrow the filters for more. */
export const AUDIT_EXPORT_MAX = 50_000;

// ---------------------------------------------------------------- dashboard

export const adminDashboard = z.object({
  staff: z.array(
    z.object({ role: z.enum(ROLES).nullable(), accountStatus: z.enum(ACCOUNT_STATUS.values), count: z.number().int() }),
  ),
  awaitingActivation: z.object({
    count: z.number().int(),
    /** Pending sign-ups whose e-mail is not confirmed yet (cannot be activated). */
    unconfirmed: z.number().int(),
    items: z.array(staffUserRow),
  }),
  recentAudit: z.array(auditEntry),
  /** Public registrations per week (weeks start Monday, Singapore time), oldest first. */
  registrationsPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  /** v2 (issue #28): workers (part-timers) by status, every status, in the status machine's order. */
  workersByStatus: z.array(z.object({ status: z.enum(WORKER_STATUS.values), count: z.number().int() })),
  /** v2: this week's (Monday-Sunday, Singapore) roster shifts per day: places taken against headcount. */
  shiftsFilled: z.object({
    from: z.string(),
    to: z.string(),
    days: z.array(
      z.object({
        date: z.string(),
        shifts: z.number().int(),
        headcount: z.number().int(),
        places: z.number().int(),
        short: z.number().int(),
        fillRateBasisPoints: z.number().int().nullable(),
      }),
    ),
  }),
  /** v2: this month's pay, bill amount and margin: the monthly report's totals, to the cent. */
  payThisMonth: z.object({
    month: z.string(),
    shifts: z.number().int(),
    payCents: z.number().int(),
    billCents: z.number().int(),
    marginCents: z.number().int(),
    marginBasisPoints: z.number().int().nullable(),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

// ---------------------------------------------------------------- profile

/** Largest avatar image accepted, in bytes. */
export const AVATAR_MAX_BYTES = 1_048_576;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
