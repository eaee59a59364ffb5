import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_STATUS, PRESENCE, ROLE } from '@wf/shared/enums/accounts';
import { enumCheck, enumText } from '../enum-column.ts';
import { createdAt } from '../timestamps.ts';

/** Staff accounts. E-mail is unique case-insensitively (stored lower-cased, indexed on lower()). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: enumText('role', ROLE),
    accountStatus: enumText('account_status', ACCOUNT_STATUS)
      .notNull()
      .default('pending'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    presence: enumText('presence', PRESENCE)
      .notNull()
      .default('online'),
    avatar: text('avatar'),
    tokenVersion: integer('token_version').notNull().default(0),
    mustChangePassword: integer('must_change_password').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    enumCheck(t.role, ROLE),
    enumCheck(t.accountStatus, ACCOUNT_STATUS),
    enumCheck(t.presence, PRESENCE),
  ],
);
