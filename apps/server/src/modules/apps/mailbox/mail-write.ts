import { createHash } from 'node:crypto';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import {
  MAIL_ATTACHMENT_MAX_BYTES,
  MAIL_ATTACHMENTS_MAX,
  type DraftFields,
  type Mail,
} from '@wf/shared/contracts/apps/mailbox/mailbox';
import { mailboxPages } from '@wf/shared/contracts/apps/mailbox/pages';
import * as clock from '@wf/shared/domain/clock';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { mailboxAttachments, mailboxCopies, mailboxMessages, users } from '../../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../../http/errors.ts';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import { readFileType } from '../../../http/file-content.ts';
import { safeFileName } from '../../../http/send-file.ts';
import { withStoredFiles, type FileRef, type FileStorage } from '../../../storage/file-storage.ts';
import { discardReplaced } from '../../../storage/references.ts';
import { notifyUsers } from '../../notifications/index.ts';
import { ensureMailbox, isUuid, ownLabelIds } from './mailbox-labels.ts';
import { getMail, ownCopy } from './mail-read.ts';

/** Staff the user can write to: every active staff user but themself. */
export async function listContacts(db: DbOrTx, userId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, avatar: users.avatar })
    .from(users)
    .where(and(eq(users.accountStatus, 'active'), ne(users.id, userId)))
    .orderBy(asc(users.name));
}

/** Refuses recipients that are not active staff (or the sender). */
async function checkRecipients(db: DbOrTx, userId: string, d: DraftFields): Promise<void> {
  for (const field of ['to', 'cc', 'bcc'] as const) {
    const ids = [...new Set(d[field])];
    if (ids.length === 0) continue;
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.accountStatus, 'active'), ne(users.id, userId)));
    if (found.length !== ids.length) throw badRequest('Write to active staff users only', { [field]: 'validation.invalid' });
  }
}

const dedupe = (ids: string[]) => [...new Set(ids)];
const messageValues = (d: DraftFields) => ({
  toIds: dedupe(d.to),
  ccIds: dedupe(d.cc),
  bccIds: dedupe(d.bcc),
  subject: d.subject,
  content: d.content,
});

export async function createDraft(db: DbOrTx, userId: string, d: DraftFields): Promise<Mail> {
  await ensureMailbox(db, userId);
  await checkRecipients(db, userId, d);
  const [m] = await db.insert(mailboxMessages).values({ senderId: userId, ...messageValues(d), createdAt: clock.now() }).returning({ id: mailboxMessages.id });
  const [c] = await db.insert(mailboxCopies).values({ ownerId: userId, messageId: m!.id, folder: 'drafts', date: clock.now() }).returning({ id: mailboxCopies.id });
  return getMail(db, userId, c!.id);
}

/** The user's own draft (a sent mail or another user's id: 404 or 409). */
async function ownDraft(db: DbOrTx, userId: string, id: string) {
  const copy = await ownCopy(db, userId, id);
  if (copy.senderId !== userId || copy.sentAt !== null) throw conflict('This mail has been sent; it is no longer a draft');
  return copy;
}

export async function updateDraft(db: DbOrTx, userId: string, id: string, d: DraftFields): Promise<Mail> {
  const copy = await ownDraft(db, userId, id);
  await checkRecipients(db, userId, d);
  await db.update(mailboxMessages).set(messageValues(d)).where(eq(mailboxMessages.id, copy.messageId));
  await db.update(mailboxCopies).set({ date: clock.now() }).where(eq(mailboxCopies.id, id));
  return getMail(db, userId, id);
}

/**
 * Sends a draft: the sender's copy moves to sent, each recipient (to, cc and bcc) gets their own
 * unread copy in their inbox and a notification.
 */
export async function sendDraft(db: DbOrTx, userId: string, id: string): Promise<Mail> {
  const copy = await ownDraft(db, userId, id);
  const recipients = dedupe([...copy.toIds, ...copy.ccIds, ...copy.bccIds]);
  if (recipients.length === 0) throw badRequest('Add at least one recipient', { to: 'validation.required' });
  await checkRecipients(db, userId, { to: copy.toIds, cc: copy.ccIds, bcc: copy.bccIds, subject: '', content: '' });
  const at = clock.now();
  await db.update(mailboxMessages).set({ sentAt: at }).where(eq(mailboxMessages.id, copy.messageId));
  await db.update(mailboxCopies).set({ folder: 'sent', date: at, unread: false }).where(eq(mailboxCopies.id, id));
  await db.insert(mailboxCopies).values(recipients.map((ownerId) => ({ ownerId, messageId: copy.messageId, folder: 'inbox' as const, unread: true, date: at })));
  const [sender] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  await notifyUsers(db, recipients, {
    title: `New mail from ${sender?.name ?? 'a colleague'}`,
    description: copy.subject || '(no subject)',
    icon: 'heroicons_outline:envelope',
    link: mailboxPages.mailbox,
  });
  return getMail(db, userId, id);
}

type MailPatch = Partial<Pick<Mail, 'unread' | 'starred' | 'important' | 'folder' | 'labels'>>;

/** Merges the changes into the user's copy (docs/product/template-apps.md#mailbox); a draft stays in drafts or trash, a sent mail leaves drafts alone. */
export async function updateMail(db: DbOrTx, userId: string, id: string, patch: MailPatch): Promise<Mail> {
  const copy = await ownCopy(db, userId, id);
  if (patch.folder && patch.folder !== copy.folder) {
    const isDraft = copy.sentAt === null;
    if (isDraft ? !['drafts', 'trash'].includes(patch.folder) : patch.folder === 'drafts')
      throw badRequest('A mail cannot move to that folder', { folder: 'validation.invalid' });
  }
  const labelIds = patch.labels === undefined ? undefined : await ownLabelIds(db, userId, patch.labels);
  const { labels: _labels, ...flags } = patch;
  if (Object.keys(flags).length || labelIds) await db.update(mailboxCopies).set({ ...flags, ...(labelIds ? { labelIds } : {}) }).where(eq(mailboxCopies.id, id));
  return getMail(db, userId, id);
}

/** Removes the user's copy for good (from trash, or a draft); the message goes with its last copy. */
export async function removeMail(db: Db, files: FileStorage, userId: string, id: string): Promise<true> {
  const refs = await db.transaction(async (tx) => {
    const copy = await ownCopy(tx, userId, id);
    if (copy.folder !== 'trash' && copy.folder !== 'drafts') throw conflict('Move the mail to the trash first');
    await tx.delete(mailboxCopies).where(eq(mailboxCopies.id, id));
    const [left] = await tx.select({ n: count() }).from(mailboxCopies).where(eq(mailboxCopies.messageId, copy.messageId));
    if (left!.n > 0) return [];
    const held = await tx.select({ data: mailboxAttachments.fileData, storageKey: mailboxAttachments.storageKey }).from(mailboxAttachments).where(eq(mailboxAttachments.messageId, copy.messageId));
    await tx.delete(mailboxMessages).where(eq(mailboxMessages.id, copy.messageId));
    return held;
  });
  await discardReplaced(db, files, refs);
  return true;
}

/** Adds a file to the user's draft: not empty, at most 10 MB, a PDF, PNG or JPEG by content. */
export async function addAttachment(db: Db, files: FileStorage, userId: string, mailId: string, data: Buffer | undefined, fileName?: string): Promise<Mail> {
  await ownDraft(db, userId, mailId);
  if (!data || data.length === 0) throw badRequest('Choose a file', { file: 'validation.required' });
  if (data.length > MAIL_ATTACHMENT_MAX_BYTES)
    throw new AppError(413, ERROR_CODES.payloadTooLarge, 'The file is larger than 10 MB', { file: 'validation.fileTooLarge' });
  const type = await readFileType(data);
  if (!type) throw badRequest('The file must be a PDF, PNG or JPEG', { file: 'validation.fileType' });
  const sha256 = createHash('sha256').update(data).digest('hex');
  return withStoredFiles(files, [{ bytes: data, contentType: type.mime }], ([ref]) =>
    db.transaction(async (tx) => {
      const copy = await ownDraft(tx, userId, mailId);
      const [n] = await tx.select({ n: count() }).from(mailboxAttachments).where(eq(mailboxAttachments.messageId, copy.messageId));
      if (n!.n >= MAIL_ATTACHMENTS_MAX) throw conflict(`At most ${MAIL_ATTACHMENTS_MAX} files on one mail`);
      await tx.insert(mailboxAttachments).values({
        messageId: copy.messageId,
        name: safeFileName(fileName, type.ext, 'attachment'),
        mime: type.mime,
        size: data.length,
        sha256,
        fileData: ref!.data,
        storageKey: ref!.storageKey,
        createdAt: clock.now(),
      });
      return getMail(tx, userId, mailId);
    }),
  );
}

export async function removeAttachment(db: Db, files: FileStorage, userId: string, mailId: string, attachmentId: string): Promise<Mail> {
  let held: FileRef[] = [];
  const mail = await db.transaction(async (tx) => {
    const copy = await ownDraft(tx, userId, mailId);
    held = await tx
      .delete(mailboxAttachments)
      .where(and(eq(mailboxAttachments.id, attachmentId), eq(mailboxAttachments.messageId, copy.messageId)))
      .returning({ data: mailboxAttachments.fileData, storageKey: mailboxAttachments.storageKey });
    if (held.length === 0) throw notFound('No such attachment');
    return getMail(tx, userId, mailId);
  });
  await discardReplaced(db, files, held);
  return mail;
}

/** An attachment's file, for the sender and the recipients of its mail only (anyone else: 404). */
export async function readAttachment(db: DbOrTx, files: FileStorage, userId: string, id: string) {
  const rows = isUuid(id)
    ? await db
        .select({ data: mailboxAttachments.fileData, storageKey: mailboxAttachments.storageKey, mime: mailboxAttachments.mime, name: mailboxAttachments.name })
        .from(mailboxAttachments)
        .innerJoin(mailboxCopies, and(eq(mailboxCopies.messageId, mailboxAttachments.messageId), eq(mailboxCopies.ownerId, userId)))
        .where(eq(mailboxAttachments.id, id))
    : [];
  const r = rows[0];
  if (!r) throw notFound('No such attachment');
  return { data: await files.get(r), mime: r.mime, name: r.name };
}
