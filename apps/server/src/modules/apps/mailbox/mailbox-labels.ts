import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { uniqueLabelSlug } from '@wf/shared/domain/apps/label-slug';
import {
  MAIL_FILTERS,
  MAIL_FOLDERS,
  type MailLabel,
  type MailSettings,
} from '@wf/shared/contracts/apps/mailbox/mailbox';
import * as clock from '@wf/shared/domain/clock';
import type { DbOrTx } from '../../../db/client.ts';
import { mailboxCopies, mailboxLabels, mailboxSettings } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../http/errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** The labels every mailbox starts with (slugs and colours: docs/product/template-apps.md#mailbox). */
export const DEFAULT_LABELS: ReadonlyArray<Pick<MailLabel, 'title' | 'slug' | 'color'>> = [
  { title: 'Personal', slug: 'personal', color: 'blue' },
  { title: 'Work', slug: 'work', color: 'indigo' },
  { title: 'Payments', slug: 'payments', color: 'red' },
  { title: 'Invoices', slug: 'invoices', color: 'teal' },
  { title: 'Accounts', slug: 'accounts', color: 'purple' },
  { title: 'Forums', slug: 'forums', color: 'green' },
];

/** Makes the user's mailbox on first use: the settings row and the default labels. */
export async function ensureMailbox(db: DbOrTx, userId: string): Promise<void> {
  const made = await db.insert(mailboxSettings).values({ userId }).onConflictDoNothing().returning();
  const at = clock.nowMs();
  // One millisecond apart: the list keeps the documented order (docs/product/template-apps.md#mailbox).
  if (made.length) await db.insert(mailboxLabels).values(DEFAULT_LABELS.map((l, i) => ({ ...l, ownerId: userId, createdAt: new Date(at + i) })));
}

export async function getSettings(db: DbOrTx, userId: string): Promise<MailSettings> {
  await ensureMailbox(db, userId);
  const rows = await db.select({ messageLayout: mailboxSettings.messageLayout }).from(mailboxSettings).where(eq(mailboxSettings.userId, userId));
  return rows[0]!;
}

export async function updateSettings(db: DbOrTx, userId: string, settings: Partial<MailSettings>): Promise<MailSettings> {
  await ensureMailbox(db, userId);
  if (settings.messageLayout) await db.update(mailboxSettings).set(settings).where(eq(mailboxSettings.userId, userId));
  return getSettings(db, userId);
}

const FOLDER_META = {
  inbox: { title: 'Inbox', icon: 'heroicons_outline:inbox' },
  sent: { title: 'Sent', icon: 'heroicons_outline:paper-airplane' },
  drafts: { title: 'Drafts', icon: 'heroicons_outline:document' },
  spam: { title: 'Spam', icon: 'heroicons_outline:exclamation-triangle' },
  trash: { title: 'Trash', icon: 'heroicons_outline:trash' },
} as const;

/**
 * The folders with their counts (docs/product/template-apps.md#mailbox): sent and trash 0, drafts and spam every mail in
 * them, the others (inbox) the unread ones.
 */
export async function listFolders(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      folder: mailboxCopies.folder,
      all: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${mailboxCopies.unread}))::int`,
    })
    .from(mailboxCopies)
    .where(eq(mailboxCopies.ownerId, userId))
    .groupBy(mailboxCopies.folder);
  const by = new Map(rows.map((r) => [r.folder, r]));
  return MAIL_FOLDERS.map((slug) => {
    const r = by.get(slug);
    const count = slug === 'sent' || slug === 'trash' ? 0 : slug === 'drafts' || slug === 'spam' ? (r?.all ?? 0) : (r?.unread ?? 0);
    return { id: slug, slug, ...FOLDER_META[slug], count };
  });
}

export const listFilters = () =>
  MAIL_FILTERS.map((slug) => ({
    id: slug,
    slug,
    title: slug === 'starred' ? 'Starred' : 'Important',
    icon: slug === 'starred' ? 'heroicons_outline:star' : 'heroicons_outline:exclamation-circle',
  }));

const labelCols = { id: mailboxLabels.id, title: mailboxLabels.title, slug: mailboxLabels.slug, color: mailboxLabels.color };
type LabelRow = { id: string; title: string; slug: string; color: string };
const toLabel = (r: LabelRow) => r as MailLabel;

export async function listLabels(db: DbOrTx, userId: string): Promise<MailLabel[]> {
  await ensureMailbox(db, userId);
  const rows = await db.select(labelCols).from(mailboxLabels).where(eq(mailboxLabels.ownerId, userId)).orderBy(asc(mailboxLabels.createdAt), asc(mailboxLabels.title));
  return rows.map(toLabel);
}

async function ownLabel(db: DbOrTx, userId: string, id: string): Promise<LabelRow> {
  const rows = isUuid(id)
    ? await db.select(labelCols).from(mailboxLabels).where(and(eq(mailboxLabels.id, id), eq(mailboxLabels.ownerId, userId)))
    : [];
  if (!rows[0]) throw notFound('No such label');
  return rows[0];
}

async function takenSlugs(db: DbOrTx, userId: string, except?: string): Promise<string[]> {
  const rows = await db
    .select({ slug: mailboxLabels.slug })
    .from(mailboxLabels)
    .where(and(eq(mailboxLabels.ownerId, userId), except ? ne(mailboxLabels.id, except) : undefined));
  return rows.map((r) => r.slug);
}

export async function createLabel(db: DbOrTx, userId: string, label: { title: string; color: string }): Promise<MailLabel> {
  await ensureMailbox(db, userId);
  const slug = uniqueLabelSlug(label.title, await takenSlugs(db, userId));
  const rows = await db.insert(mailboxLabels).values({ ownerId: userId, title: label.title, slug, color: label.color, createdAt: clock.now() }).returning(labelCols);
  return toLabel(rows[0]!);
}

/** Merges the changes; a new title gets its slug again (the label's own slug not counted as taken). */
export async function updateLabel(db: DbOrTx, userId: string, id: string, label: { title?: string; color?: string }): Promise<MailLabel> {
  const before = await ownLabel(db, userId, id);
  const slug = label.title === undefined ? before.slug : uniqueLabelSlug(label.title, await takenSlugs(db, userId, id));
  const rows = await db
    .update(mailboxLabels)
    .set({ title: label.title ?? before.title, color: label.color ?? before.color, slug })
    .where(eq(mailboxLabels.id, id))
    .returning(labelCols);
  return toLabel(rows[0]!);
}

/** Deletes the label and strips it from every one of the user's mails (docs/product/template-apps.md#mailbox). */
export async function removeLabel(db: DbOrTx, userId: string, id: string): Promise<true> {
  await ownLabel(db, userId, id);
  await db
    .update(mailboxCopies)
    .set({ labelIds: sql`array_remove(${mailboxCopies.labelIds}, ${id}::uuid)` })
    .where(and(eq(mailboxCopies.ownerId, userId), sql`${id}::uuid = any(${mailboxCopies.labelIds})`));
  await db.delete(mailboxLabels).where(eq(mailboxLabels.id, id));
  return true;
}

/** The user's label with this slug, or 404. */
export async function labelBySlug(db: DbOrTx, userId: string, slug: string): Promise<string> {
  const rows = await db.select({ id: mailboxLabels.id }).from(mailboxLabels).where(and(eq(mailboxLabels.ownerId, userId), eq(mailboxLabels.slug, slug)));
  if (!rows[0]) throw notFound('No such label');
  return rows[0].id;
}

/** Refuses label ids that are not the user's own. */
export async function ownLabelIds(db: DbOrTx, userId: string, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: mailboxLabels.id })
    .from(mailboxLabels)
    .where(and(eq(mailboxLabels.ownerId, userId), inArray(mailboxLabels.id, unique)));
  if (rows.length !== unique.length) throw badRequest('Unknown label', { labels: 'validation.invalid' });
  return unique;
}
