import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { mailPage } from '@wf/shared/domain/apps/mail-pagination';
import type { Mail, MailList, MailListQuery } from '@wf/shared/contracts/apps/mailbox/mailbox';
import { mailboxEndpoints } from '@wf/shared/contracts/apps/mailbox/endpoints';
import type { DbOrTx } from '../../../db/client.ts';
import { mailboxAttachments, mailboxCopies, mailboxMessages, users } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/errors.ts';
import { isUuid, labelBySlug } from './mailbox-labels.ts';

const copyCols = {
  id: mailboxCopies.id,
  folder: mailboxCopies.folder,
  unread: mailboxCopies.unread,
  starred: mailboxCopies.starred,
  important: mailboxCopies.important,
  labelIds: mailboxCopies.labelIds,
  date: mailboxCopies.date,
  messageId: mailboxMessages.id,
  senderId: mailboxMessages.senderId,
  toIds: mailboxMessages.toIds,
  ccIds: mailboxMessages.ccIds,
  bccIds: mailboxMessages.bccIds,
  subject: mailboxMessages.subject,
  content: mailboxMessages.content,
  sentAt: mailboxMessages.sentAt,
};
type CopyRow = {
  id: string;
  folder: Mail['folder'];
  unread: boolean;
  starred: boolean;
  important: boolean;
  labelIds: string[];
  date: Date;
  messageId: string;
  senderId: string;
  toIds: string[];
  ccIds: string[];
  bccIds: string[];
  subject: string;
  content: string;
  sentAt: Date | null;
};

export const attachmentUrl = (id: string, inline = false) =>
  `${mailboxEndpoints.attachment.path}?id=${id}${inline ? '&inline=1' : ''}`;

/** Mails as the API answers them: sender and recipients as "Name <email>", attachments with their routes. */
async function toMails(db: DbOrTx, userId: string, rows: CopyRow[]): Promise<Mail[]> {
  if (rows.length === 0) return [];
  const people = [...new Set(rows.flatMap((r) => [r.senderId, ...r.toIds, ...r.ccIds, ...r.bccIds]))];
  const found = await db.select({ id: users.id, name: users.name, email: users.email, avatar: users.avatar }).from(users).where(inArray(users.id, people));
  const byId = new Map(found.map((u) => [u.id, u]));
  const contact = (id: string) => {
    const u = byId.get(id);
    return u ? `${u.name} <${u.email}>` : 'Former user';
  };
  const files = await db
    .select({ id: mailboxAttachments.id, messageId: mailboxAttachments.messageId, name: mailboxAttachments.name, mime: mailboxAttachments.mime, size: mailboxAttachments.size })
    .from(mailboxAttachments)
    .where(inArray(mailboxAttachments.messageId, [...new Set(rows.map((r) => r.messageId))]))
    .orderBy(mailboxAttachments.createdAt);
  return rows.map((r) => {
    const mine = r.senderId === userId;
    const bcc = mine ? r.bccIds : [];
    return {
      id: r.id,
      type: 'mail' as const,
      from: { id: r.senderId, avatar: byId.get(r.senderId)?.avatar ?? null, contact: contact(r.senderId) },
      to: r.toIds.map(contact),
      cc: r.ccIds.map(contact),
      bcc: bcc.map(contact),
      ccCount: r.ccIds.length,
      bccCount: bcc.length,
      date: r.date.toISOString(),
      subject: r.subject,
      content: r.content,
      attachments: files
        .filter((f) => f.messageId === r.messageId)
        .map((f) => ({
          id: f.id,
          type: f.mime,
          name: f.name,
          size: f.size,
          preview: f.mime.startsWith('image/') ? attachmentUrl(f.id, true) : null,
          downloadUrl: attachmentUrl(f.id),
        })),
      starred: r.starred,
      important: r.important,
      unread: r.unread,
      folder: r.folder,
      labels: r.labelIds,
      draft: r.sentAt === null && mine ? { to: r.toIds, cc: r.ccIds, bcc: r.bccIds } : null,
    };
  });
}

const copies = (db: DbOrTx) => db.select(copyCols).from(mailboxCopies).innerJoin(mailboxMessages, eq(mailboxMessages.id, mailboxCopies.messageId));

/** The user's own copy (any other id: 404), as its row. */
export async function ownCopy(db: DbOrTx, userId: string, id: string): Promise<CopyRow> {
  const rows = isUuid(id) ? await copies(db).where(and(eq(mailboxCopies.id, id), eq(mailboxCopies.ownerId, userId))) : [];
  if (!rows[0]) throw notFound('No such mail');
  return rows[0];
}

export async function getMail(db: DbOrTx, userId: string, id: string): Promise<Mail> {
  return (await toMails(db, userId, [await ownCopy(db, userId, id)]))[0]!;
}

/** The mails of a folder, filter or label (a slug), newest first, 10 per page (docs/product/template-apps.md#mailbox). */
export async function listMails(db: DbOrTx, userId: string, q: MailListQuery): Promise<MailList> {
  let which: SQL;
  if (q.folder) which = eq(mailboxCopies.folder, q.folder);
  else if (q.filter) which = eq(q.filter === 'starred' ? mailboxCopies.starred : mailboxCopies.important, true);
  else which = sql`${await labelBySlug(db, userId, q.label!)}::uuid = any(${mailboxCopies.labelIds})`;
  const where = and(eq(mailboxCopies.ownerId, userId), which);
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(mailboxCopies).where(where)) as [{ total: number }];
  const page = mailPage(total, q.page);
  if (page.beyond) return { mails: null, pagination: page.pagination };
  const rows = await copies(db).where(where).orderBy(desc(mailboxCopies.date), desc(mailboxMessages.createdAt), desc(mailboxCopies.id)).offset(page.offset).limit(page.limit);
  return { mails: await toMails(db, userId, rows), pagination: page.pagination };
}
