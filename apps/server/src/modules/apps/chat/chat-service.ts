import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { ChatDetail, ChatMessage, ChatSummary } from '@wf/shared/contracts/apps/chat/chat';
import type { DbOrTx } from '../../../db/client.ts';
import { chatMessages, chats, messages, users } from '../../../db/schema/index.ts';
import { chatLink } from '@wf/shared/contracts/shell/links';
import { textAsHtml } from '../../notifications/index.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import * as clock from '@wf/shared/domain/clock';

/**
 * Quick team chat between staff. Each side of a conversation owns a chat row (owner, contact);
 * sending stores the message in the sender's chat (isMine) and in the contact's chat (not mine,
 * unread + 1). Every lookup is scoped to the owner: another user's chat id is not found.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The template's wording, kept verbatim (docs/product/shell.md#quick-chat). */
export const chatNotFound = (id: string) => notFound(`Could not found chat with id of ${id}!`);

const summaryCols = {
  id: chats.id,
  contactId: chats.contactId,
  unreadCount: chats.unreadCount,
  lastMessage: chats.lastMessage,
  lastMessageAt: chats.lastMessageAt,
  contactName: users.name,
  contactAvatar: users.avatar,
  contactStatus: users.presence,
};
type SummaryRow = {
  id: string;
  contactId: string;
  unreadCount: number;
  lastMessage: string | null;
  lastMessageAt: Date | null;
  contactName: string;
  contactAvatar: string | null;
  contactStatus: ChatSummary['contact']['status'];
};
const toSummary = (r: SummaryRow): ChatSummary => ({
  id: r.id,
  contactId: r.contactId,
  contact: { id: r.contactId, name: r.contactName, avatar: r.contactAvatar, status: r.contactStatus },
  unreadCount: r.unreadCount,
  lastMessage: r.lastMessage,
  lastMessageAt: r.lastMessageAt?.toISOString() ?? null,
});
const msgCols = {
  id: chatMessages.id,
  chatId: chatMessages.chatId,
  value: chatMessages.value,
  isMine: chatMessages.isMine,
  createdAt: chatMessages.createdAt,
};
const toMessage = (m: {
  id: string;
  chatId: string;
  value: string;
  isMine: boolean;
  createdAt: Date;
}): ChatMessage => ({
  ...m,
  createdAt: m.createdAt.toISOString(),
});

export async function listChats(db: DbOrTx, ownerId: string): Promise<ChatSummary[]> {
  const rows = await db
    .select(summaryCols)
    .from(chats)
    .innerJoin(users, eq(users.id, chats.contactId))
    .where(eq(chats.ownerId, ownerId))
    .orderBy(sql`${chats.lastMessageAt} desc nulls last`, asc(users.name));
  return rows.map(toSummary);
}

async function summary(db: DbOrTx, ownerId: string, id: string): Promise<ChatSummary | null> {
  if (!UUID.test(id)) return null;
  const rows = await db
    .select(summaryCols)
    .from(chats)
    .innerJoin(users, eq(users.id, chats.contactId))
    .where(and(eq(chats.id, id), eq(chats.ownerId, ownerId)));
  return rows[0] ? toSummary(rows[0]) : null;
}

export async function getChat(db: DbOrTx, ownerId: string, id: string): Promise<ChatDetail> {
  const s = await summary(db, ownerId, id);
  if (!s) throw chatNotFound(id);
  const msgs = await db
    .select(msgCols)
    .from(chatMessages)
    .where(eq(chatMessages.chatId, s.id))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return { ...s, messages: msgs.map(toMessage) };
}

/** The chat row (owner, contact), created when missing. */
async function ensureChat(db: DbOrTx, ownerId: string, contactId: string): Promise<string> {
  await db.insert(chats).values({ ownerId, contactId }).onConflictDoNothing();
  const rows = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.ownerId, ownerId), eq(chats.contactId, contactId)));
  return rows[0]!.id;
}

/** Active staff the user can chat with (everyone but themself). */
export async function listContacts(db: DbOrTx, ownerId: string) {
  return db
    .select({ id: users.id, name: users.name, avatar: users.avatar, status: users.presence })
    .from(users)
    .where(and(eq(users.accountStatus, 'active'), ne(users.id, ownerId)))
    .orderBy(asc(users.name));
}

export async function startChat(db: DbOrTx, ownerId: string, contactId: string): Promise<ChatDetail> {
  if (contactId === ownerId) throw badRequest('You cannot chat with yourself', { contactId: 'validation.invalid' });
  const contact = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, contactId), eq(users.accountStatus, 'active')));
  if (!contact[0]) throw notFound('Contact not found');
  const id = await ensureChat(db, ownerId, contactId);
  return getChat(db, ownerId, id);
}

export async function sendMessage(db: DbOrTx, ownerId: string, chatId: string, value: string): Promise<ChatMessage> {
  const own = await db
    .select({ id: chats.id, contactId: chats.contactId })
    .from(chats)
    .where(and(eq(chats.id, chatId), eq(chats.ownerId, ownerId)));
  if (!own[0]) throw chatNotFound(chatId);
  const now = clock.now();
  const preview = value.length > 120 ? `${value.slice(0, 117)}...` : value;
  const mine = await db.insert(chatMessages).values({ chatId, isMine: true, value, createdAt: now }).returning(msgCols);
  await db.update(chats).set({ lastMessage: preview, lastMessageAt: now }).where(eq(chats.id, chatId));
  // The contact's side of the conversation.
  const theirs = await ensureChat(db, own[0].contactId, ownerId);
  await db.insert(chatMessages).values({ chatId: theirs, isMine: false, value, createdAt: now });
  await db
    .update(chats)
    .set({ lastMessage: preview, lastMessageAt: now, unreadCount: sql`${chats.unreadCount} + 1` })
    .where(eq(chats.id, theirs));
  await leaveToolbarMessage(db, own[0].contactId, ownerId, preview, now);
  return toMessage(mine[0]!);
}

/**
 * The toolbar's messages panel holds what colleagues wrote (issue 13, item 11): one entry per
 * sender, its text the latest chat message, unread again with each new one; it opens the chat.
 */
async function leaveToolbarMessage(db: DbOrTx, recipientId: string, senderId: string, preview: string, at: Date) {
  const sender = await db.select({ name: users.name }).from(users).where(eq(users.id, senderId));
  const link = chatLink(senderId);
  const text = {
    title: textAsHtml(sender[0]?.name ?? ''),
    description: textAsHtml(preview),
    time: at,
    read: false,
    seen: false,
  };
  const updated = await db
    .update(messages)
    .set(text)
    .where(and(eq(messages.userId, recipientId), eq(messages.link, link)))
    .returning({ id: messages.id });
  if (updated.length === 0)
    await db.insert(messages).values({ userId: recipientId, icon: 'mail', link, useRouter: true, ...text });
}

export async function markChatRead(db: DbOrTx, ownerId: string, id: string): Promise<ChatSummary> {
  const rows = await db
    .update(chats)
    .set({ unreadCount: 0 })
    .where(and(eq(chats.id, id), eq(chats.ownerId, ownerId)))
    .returning({ id: chats.id });
  if (!rows[0]) throw chatNotFound(id);
  return (await summary(db, ownerId, id))!;
}
