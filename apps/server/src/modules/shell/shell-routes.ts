import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { navigationForRole } from '@wf/shared/contracts/shell/navigation';
import { navigationReply } from '@wf/shared/contracts/shell/navigation-schema';
import {
  createMessageBody,
  createNotificationBody,
  idQuery,
  inboxItem,
  inboxList,
  toggleReadBody,
  updateMessageBody,
  updateNotificationBody,
} from '@wf/shared/contracts/shell/inbox';
import { createShortcutBody, shortcut, shortcutList, updateShortcutBody } from '@wf/shared/contracts/shell/shortcuts';
import { searchBody, searchReply } from '@wf/shared/contracts/shell/search';
import { shellSettings, updateSettingsBody } from '@wf/shared/contracts/shell/settings';
import {
  chatDetail,
  chatIdQuery,
  chatList,
  chatMessage,
  chatContact,
  chatSummary,
  readChatBody,
  sendChatMessageBody,
  startChatBody,
} from '@wf/shared/contracts/shell/chat';
import * as inbox from './inbox-service.ts';
import * as shortcuts from './shortcut-service.ts';
import * as chat from './chat-service.ts';
import { search } from './search-service.ts';
import { getSettings, updateSettings } from './settings-service.ts';

const done = z.literal(true);

/**
 * The staff shell's calls (spec section 7, "Shared shell calls"). All per signed-in user; no
 * route lets one user see or change another user's rows.
 */
export async function shellRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uid = (req: { user: { id: string } | null }) => req.user!.id;

  r.get('/api/common/navigation', { schema: { tags: ['shell'], response: { 200: navigationReply } } }, async (req) =>
    navigationForRole(req.user!.role),
  );

  // Messages and notifications: the same six calls on two tables.
  for (const kind of ['message', 'notification'] as const) {
    const base = kind === 'message' ? '/api/common/messages' : '/api/common/notifications';
    const tags = [kind === 'message' ? 'messages' : 'notifications'];
    const createBody = kind === 'message' ? createMessageBody : createNotificationBody;
    const updateBody = kind === 'message' ? updateMessageBody : updateNotificationBody;

    r.get(base, { schema: { tags, response: { 200: inboxList } } }, (req) => inbox.listInbox(app.db, kind, uid(req)));
    r.post(base, { schema: { tags, body: createBody, response: { 200: inboxItem } } }, (req) => {
      const body = req.body as { message?: z.infer<typeof createMessageBody>['message']; notification?: z.infer<typeof createNotificationBody>['notification'] };
      return inbox.createInbox(app.db, kind, uid(req), (body.message ?? body.notification)!);
    });
    r.patch(base, { schema: { tags, body: updateBody, response: { 200: inboxItem } } }, (req) => {
      const body = req.body as { id: string; message?: object; notification?: object };
      return inbox.updateInbox(app.db, kind, uid(req), body.id, (body.message ?? body.notification)!);
    });
    r.delete(base, { schema: { tags, querystring: idQuery, response: { 200: done } } }, (req) =>
      inbox.deleteInbox(app.db, kind, uid(req), req.query.id),
    );
    r.get(`${base}/mark-all-as-read`, { schema: { tags, response: { 200: inboxList } } }, (req) =>
      inbox.markAllRead(app.db, kind, uid(req)),
    );
    r.post(`${base}/toggle-read-status`, { schema: { tags, body: toggleReadBody, response: { 200: inboxItem } } }, (req) =>
      inbox.toggleRead(app.db, kind, uid(req), req.body.id),
    );
  }

  const stags = ['shortcuts'];
  r.get('/api/common/shortcuts', { schema: { tags: stags, response: { 200: shortcutList } } }, (req) =>
    shortcuts.listShortcuts(app.db, uid(req)),
  );
  r.post('/api/common/shortcuts', { schema: { tags: stags, body: createShortcutBody, response: { 200: shortcut } } }, (req) =>
    shortcuts.createShortcut(app.db, uid(req), req.body.shortcut),
  );
  r.patch('/api/common/shortcuts', { schema: { tags: stags, body: updateShortcutBody, response: { 200: shortcut } } }, (req) =>
    shortcuts.updateShortcut(app.db, uid(req), req.body.id, req.body.shortcut),
  );
  r.delete('/api/common/shortcuts', { schema: { tags: stags, querystring: idQuery, response: { 200: done } } }, (req) =>
    shortcuts.deleteShortcut(app.db, uid(req), req.query.id),
  );

  r.post('/api/common/search', { schema: { tags: ['shell'], body: searchBody, response: { 200: searchReply } } }, (req) =>
    search(app.db, req.user!, req.body.query),
  );

  r.get('/api/common/settings', { schema: { tags: ['shell'], response: { 200: shellSettings } } }, (req) =>
    getSettings(app.db, uid(req)),
  );
  r.patch('/api/common/settings', { schema: { tags: ['shell'], body: updateSettingsBody, response: { 200: shellSettings } } }, (req) =>
    updateSettings(app.db, uid(req), req.body.settings),
  );

  const ctags = ['chat'];
  r.get('/api/apps/chat/chats', { schema: { tags: ctags, response: { 200: chatList } } }, (req) => chat.listChats(app.db, uid(req)));
  r.post('/api/apps/chat/chats', { schema: { tags: ctags, body: startChatBody, response: { 200: chatDetail } } }, (req) =>
    app.db.transaction((tx) => chat.startChat(tx, uid(req), req.body.contactId)),
  );
  r.get('/api/apps/chat/chat', { schema: { tags: ctags, querystring: chatIdQuery, response: { 200: chatDetail } } }, (req) =>
    chat.getChat(app.db, uid(req), req.query.id),
  );
  r.get('/api/apps/chat/contacts', { schema: { tags: ctags, response: { 200: z.array(chatContact) } } }, (req) =>
    chat.listContacts(app.db, uid(req)),
  );
  r.post('/api/apps/chat/message', { schema: { tags: ctags, body: sendChatMessageBody, response: { 200: chatMessage } } }, (req) =>
    app.db.transaction((tx) => chat.sendMessage(tx, uid(req), req.body.chatId, req.body.value)),
  );
  r.post('/api/apps/chat/read', { schema: { tags: ctags, body: readChatBody, response: { 200: chatSummary } } }, (req) =>
    chat.markChatRead(app.db, uid(req), req.body.id),
  );
}
