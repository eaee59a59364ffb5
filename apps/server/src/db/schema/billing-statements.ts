import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StatementLine } from '@wf/shared/domain/reports/billing-statement';
import { BILLING_STATEMENT_STATUS } from '@wf/shared/enums/records';
import { enumCheck, enumText } from '../enum-column.ts';
import { clients } from './clients.ts';
import { users } from './users.ts';

/** The parties as printed on the statement: frozen when it is prepared. */
export interface StatementParty {
  name: string;
  uen: string;
  address: string;
}

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * A client billing statement (issue #28, item 5; decision 030): one client's month of bill amounts
 * by project, position and day kind. Prepared as a draft by one person, issued by another; issued
 * figures never change. Numbered at issue (no gaps from discarded drafts). At most one draft and one
 * issued statement per client and month: a re-issue's draft replaces the issued one, which becomes
 * cancelled in the transaction that issues the new one.
 */
export const billingStatements = pgTable(
  'billing_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number'),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    /** YYYY-MM. */
    month: text('month').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    status: enumText('status', BILLING_STATEMENT_STATUS).notNull().default('draft'),
    lines: jsonb('lines').$type<StatementLine[]>().notNull(),
    subtotalCents: money('subtotal_cents'),
    /** null when the business was not GST-registered when it was prepared. */
    gstBasisPoints: integer('gst_basis_points'),
    gstCents: money('gst_cents'),
    totalCents: money('total_cents'),
    paymentTermsDays: integer('payment_terms_days').notNull(),
    issuer: jsonb('issuer').$type<StatementParty>().notNull(),
    client: jsonb('client').$type<StatementParty>().notNull(),
    replacesId: uuid('replaces_id'),
    preparedBy: uuid('prepared_by').references(() => users.id, { onDelete: 'set null' }),
    preparedAt: timestamp('prepared_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issueDate: date('issue_date'),
    dueDate: date('due_date'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('billing_statements_number_uq').on(t.number),
    uniqueIndex('billing_statements_one_draft_uq')
      .on(t.clientId, t.month)
      .where(sql`${t.status} = 'draft'`),
    uniqueIndex('billing_statements_one_issued_uq')
      .on(t.clientId, t.month)
      .where(sql`${t.status} = 'issued'`),
    index('billing_statements_client_month_idx').on(t.clientId, t.month),
    check('billing_statements_month_ck', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('billing_statements_number_ck', sql`(${t.status} = 'draft') = (${t.number} is null)`),
    enumCheck(t.status, BILLING_STATEMENT_STATUS),
  ],
);
