import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { clients } from './clients.ts';
import { certificateTypes } from './certificates.ts';
import { BILLING_MODE, PROJECT_STATUS } from '@wf/shared/enums/records';
import { enumCheck, enumText } from '../enum-column.ts';
import { timestamps } from '../timestamps.ts';

/** Project codes PRJ-0001, PRJ-0002, ... */
export const projectCodeSeq = pgSequence('project_code_seq', { startWith: 1 });

/** A client's projects, with their positions (docs/product/sections.md#projects). */
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
    status: enumText('status', PROJECT_STATUS).notNull().default('draft'),
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    budgetCents: bigint('budget_cents', { mode: 'number' }),
    /** How its shifts are billed (BillingMode, issue #28 item 1): the pay multipliers, or 1x every minute. */
    billingMode: enumText('billing_mode', BILLING_MODE).notNull().default('multipliers'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('projects_code_uq').on(t.code),
    index('projects_client_idx').on(t.clientId),
    index('projects_status_idx').on(t.status, t.startDate),
    check('projects_dates_ck', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check('projects_budget_ck', sql`${t.budgetCents} is null or ${t.budgetCents} >= 0`),
    enumCheck(t.status, PROJECT_STATUS),
    enumCheck(t.billingMode, BILLING_MODE),
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
