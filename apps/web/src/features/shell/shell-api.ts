import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@wf/shared/contracts/common/user';
import type { Navigation } from '@wf/shared/contracts/shell/navigation';
import type { InboxItem } from '@wf/shared/contracts/shell/inbox';
import type { Shortcut } from '@wf/shared/contracts/shell/shortcuts';
import type { ChatSummary } from '@wf/shared/contracts/shell/chat';
import type { ShellSettings } from '@wf/shared/contracts/shell/settings';
import { api } from '../../lib/api.ts';

/** Query keys and fetchers of the shell's data (spec section 7, "Shared shell calls"). */
export const shellQueries = {
  navigation: { queryKey: ['shell', 'navigation'], queryFn: () => api<Navigation>('/api/common/navigation') },
  messages: { queryKey: ['shell', 'messages'], queryFn: () => api<InboxItem[]>('/api/common/messages') },
  notifications: { queryKey: ['shell', 'notifications'], queryFn: () => api<InboxItem[]>('/api/common/notifications') },
  chats: { queryKey: ['shell', 'chats'], queryFn: () => api<ChatSummary[]>('/api/apps/chat/chats') },
  shortcuts: { queryKey: ['shell', 'shortcuts'], queryFn: () => api<Shortcut[]>('/api/common/shortcuts') },
  user: { queryKey: ['user'], queryFn: () => api<CurrentUser>('/api/common/user') },
  settings: { queryKey: ['shell', 'settings'], queryFn: () => api<ShellSettings>('/api/common/settings') },
} as const;

/**
 * Initial data: navigation, messages, notifications, chats and shortcuts load together (plus the
 * user and their shell settings) before a main-layout route shows.
 */
export async function loadInitialData(client: QueryClient): Promise<null> {
  await Promise.all(Object.values(shellQueries).map((q) => client.ensureQueryData(q as never)));
  return null;
}
