import { desc, sql } from 'drizzle-orm';
import { mailPage } from '@wf/shared/domain/apps/mail-pagination';
import type { SystemMailList } from '@wf/shared/contracts/apps/mailbox/mailbox';
import type { DbOrTx } from '../../../db/client.ts';
import { outbox } from '../../../db/schema/index.ts';

/**
 * A one-time link's token (a password reset, an invitation, a roster confirmation) hidden: whoever
 * reads the System view must not be able to follow another person's link. Any run of 20 or more
 * token characters is replaced.
 */
export const hideTokens = (text: string): string => text.replace(/[A-Za-z0-9_\-.~%]{20,}/g, '[hidden]');

/** Every e-mail the system queued (the outbox of modules/mail), newest first, 10 per page, with its delivery state. */
export async function listSystemMail(db: DbOrTx, page: number): Promise<SystemMailList> {
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(outbox)) as [{ total: number }];
  const p = mailPage(total, page);
  if (p.beyond) return { mails: null, pagination: p.pagination };
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).offset(p.offset).limit(p.limit);
  return {
    mails: rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: hideTokens(r.text),
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
    pagination: p.pagination,
  };
}
