import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { OUTBOX_STATUS } from '@wf/shared/enums/apps';
import { enumCheck, enumText } from '../enum-column.ts';
import { createdAt } from '../timestamps.ts';

/** Every e-mail goes through here first, in the transaction that caused it. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the mail (a billing statement's PDF): name, type and content in base64. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; contentBase64: string }[]>(),
    status: enumText('status', OUTBOX_STATUS)
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_status_idx').on(t.status, t.createdAt), enumCheck(t.status, OUTBOX_STATUS)],
);
