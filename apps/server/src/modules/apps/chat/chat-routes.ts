import type { FastifyInstance } from 'fastify';
import { chatEndpoints } from '@wf/shared/contracts/apps/chat/endpoints';
import { routes } from '../../../http/route.ts';
import * as chat from './chat-service.ts';

/** The quick team chat (docs/product/shell.md#quick-chat): every call is scoped to the signed-in user's own chats. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const uid = (req: { user: { id: string } }) => req.user.id;
  routes(app, chatEndpoints, {
    chats: (req) => chat.listChats(app.db, uid(req)),
    startChat: (req) => app.db.transaction((tx) => chat.startChat(tx, uid(req), req.body.contactId)),
    chat: (req) => chat.getChat(app.db, uid(req), req.query.id),
    contacts: (req) => chat.listContacts(app.db, uid(req)),
    sendMessage: (req) => app.db.transaction((tx) => chat.sendMessage(tx, uid(req), req.body.chatId, req.body.value)),
    read: (req) => chat.markChatRead(app.db, uid(req), req.body.id),
  });
}
