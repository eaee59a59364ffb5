import { z } from 'zod';
import { PRESENCE } from '../../../enums/accounts.ts';

/** Quick team chat between staff users (docs/product/shell.md#quick-chat). */
export const chatContact = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(PRESENCE.values),
});
export const chatMessage = z.object({
  id: z.string(),
  chatId: z.string(),
  value: z.string(),
  isMine: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatSummary = z.object({
  id: z.string(),
  contactId: z.string(),
  contact: chatContact,
  unreadCount: z.number().int(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
});
export type ChatSummary = z.infer<typeof chatSummary>;
export const chatList = z.array(chatSummary);

export const chatDetail = chatSummary.extend({ messages: z.array(chatMessage) });
export type ChatDetail = z.infer<typeof chatDetail>;

export const chatIdQuery = z.object({ id: z.string().max(100) });
export const startChatBody = z.object({ contactId: z.uuid() });
export const sendChatMessageBody = z.object({
  chatId: z.uuid(),
  value: z.string().trim().min(1, 'validation.required').max(4000),
});
export const readChatBody = z.object({ id: z.uuid() });
