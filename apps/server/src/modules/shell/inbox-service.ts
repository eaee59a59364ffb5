import { and, desc, eq } from 'drizzle-orm';
import type { InboxInput, InboxItem } from '@wf/shared/contracts/shell/inbox';
import type { DbOrTx } from '../../db/client.ts';
import { messages, notifications } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

/**
 * Messages and notifications share one shape and one set of calls; the service works on either
 * table. Every query is scoped to the signed-in user, so another user's id is simply not found.
 */
export type InboxKind = 'message' | 'notification';

// The two tables have the same columns (notifications has one more, dedupe_key, nullable), so
// one table type serves both for the columns used here.
const tableOf = (kind: InboxKind) => (kind === 'message' ? messages : (notifications as unknown as typeof messages));

const notFoundItem = (kind: InboxKind) => notFound(kind === 'message' ? 'Message not found' : 'Notification not found');

function columns(kind: InboxKind) {
  const t = tableOf(kind);
  return {
    id: t.id,
    icon: t.icon,
    image: t.image,
    title: t.title,
    description: t.description,
    time: t.time,
    read: t.read,
    seen: t.seen,
    link: t.link,
    useRouter: t.useRouter,
  };
}

type Row = { [K in keyof InboxItem]: K extends 'time' ? Date : InboxItem[K] };
const toItem = (r: Row): InboxItem => ({ ...r, time: r.time.toISOString() });

export async function listInbox(db: DbOrTx, kind: InboxKind, userId: string): Promise<InboxItem[]> {
  const t = tableOf(kind);
  const rows = await db.select(columns(kind)).from(t).where(eq(t.userId, userId)).orderBy(desc(t.time), desc(t.id));
  return rows.map(toItem);
}

export async function createInbox(db: DbOrTx, kind: InboxKind, userId: string, input: InboxInput): Promise<InboxItem> {
  const t = tableOf(kind);
  const rows = await db
    .insert(t)
    .values({
      userId,
      title: input.title,
      description: input.description ?? null,
      icon: input.icon ?? null,
      image: input.image ?? null,
      link: input.link ?? null,
      useRouter: input.useRouter ?? true,
      read: input.read ?? false,
      ...(input.time ? { time: new Date(input.time) } : {}),
    })
    .returning(columns(kind));
  return toItem(rows[0]!);
}

export async function updateInbox(
  db: DbOrTx,
  kind: InboxKind,
  userId: string,
  id: string,
  patch: Partial<InboxInput> & { seen?: boolean },
): Promise<InboxItem> {
  const t = tableOf(kind);
  const { time, ...rest } = patch;
  const set = { ...rest, ...(time ? { time: new Date(time) } : {}) };
  if (Object.keys(set).length === 0) {
    const rows = await db.select(columns(kind)).from(t).where(and(eq(t.id, id), eq(t.userId, userId)));
    if (!rows[0]) throw notFoundItem(kind);
    return toItem(rows[0]);
  }
  const rows = await db.update(t).set(set).where(and(eq(t.id, id), eq(t.userId, userId))).returning(columns(kind));
  if (!rows[0]) throw notFoundItem(kind);
  return toItem(rows[0]);
}

export async function deleteInbox(db: DbOrTx, kind: InboxKind, userId: string, id: string): Promise<true> {
  const t = tableOf(kind);
  const rows = await db.delete(t).where(and(eq(t.id, id), eq(t.userId, userId))).returning({ id: t.id });
  if (!rows[0]) throw notFoundItem(kind);
  return true;
}

/** Mark-all sets read and seen true (docs/product/shell.md#messages-and-notifications). Answers the updated list. */
export async function markAllRead(db: DbOrTx, kind: InboxKind, userId: string): Promise<InboxItem[]> {
  const t = tableOf(kind);
  await db.update(t).set({ read: true, seen: true }).where(eq(t.userId, userId));
  return listInbox(db, kind, userId);
}

export async function toggleRead(db: DbOrTx, kind: InboxKind, userId: string, id: string): Promise<InboxItem> {
  const t = tableOf(kind);
  const rows = await db.select({ read: t.read }).from(t).where(and(eq(t.id, id), eq(t.userId, userId)));
  if (!rows[0]) throw notFoundItem(kind);
  return updateInbox(db, kind, userId, id, { read: !rows[0].read, seen: true });
}
