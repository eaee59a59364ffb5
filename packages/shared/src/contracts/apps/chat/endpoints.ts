import { z } from 'zod';
import { endpoint } from '../../../api/endpoint.ts';
import {
  chatContact,
  chatDetail,
  chatIdQuery,
  chatList,
  chatMessage,
  chatSummary,
  readChatBody,
  sendChatMessageBody,
  startChatBody,
} from './chat.ts';

/** Quick chat (docs/product/shell.md#quick-chat): the signed-in user's chats with other staff. */
export const chatEndpoints = {
  chats: endpoint({
    method: 'GET',
    path: '/api/apps/chat/chats',
    access: 'signedIn',
    tags: ['chat'],
    response: chatList,
  }),
  startChat: endpoint({
    method: 'POST',
    path: '/api/apps/chat/chats',
    access: 'signedIn',
    tags: ['chat'],
    body: startChatBody,
    response: chatDetail,
  }),
  chat: endpoint({
    method: 'GET',
    path: '/api/apps/chat/chat',
    access: 'signedIn',
    tags: ['chat'],
    query: chatIdQuery,
    response: chatDetail,
  }),
  contacts: endpoint({
    method: 'GET',
    path: '/api/apps/chat/contacts',
    access: 'signedIn',
    tags: ['chat'],
    response: z.array(chatContact),
  }),
  sendMessage: endpoint({
    method: 'POST',
    path: '/api/apps/chat/message',
    access: 'signedIn',
    tags: ['chat'],
    body: sendChatMessageBody,
    response: chatMessage,
  }),
  read: endpoint({
    method: 'POST',
    path: '/api/apps/chat/read',
    access: 'signedIn',
    tags: ['chat'],
    body: readChatBody,
    response: chatSummary,
  }),
};
