import { z } from 'zod';
import { endpoint } from '../../api/endpoint.ts';
import {
  createMessageBody,
  createNotificationBody,
  idQuery,
  inboxItem,
  inboxList,
  toggleReadBody,
  updateMessageBody,
  updateNotificationBody,
} from './inbox.ts';
import { navigationReply } from './navigation-schema.ts';
import { searchBody, searchReply } from './search.ts';
import { shellSettings, updateSettingsBody } from './settings.ts';
import { createShortcutBody, shortcut, shortcutList, updateShortcutBody } from './shortcuts.ts';

/** A delete's answer. */
const done = z.literal(true);

/**
 * The staff shell's calls (docs/product/shell.md#shell-calls): any signed-in user, always on
 * their own rows.
 */
export const shellEndpoints = {
  navigation: endpoint({
    method: 'GET',
    path: '/api/common/navigation',
    access: 'signedIn',
    tags: ['shell'],
    response: navigationReply,
  }),
  search: endpoint({
    method: 'POST',
    path: '/api/common/search',
    access: 'signedIn',
    tags: ['shell'],
    body: searchBody,
    response: searchReply,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/common/settings',
    access: 'signedIn',
    tags: ['shell'],
    response: shellSettings,
  }),
  updateSettings: endpoint({
    method: 'PATCH',
    path: '/api/common/settings',
    access: 'signedIn',
    tags: ['shell'],
    body: updateSettingsBody,
    response: shellSettings,
  }),
  shortcuts: endpoint({
    method: 'GET',
    path: '/api/common/shortcuts',
    access: 'signedIn',
    tags: ['shortcuts'],
    response: shortcutList,
  }),
  createShortcut: endpoint({
    method: 'POST',
    path: '/api/common/shortcuts',
    access: 'signedIn',
    tags: ['shortcuts'],
    body: createShortcutBody,
    response: shortcut,
  }),
  updateShortcut: endpoint({
    method: 'PATCH',
    path: '/api/common/shortcuts',
    access: 'signedIn',
    tags: ['shortcuts'],
    body: updateShortcutBody,
    response: shortcut,
  }),
  removeShortcut: endpoint({
    method: 'DELETE',
    path: '/api/common/shortcuts',
    access: 'signedIn',
    tags: ['shortcuts'],
    query: idQuery,
    response: done,
  }),
};

/** Messages and notifications: the same six calls on two tables. */
function inboxGroup<const P extends string, C extends z.ZodType, U extends z.ZodType>(
  base: P,
  tag: string,
  createBody: C,
  updateBody: U,
) {
  const tags = [tag];
  return {
    list: endpoint({ method: 'GET', path: `/api/common/${base}`, access: 'signedIn', tags, response: inboxList }),
    create: endpoint({
      method: 'POST',
      path: `/api/common/${base}`,
      access: 'signedIn',
      tags,
      body: createBody,
      response: inboxItem,
    }),
    update: endpoint({
      method: 'PATCH',
      path: `/api/common/${base}`,
      access: 'signedIn',
      tags,
      body: updateBody,
      response: inboxItem,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `/api/common/${base}`,
      access: 'signedIn',
      tags,
      query: idQuery,
      response: done,
    }),
    markAllRead: endpoint({
      method: 'GET',
      path: `/api/common/${base}/mark-all-as-read`,
      access: 'signedIn',
      tags,
      response: inboxList,
    }),
    toggleRead: endpoint({
      method: 'POST',
      path: `/api/common/${base}/toggle-read-status`,
      access: 'signedIn',
      tags,
      body: toggleReadBody,
      response: inboxItem,
    }),
  };
}

export const inboxEndpoints = {
  message: inboxGroup('messages', 'messages', createMessageBody, updateMessageBody),
  notification: inboxGroup('notifications', 'notifications', createNotificationBody, updateNotificationBody),
};
