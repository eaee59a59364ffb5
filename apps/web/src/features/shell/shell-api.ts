import type { QueryClient } from '@tanstack/react-query';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { inboxEndpoints, shellEndpoints as e } from '@wf/shared/contracts/shell/endpoints';
import type { ShellSettings } from '@wf/shared/contracts/shell/settings';
import type { ShortcutInput } from '@wf/shared/contracts/shell/shortcuts';
import type { PresenceStatus } from '@wf/shared/roles';
import { call } from '../../lib/call.ts';

/** Query keys and fetchers of the shell's data (docs/product/shell.md#shell-calls). */
export const shellQueries = {
  navigation: { queryKey: ['shell', 'navigation'], queryFn: () => call(e.navigation) },
  messages: { queryKey: ['shell', 'messages'], queryFn: () => call(inboxEndpoints.message.list) },
  notifications: { queryKey: ['shell', 'notifications'], queryFn: () => call(inboxEndpoints.notification.list) },
  shortcuts: { queryKey: ['shell', 'shortcuts'], queryFn: () => call(e.shortcuts) },
  user: { queryKey: ['user'], queryFn: () => call(commonEndpoints.user) },
  settings: { queryKey: ['shell', 'settings'], queryFn: () => call(e.settings) },
} as const;

/** The toolbar's panels: messages (inbox icon) and notifications (bell icon). */
export type InboxKind = 'messages' | 'notifications';
const inbox = (kind: InboxKind) => (kind === 'messages' ? inboxEndpoints.message : inboxEndpoints.notification);

/** The shell's changes. */
export const shellApi = {
  updateSettings: (settings: Partial<ShellSettings>) => call(e.updateSettings, { body: { settings } }),
  setPresence: (status: PresenceStatus) => call(commonEndpoints.updateUser, { body: { user: { status } } }),
  search: (query: string) => call(e.search, { body: { query } }),
  saveShortcut: (id: string | null, shortcut: ShortcutInput) =>
    id ? call(e.updateShortcut, { body: { id, shortcut } }) : call(e.createShortcut, { body: { shortcut } }),
  removeShortcut: (id: string) => call(e.removeShortcut, { query: { id } }),
  toggleRead: (kind: InboxKind, id: string) => call(inbox(kind).toggleRead, { body: { id } }),
  removeInboxItem: (kind: InboxKind, id: string) => call(inbox(kind).remove, { query: { id } }),
  markAllRead: (kind: InboxKind) => call(inbox(kind).markAllRead),
};

/**
 * Initial data: navigation, messages, notifications, chats and shortcuts load together (plus the
 * user and their shell settings) before a main-layout route shows; the chat list is the quick chat's
 * (features/apps/chat), which main-layout.tsx loads beside these, so that this file, which the shell
 * context and pages outside the layout import, does not pull the chat's components in.
 */
export async function loadInitialData(client: QueryClient): Promise<null> {
  await Promise.all(Object.values(shellQueries).map((q) => client.ensureQueryData(q as never)));
  return null;
}
