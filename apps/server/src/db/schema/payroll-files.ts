import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The business's payment settings (issue #30, decision 021): one row. The paying bank, the debit
 * account and its name as the bank has it, the bank's company ID, GIRO or FAST, the purpose code:
 * what a bank's bulk-payment layout needs in its header. Finance and admin only (never public,
 * unlike the business profile).
 */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: integer('id').primaryKey().default(1),
    payingBank: text('paying_bank'),
    debitAccount: text('debit_account').notNull().default(''),
    originatorName: text('originator_name').notNull().default(''),
    companyId: text('company_id').notNull().default(''),
    processingMode: text('processing_mode').notNull().default('B'),
    purposeCode: text('purpose_code').notNull().default('SALA'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_settings_one_row_ck', sql`${t.id} = 1`),
    check('payment_settings_mode_ck', sql`${t.processingMode} in ('B', 'I')`),
  ],
);
