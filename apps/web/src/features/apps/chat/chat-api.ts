import type { QueryClient } from '@tanstack/react-query';
import type { ChatDetail, ChatMessage } from '@wf/shared/contracts/apps/chat/chat';
import { chatEndpoints as chat } from '@wf/shared/contracts/apps/chat/endpoints';
import { call } from '../../../lib/call.ts';

/**
 * The quick chat's query keys and fetchers. The keys stay under 'shell': the chat list loads with
 * the shell's initial data (the loader of features/shell/main-layout.tsx).
 */
export const chatQueries = {
  chats: { queryKey: ['shell', 'chats'], queryFn: () => call(chat.chats) },
  chat: (id: string | null) => ({
    queryKey: ['shell', 'chat', id],
    queryFn: () => call(chat.chat, { query: { id: id! } }),
    enabled: !!id,
  }),
} as const;

/** The quick chat's changes. */
export const chatApi = {
  markRead: (id: string) => call(chat.read, { body: { id } }),
  start: (contactId: string) => call(chat.startChat, { body: { contactId } }),
  send: (chatId: string, value: string) => call(chat.sendMessage, { body: { chatId, value } }),
};

/** After a message is sent: appended to its open conversation, the chat list fetched again. */
export function messageSent(client: QueryClient, chatId: string | null, message: ChatMessage): void {
  client.setQueryData<ChatDetail>(chatQueries.chat(chatId).queryKey, (d) =>
    d ? { ...d, messages: [...d.messages, message] } : d,
  );
  void client.invalidateQueries({ queryKey: chatQueries.chats.queryKey });
}
