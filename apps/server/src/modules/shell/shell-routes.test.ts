import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@wf/shared/roles';
import { flattenLinks } from '@wf/shared/contracts/shell/navigation';
import { inboxEndpoints, shellEndpoints } from '@wf/shared/contracts/shell/endpoints';
import { chatEndpoints } from '@wf/shared/contracts/apps/chat/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import type { inboxInput, inboxPatch } from '@wf/shared/contracts/shell/inbox';
import type { z } from 'zod';
import { databaseNow } from '../../test/clock.ts';
import { createTestContext, dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { seedShellDemo } from './shell-seed.ts';

const ctx = useTestContext();

const { call } = ctx;

const links = (items: unknown) => flattenLinks(items as Parameters<typeof flattenLinks>[0]).map((l) => l.link);

describe(`shell API (${dbLabel})`, () => {
  it('every shell route refuses a caller without a token', async () => {
    for (const endpoint of [
      shellEndpoints.navigation,
      inboxEndpoints.message.list,
      inboxEndpoints.notification.list,
      shellEndpoints.shortcuts,
      shellEndpoints.settings,
      chatEndpoints.chats,
    ]) {
      const res = await call(null, endpoint);
      expect(res.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
    }
    expect((await call(null, shellEndpoints.search, { body: { query: 'ab' } })).statusCode, 'search').toBe(401);
    expect((await call(null, chatEndpoints.chat, { query: { id: 'x' } })).statusCode, 'chat').toBe(401);
  });

  describe('navigation by role (spec section 6)', () => {
    // Every role's reply as it was served before the sections declared their own menu entries
    // (docs/decisions/014-section-menu-entries.md): the same bytes, all four variants.
    it.each(ROLES)('%s: the served menu is byte for byte the recorded one', async (role) => {
      const res = await call(role, shellEndpoints.navigation);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(readFileSync(new URL(`./fixtures/navigation-${role}.json`, import.meta.url), 'utf8'));
    });

    it('admin gets the full menu with all four variants', async () => {
      const res = await call('admin', shellEndpoints.navigation);
      expect(res.statusCode).toBe(200);
      const nav = res.answer();
      expect(Object.keys(nav).sort()).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
      const l = links(nav.default);
      for (const must of [
        '/admin-management/admin-dashboard',
        '/admin-management/list',
        '/finance-management/finance-dashboard',
        '/project-management/list',
        '/settings/public-holidays-management/list',
        '/part-timer-management/rejected',
        '/report-management/working-hours-report',
      ])
        expect(l).toContain(must);
      expect(links(nav.compact)).toEqual(links(nav.default));
      expect(links(nav.horizontal)).toEqual(links(nav.default));
    });

    it('manager: no admin management, no dashboard, no finance', async () => {
      const nav = (await call('manager', shellEndpoints.navigation)).answer();
      const l = links(nav.default);
      expect(l.some((x) => x.startsWith('/admin-management'))).toBe(false);
      expect(l.some((x) => x.startsWith('/finance-management'))).toBe(false);
      expect(l).toContain('/project-management/list');
      expect(l).toContain('/employee-management/list');
      expect(l).toContain('/data-migration/roster-migration');
      // The admin dashboard (docs/product/sections.md#dashboards) is not the manager's: its Dashboards group holds only the
      // project dashboard (issue #33, a template link).
      const dashboards = nav.default.find((i) => i.id === 'dashboards');
      expect(links(dashboards ? [dashboards] : [])).toEqual(['/dashboards/project']);
      expect(l).not.toContain('/admin-management/admin-dashboard');
    });

    // Beside the product menu (docs/product/roles.md#menus), every role has the template apps (issue 33, item 7: the "Apps" group).
    const TEMPLATE_APP = (link: string) => link.startsWith('/apps/');

    it('hr: HR dashboard, employees, part-timers, data migration, settings only (and the template apps)', async () => {
      const nav = (await call('hr', shellEndpoints.navigation)).answer();
      expect(links(nav.default)).toContain('/apps/tasks');
      const sections = new Set(
        links(nav.default)
          .filter((x) => !TEMPLATE_APP(x))
          .map((x) => x.split('/')[1]),
      );
      expect([...sections].sort()).toEqual([
        'data-migration',
        'employee-management',
        'example',
        'part-timer-management',
        'settings',
      ]);
      expect(links(nav.default)).toContain('/employee-management/hr-dashboard');
      expect(links(nav.default)).toEqual(expect.arrayContaining(['/apps/mailbox', '/apps/notes']));
    });

    it('finance: exactly the four finance entries (and the template apps)', async () => {
      const nav = (await call('finance', shellEndpoints.navigation)).answer();
      expect(links(nav.default)).toContain('/apps/tasks');
      expect([...new Set(links(nav.default).filter((x) => !TEMPLATE_APP(x)))].sort()).toEqual([
        '/example',
        '/finance-management/finance-dashboard',
        '/finance-management/finance-report-list',
        '/finance-management/finance-shift-payment-adjustment',
        '/finance-management/part-timer-list',
      ]);
    });

    it.each(ROLES)('%s: the "Apps" group holds the file manager and the help center', async (role) => {
      const nav = (await call(role, shellEndpoints.navigation)).answer();
      const apps = links(nav.default.find((g) => g.id === 'apps')?.children ?? []);
      expect(apps).toEqual(expect.arrayContaining(['/apps/file-manager', '/apps/help-center']));
      // Every /apps/ link sits in the Apps group (beside the guide, /example).
      expect(links(nav.default).filter((l) => l.startsWith('/apps/'))).toEqual(apps.filter((l) => l.startsWith('/apps/')));
    });
  });

  /** Each kind's create and update, typed by its endpoints (the body names the kind). */
  type Item = z.input<typeof inboxInput>;
  type Patch = z.input<typeof inboxPatch>;
  const inbox = {
    message: {
      create: (who: Role, message: Item) => call(who, inboxEndpoints.message.create, { body: { message } }),
      update: (who: Role, id: string, message: Patch) =>
        call(who, inboxEndpoints.message.update, { body: { id, message } }),
    },
    notification: {
      create: (who: Role, notification: Item) =>
        call(who, inboxEndpoints.notification.create, { body: { notification } }),
      update: (who: Role, id: string, notification: Patch) =>
        call(who, inboxEndpoints.notification.update, { body: { id, notification } }),
    },
  };

  for (const [kind, base] of [
    ['message', '/api/common/messages'],
    ['notification', '/api/common/notifications'],
  ] as const) {
    describe(`${kind}s`, () => {
      const e = inboxEndpoints[kind];
      const { create, update } = inbox[kind];
      it('create, list, update, toggle, mark all as read, delete', async () => {
        const created = await create('hr', {
          title: '<b>Hello</b>',
          description: 'x',
          link: '/settings/public-holidays-management/list',
        });
        expect(created.statusCode).toBe(200);
        const item = created.answer();
        expect(item).toMatchObject({ title: '<b>Hello</b>', read: false, useRouter: true });
        // Stamped by the database's clock (the column's default), which a set test clock does not move.
        expect(new Date(item.time).getTime()).toBeGreaterThan((await databaseNow(ctx.database.db)) - 60_000);

        const list = (await call('hr', e.list)).answer();
        expect(list.map((m) => m.id)).toContain(item.id);

        const upd = await update('hr', item.id, { title: 'Changed' });
        expect(upd.statusCode).toBe(200);
        expect(upd.answer().title).toBe('Changed');

        const t1 = await call('hr', e.toggleRead, { body: { id: item.id } });
        expect(t1.answer().read).toBe(true);
        const t2 = await call('hr', e.toggleRead, { body: { id: item.id } });
        expect(t2.answer().read).toBe(false);

        await create('hr', { title: 'Second' });
        const all = await call('hr', e.markAllRead);
        expect(all.statusCode).toBe(200);
        expect(all.answer().length).toBeGreaterThanOrEqual(2);
        expect(all.answer().every((m) => m.read && m.seen)).toBe(true);

        const del = await call('hr', e.remove, { query: { id: item.id } });
        expect(del.statusCode).toBe(200);
        expect(del.answer()).toBe(true);
        expect((await call('hr', e.remove, { query: { id: item.id } })).statusCode).toBe(404);
      });

      it("another user's items are never visible or changeable", async () => {
        const mine = (await create('admin', { title: 'Admin only' })).answer();
        const hrList = (await call('hr', e.list)).answer();
        expect(hrList.map((m) => m.id)).not.toContain(mine.id);
        expect((await update('hr', mine.id, { title: 'hack' })).statusCode).toBe(404);
        expect((await call('hr', e.toggleRead, { body: { id: mine.id } })).statusCode).toBe(404);
        expect((await call('hr', e.remove, { query: { id: mine.id } })).statusCode).toBe(404);
        await call('hr', e.markAllRead);
        const still = (await call('admin', e.list)).answer().find((m) => m.id === mine.id);
        expect(still).toMatchObject({ title: 'Admin only', read: false });
      });

      it('bad bodies are 400', async () => {
        expect((await call('hr', 'POST', base, { [kind]: {} })).statusCode).toBe(400);
        expect((await create('hr', { title: 'x', link: 'javascript:alert(1)' })).statusCode).toBe(400);
        expect((await create('hr', { title: 'x', link: '//evil.example' })).statusCode).toBe(400);
        expect((await call('hr', 'POST', base, { wrong: { title: 'x' } })).statusCode).toBe(400);
        expect((await update('hr', 'not-a-uuid', { title: 'x' })).statusCode).toBe(400);
        expect((await call('hr', e.remove, { query: { id: 'nope' } })).statusCode).toBe(400);
        expect((await call('hr', 'POST', `${base}/toggle-read-status`, {})).statusCode).toBe(400);
      });
    });
  }

  describe('shortcuts', () => {
    it('CRUD for the owner; label, icon, link and useRouter required', async () => {
      const body = { label: 'Projects', icon: 'project', link: '/project-management/list', useRouter: true };
      for (const missing of ['label', 'icon', 'link', 'useRouter']) {
        const partial = Object.fromEntries(Object.entries(body).filter(([k]) => k !== missing));
        const res = await call('manager', 'POST', '/api/common/shortcuts', { shortcut: partial });
        expect(res.statusCode, missing).toBe(400);
        expect(Object.keys(res.json().error.fields ?? {}).join(), missing).toContain(missing);
      }
      const created = await call('manager', shellEndpoints.createShortcut, {
        body: { shortcut: { ...body, description: 'All projects' } },
      });
      expect(created.statusCode).toBe(200);
      const s = created.answer();
      expect(s).toMatchObject({ ...body, description: 'All projects' });
      const upd = await call('manager', shellEndpoints.updateShortcut, { body: { id: s.id, shortcut: { label: 'P' } } });
      expect(upd.answer()).toMatchObject({ id: s.id, label: 'P', icon: 'project' });
      expect((await call('manager', shellEndpoints.shortcuts)).answer().map((x) => x.id)).toContain(
        s.id,
      );
      // another user
      expect(
        (await call('finance', shellEndpoints.shortcuts)).answer().map((x) => x.id),
      ).not.toContain(s.id);
      expect(
        (await call('finance', shellEndpoints.updateShortcut, { body: { id: s.id, shortcut: { label: 'x' } } })).statusCode,
      ).toBe(404);
      expect((await call('finance', shellEndpoints.removeShortcut, { query: { id: s.id } })).statusCode).toBe(404);
      // empty label on update is refused
      expect(
        (await call('manager', shellEndpoints.updateShortcut, { body: { id: s.id, shortcut: { label: '' } } })).statusCode,
      ).toBe(400);
      expect((await call('manager', shellEndpoints.removeShortcut, { query: { id: s.id } })).answer()).toBe(true);
      expect(
        (await call('manager', shellEndpoints.shortcuts)).answer().map((x) => x.id),
      ).not.toContain(s.id);
    });
  });

  describe('search', () => {
    it('needs at least 2 characters', async () => {
      expect((await call('admin', shellEndpoints.search, { body: { query: 'a' } })).statusCode).toBe(400);
      expect((await call('admin', shellEndpoints.search, { body: { query: ' a ' } })).statusCode).toBe(400);
      expect((await call('admin', 'POST', '/api/common/search', {})).statusCode).toBe(400);
    });

    it('pages come from the navigation the role may see', async () => {
      const admin = (await call('admin', shellEndpoints.search, { body: { query: 'finance' } })).answer();
      const pages = admin.find((g) => g.id === 'pages');
      expect(pages!.results.map((r) => r.link)).toContain('/finance-management/finance-dashboard');
      const hr = (await call('hr', shellEndpoints.search, { body: { query: 'finance' } })).answer();
      expect(hr.find((g) => g.id === 'pages')).toBeUndefined();
    });

    it('contacts are other active staff by name; wildcards are literal', async () => {
      const res = (await call('admin', shellEndpoints.search, { body: { query: 'hui' } })).answer();
      const contacts = res.find((g) => g.id === 'contacts');
      expect(contacts!.results.map((c) => ('name' in c ? c.name : null))).toEqual(['Hui Min Ong']);
      const self = (await call('admin', shellEndpoints.search, { body: { query: 'alicia' } })).answer();
      expect(self.find((g) => g.id === 'contacts')).toBeUndefined();
      expect((await call('admin', shellEndpoints.search, { body: { query: '%%' } })).answer()).toEqual([]);
    });
  });

  describe('settings', () => {
    it('start-up defaults, then remembered per user', async () => {
      expect((await call('finance', shellEndpoints.settings)).answer()).toEqual({
        layout: 'classy',
        scheme: 'light',
        theme: 'theme-default',
        language: 'en',
        navPosition: 'left',
      });
      const upd = await call('finance', shellEndpoints.updateSettings, {
        body: { settings: { layout: 'dense', scheme: 'dark' } },
      });
      expect(upd.answer()).toMatchObject({ layout: 'dense', scheme: 'dark', theme: 'theme-default' });
      expect((await call('finance', shellEndpoints.settings)).answer().layout).toBe('dense');
      expect((await call('manager', shellEndpoints.settings)).answer().layout).toBe('classy');
      expect(
        (await call('finance', 'PATCH', '/api/common/settings', { settings: { layout: 'nope' } })).statusCode,
      ).toBe(400);
      expect(
        (await call('finance', 'PATCH', '/api/common/settings', { settings: { theme: 'theme-x' } })).statusCode,
      ).toBe(400);
    });

    it('the navigation drawer side is remembered per user, left or right only', async () => {
      const upd = await call('hr', shellEndpoints.updateSettings, { body: { settings: { navPosition: 'right' } } });
      expect(upd.statusCode).toBe(200);
      // a partial update keeps the other settings
      expect(upd.answer()).toEqual({
        layout: 'classy',
        scheme: 'light',
        theme: 'theme-default',
        language: 'en',
        navPosition: 'right',
      });
      expect((await call('hr', shellEndpoints.settings)).answer().navPosition).toBe('right');
      expect((await call('admin', shellEndpoints.settings)).answer().navPosition).toBe('left');
      await call('hr', shellEndpoints.updateSettings, { body: { settings: { layout: 'thin' } } });
      expect((await call('hr', shellEndpoints.settings)).answer()).toMatchObject({
        layout: 'thin',
        navPosition: 'right',
      });
      expect((await call('hr', 'PATCH', '/api/common/settings', { settings: { navPosition: 'top' } })).statusCode).toBe(
        400,
      );
      expect((await call('hr', shellEndpoints.settings)).answer().navPosition).toBe('right');
      await call('hr', shellEndpoints.updateSettings, { body: { settings: { navPosition: 'left', layout: 'classy' } } });
    });
  });

  describe('quick chat', () => {
    it('unknown chat id answers the spec message', async () => {
      const res = await call('admin', chatEndpoints.chat, { query: { id: 'abc' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Could not found chat with id of abc!');
      const res2 = await call('admin', chatEndpoints.chat, { query: { id: '00000000-0000-4000-8000-000000000000' } });
      expect(res2.json().error.message).toBe('Could not found chat with id of 00000000-0000-4000-8000-000000000000!');
    });

    it('start, send (stored on both sides), read; never visible to a third user', async () => {
      const contacts = (await call('manager', chatEndpoints.contacts)).answer();
      const finance = contacts.find((c) => c.name === 'Farah Ismail');
      expect(contacts.map((c) => c.name)).not.toContain('Marcus Lim');
      const chat = (await call('manager', chatEndpoints.startChat, { body: { contactId: finance!.id } })).answer();
      expect(chat.contact.name).toBe('Farah Ismail');
      const sent = await call('manager', chatEndpoints.sendMessage, {
        body: { chatId: chat.id, value: 'Hello <b>Farah</b>' },
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.answer()).toMatchObject({ isMine: true, value: 'Hello <b>Farah</b>' });

      const mine = (await call('manager', chatEndpoints.chat, { query: { id: chat.id } })).answer();
      expect(mine.messages.map((m) => m.value)).toEqual(['Hello <b>Farah</b>']);

      const theirList = (await call('finance', chatEndpoints.chats)).answer();
      const theirs = theirList.find((c) => c.contact.name === 'Marcus Lim');
      expect(theirs).toMatchObject({ unreadCount: 1, lastMessage: 'Hello <b>Farah</b>' });
      const theirChat = (await call('finance', chatEndpoints.chat, { query: { id: theirs!.id } })).answer();
      expect(theirChat.messages[0]).toMatchObject({ isMine: false, value: 'Hello <b>Farah</b>' });
      expect((await call('finance', chatEndpoints.read, { body: { id: theirs!.id } })).answer().unreadCount).toBe(0);

      // hr sees neither side and cannot post into it
      const hrChats = (await call('hr', chatEndpoints.chats)).answer();
      expect(hrChats.map((c) => c.id)).not.toContain(chat.id);
      expect((await call('hr', chatEndpoints.chat, { query: { id: chat.id } })).statusCode).toBe(404);
      expect((await call('hr', chatEndpoints.sendMessage, { body: { chatId: chat.id, value: 'x' } })).statusCode).toBe(
        404,
      );
      expect((await call('hr', chatEndpoints.read, { body: { id: chat.id } })).statusCode).toBe(404);
    });

    it('bad bodies are 400', async () => {
      expect((await call('hr', chatEndpoints.sendMessage, { body: { chatId: 'x', value: 'hi' } })).statusCode).toBe(400);
      const chats = (await call('hr', chatEndpoints.chats)).answer();
      if (chats[0])
        expect(
          (await call('hr', chatEndpoints.sendMessage, { body: { chatId: chats[0].id, value: '  ' } })).statusCode,
        ).toBe(400);
      expect((await call('hr', chatEndpoints.startChat, { body: { contactId: 'nope' } })).statusCode).toBe(400);
      const me = (await call('hr', commonEndpoints.user)).answer();
      expect((await call('hr', chatEndpoints.startChat, { body: { contactId: me.id } })).statusCode).toBe(400);
    });
  });

  it('every role can call every shell route (signed-in access)', async () => {
    for (const role of ROLES) {
      for (const endpoint of [
        shellEndpoints.navigation,
        inboxEndpoints.message.list,
        inboxEndpoints.notification.list,
        shellEndpoints.shortcuts,
        chatEndpoints.chats,
        shellEndpoints.settings,
      ]) {
        expect((await call(role, endpoint)).statusCode, `${role} ${endpoint.path}`).toBe(200);
      }
      expect((await call(role, shellEndpoints.search, { body: { query: 'list' } })).statusCode).toBe(200);
    }
  });

  it('demo seed is idempotent and gives each demo user toolbar data', async () => {
    await seedShellDemo(ctx.database.db);
    await seedShellDemo(ctx.database.db);
    const counts = async (role: Role) => ({
      shortcuts: (await call(role, shellEndpoints.shortcuts)).answer().length,
      notifications: (await call(role, inboxEndpoints.notification.list)).answer().length,
    });
    const before = await counts('hr');
    await seedShellDemo(ctx.database.db);
    expect(await counts('hr')).toEqual(before);
    expect(before.shortcuts).toBeGreaterThan(0);
  });

  it('the demo seed leaves no template messages or notifications (issue 13, item 11)', async () => {
    const fresh = await createTestContext();
    try {
      await seedShellDemo(fresh.database.db);
      for (const role of ROLES) {
        expect((await fresh.call(role, inboxEndpoints.message.list)).answer(), role).toEqual([]);
        expect((await fresh.call(role, inboxEndpoints.notification.list)).answer(), role).toEqual([]);
        expect((await fresh.call(role, shellEndpoints.shortcuts)).answer().length, role).toBeGreaterThan(0);
      }
    } finally {
      await fresh.close();
    }
  });
});
