import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './platform.ts';
import { workers } from './workers.ts';
import { certificateTypes } from './certificates.ts';
import { BILLING_MODES } from '@wf/shared/domain/reports/report-figures';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Client companies the business places workers with (docs/product/sections.md#clients). */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Singapore UEN, stored upper-case. */
    uen: text('uen').notNull(),
    industry: text('industry'),
    /** The address search selection (formatted_address, postal_code, location_lat/lng, ...). */
    billingAddress: jsonb('billing_address'),
    billingFormattedAddress: text('billing_formatted_address'),
    billingPostalCode: text('billing_postal_code'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    notes: text('notes'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clients_uen_uq').on(t.uen),
    index('clients_name_idx').on(sql`lower(${t.name})`),
    check('clients_terms_ck', sql`${t.paymentTermsDays} between 0 and 365`),
  ],
);

export const clientContacts = pgTable(
  'client_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    title: text('title'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('client_contacts_client_idx').on(t.clientId, t.sort)],
);

/** Workers a client does not want sent to it. */
export const clientDoNotSend = pgTable(
  'client_do_not_send',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    addedOn: date('added_on').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_do_not_send_uq').on(t.clientId, t.workerId),
    index('client_do_not_send_worker_idx').on(t.workerId),
  ],
);

/** Project codes PRJ-0001, PRJ-0002, ... */
export const projectCodeSeq = pgSequence('project_code_seq', { startWith: 1 });

export const PROJECT_STATUS_VALUES = ['draft', 'active', 'on_hold', 'completed', 'cancelled'] as const;

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    startDate: date('start_date').notNull(),
    /** null = open-ended. */
    endDate: date('end_date'),
    status: text('status', { enum: PROJECT_STATUS_VALUES }).notNull().default('draft'),
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    budgetCents: bigint('budget_cents', { mode: 'number' }),
    /** How its shifts are billed (BillingMode, issue #28 item 1): the pay multipliers, or 1x every minute. */
    billingMode: text('billing_mode', { enum: BILLING_MODES }).notNull().default('multipliers'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('projects_code_uq').on(t.code),
    index('projects_client_idx').on(t.clientId),
    index('projects_status_idx').on(t.status, t.startDate),
    check('projects_dates_ck', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check('projects_budget_ck', sql`${t.budgetCents} is null or ${t.budgetCents} >= 0`),
  ],
);

export const projectPositions = pgTable(
  'project_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: text('position').notNull(),
    payRateCents: integer('pay_rate_cents').notNull(),
    billRateCents: integer('bill_rate_cents').notNull(),
    headcount: integer('headcount').notNull().default(1),
    requiredCertificateTypeId: uuid('required_certificate_type_id').references(() => certificateTypes.id, {
      onDelete: 'restrict',
    }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('project_positions_project_idx').on(t.projectId, t.sort),
    index('project_positions_cert_idx').on(t.requiredCertificateTypeId),
    check('project_positions_rates_ck', sql`${t.payRateCents} >= 0 and ${t.billRateCents} >= 0`),
    check('project_positions_headcount_ck', sql`${t.headcount} >= 1`),
  ],
);

export const projectLocations = pgTable(
  'project_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The address search selection as chosen. */
    address: jsonb('address').notNull(),
    formattedAddress: text('formatted_address').notNull(),
    postalCode: text('postal_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    geofenceRadiusM: integer('geofence_radius_m').notNull().default(200),
    siteContactName: text('site_contact_name'),
    siteContactPhone: text('site_contact_phone'),
    reportingInstructions: text('reporting_instructions'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('project_locations_project_idx').on(t.projectId),
    index('project_locations_postal_idx').on(t.postalCode),
    check('project_locations_radius_ck', sql`${t.geofenceRadiusM} between 10 and 5000`),
  ],
);
