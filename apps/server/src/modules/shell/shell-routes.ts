import type { FastifyInstance } from 'fastify';
import { navigationForRole } from '@wf/shared/contracts/shell/navigation';
import { inboxEndpoints, shellEndpoints } from '@wf/shared/contracts/shell/endpoints';
import type { InboxInput } from '@wf/shared/contracts/shell/inbox';
import type { Actor } from '../../http/access.ts';
import { routes } from '../../http/route.ts';
import { loadModules } from '../registry.ts';
import * as inbox from './inbox-service.ts';
import * as shortcuts from './shortcut-service.ts';
import { search } from './search-service.ts';
import { staffMenu } from './staff-menu.ts';
import { getSettings, updateSettings } from './settings-service.ts';

/**
 * The staff shell's calls (docs/product/shell.md#shell-calls): the handlers of
 * `shellEndpoints` and `inboxEndpoints` (the quick chat is apps/chat). All per signed-in user; no route lets
 * one user see or change another user's rows.
 */
export async function shellRoutes(app: FastifyInstance): Promise<void> {
  const uid = (req: { user: Actor }) => req.user.id;
  // The product menu (docs/product/sections.md#staff-menu) with the sections' own entries (contracts/<name>/menu.ts), built at start-up.
  const menu = await staffMenu();
  // What each section registers for the global search (its module descriptor's `search`).
  const searchable = (await loadModules()).flatMap((m) => (m.search ? [m.search] : []));

  routes(app, shellEndpoints, {
    navigation: async (req) => navigationForRole(req.user.role, menu),
    search: (req) => search(app.db, req.user, req.body.query, menu, searchable),
    settings: (req) => getSettings(app.db, uid(req)),
    updateSettings: (req) => updateSettings(app.db, uid(req), req.body.settings),
    shortcuts: (req) => shortcuts.listShortcuts(app.db, uid(req)),
    createShortcut: (req) => shortcuts.createShortcut(app.db, uid(req), req.body.shortcut),
    updateShortcut: (req) => shortcuts.updateShortcut(app.db, uid(req), req.body.id, req.body.shortcut),
    removeShortcut: (req) => shortcuts.deleteShortcut(app.db, uid(req), req.query.id),
  });

  // Messages and notifications: the same six calls on two tables; the body names its kind.
  for (const kind of ['message', 'notification'] as const) {
    const item = (body: object) => (body as Partial<Record<typeof kind, InboxInput>>)[kind]!;
    routes(app, inboxEndpoints[kind], {
      list: (req) => inbox.listInbox(app.db, kind, uid(req)),
      create: (req) => inbox.createInbox(app.db, kind, uid(req), item(req.body)),
      update: (req) => inbox.updateInbox(app.db, kind, uid(req), req.body.id, item(req.body)),
      remove: (req) => inbox.deleteInbox(app.db, kind, uid(req), req.query.id),
      markAllRead: (req) => inbox.markAllRead(app.db, kind, uid(req)),
      toggleRead: (req) => inbox.toggleRead(app.db, kind, uid(req), req.body.id),
    });
  }
}
