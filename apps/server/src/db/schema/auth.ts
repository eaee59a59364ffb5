import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TOKEN_PURPOSE } from '@wf/shared/enums/accounts';
import { enumCheck, enumText } from '../enum-column.ts';
import { users } from './users.ts';
import { createdAt } from '../timestamps.ts';

/** Single-use links (password reset, e-mail confirmation, invitation). Only a hash is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: enumText('purpose', TOKEN_PURPOSE).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_uq').on(t.tokenHash), enumCheck(t.purpose, TOKEN_PURPOSE)],
);

/** Fixed-window counters for rate limits, shared by every API instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
