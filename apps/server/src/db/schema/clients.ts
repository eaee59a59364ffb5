import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { workers } from './workers.ts';
import { CLIENT_STATUS } from '@wf/shared/enums/records';
import { enumCheck, enumText } from '../enum-column.ts';
import { timestamps } from '../timestamps.ts';

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
    status: enumText('status', CLIENT_STATUS)
      .notNull()
      .default('active'),
    notes: text('notes'),
    /** Where statements are mailed when no contact receives them (docs/decisions/030-billing-statements.md). */
    billingEmail: text('billing_email'),
    /** Goes up by one at every save of the client form: a save over someone else's answers 409. */
    version: integer('version').notNull().default(1),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('clients_uen_uq').on(t.uen),
    index('clients_name_idx').on(sql`lower(${t.name})`),
    check('clients_terms_ck', sql`${t.paymentTermsDays} between 0 and 365`),
    enumCheck(t.status, CLIENT_STATUS),
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
    /** The contact billing statements are mailed to: at most one per client. */
    receivesStatements: boolean('receives_statements').notNull().default(false),
  },
  (t) => [
    index('client_contacts_client_idx').on(t.clientId, t.sort),
    uniqueIndex('client_contacts_statements_uq').on(t.clientId).where(sql`${t.receivesStatements}`),
  ],
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
