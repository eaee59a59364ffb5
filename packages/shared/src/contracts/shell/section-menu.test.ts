import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROLE_SETS } from '../../role-sets.ts';
import { ROLES, type Role } from '../../roles.ts';
import { loadSectionMenus } from './load-section-menus.ts';
import { flattenLinks, menuForRole, menuLink, MENU, navigationForRole } from './navigation.ts';
import { buildMenu, defineMenu, menuTitleKeys, type SectionMenu } from './section-menu.ts';

const found = await loadSectionMenus();
const SECTIONS = found.map((s) => s.menu);
const STAFF_MENU = buildMenu(SECTIONS);

/** Who sees a link in the menu built from these sections. */
const seenBy = (menu: ReturnType<typeof buildMenu>, link: string): Role[] =>
  ROLES.filter((r) => flattenLinks(menuForRole(r, menu)).some((l) => l.link === link));

describe('the sections declare their own menu entries (contracts/<name>/menu.ts)', () => {
  it("every role's four variants are what they were before the entries moved to the sections", () => {
    // Recorded from the one central definition before the change; compared as text, so the order
    // of items and of their keys counts too.
    const before = JSON.parse(
      readFileSync(new URL('./fixtures/navigation-by-role.json', import.meta.url), 'utf8'),
    ) as Record<Role, unknown>;
    for (const role of ROLES)
      expect([role, JSON.stringify(navigationForRole(role, STAFF_MENU))]).toEqual([role, JSON.stringify(before[role])]);
  });

  it("the spec's menu holds no entry a section declares", () => {
    const skeleton = flattenLinks(menuForRole('admin', MENU)).map((l) => l.link);
    const own = SECTIONS.flatMap((s) => s.entries.flatMap((e) => flattenLinks([e.item])));
    // The template apps' links (contracts/apps/<app>/menu.ts) aside: the Apps group is theirs.
    expect(own.map((l) => l.link).filter((l) => !l.startsWith('/apps/'))).toEqual([
      '/admin-management/audit-log',
      '/example',
      '/admin-management/business',
      '/dashboards/project',
    ]);
    for (const l of own) expect(skeleton).not.toContain(l.link);
  });

  it("a new section's entries show up for its roles only, where it says", () => {
    const fake = defineMenu({
      titles: 'timesheets',
      entries: [
        {
          under: 'management',
          roles: ROLE_SETS.finance,
          order: 1.5, // after the menu's second collapsable (Project Management)
          item: {
            id: 'timesheet-management',
            type: 'collapsable',
            title: 'Timesheet Management',
            icon: 'report',
            children: [
              menuLink('timesheet-management.list', 'Timesheet List', '/timesheet-management/list'),
              menuLink('timesheet-management.close', 'Close Month', '/timesheet-management/close', undefined, {
                roles: ROLE_SETS.admin,
              }),
            ],
          },
        },
        // Into the menu's Settings, after Public Holidays.
        {
          under: 'settings',
          roles: ROLE_SETS.people,
          item: menuLink('settings.timesheet-rules', 'Timesheet Rules', '/settings/timesheet-rules'),
        },
      ],
    });
    const menu = buildMenu([...SECTIONS, fake]);
    expect(seenBy(menu, '/timesheet-management/list')).toEqual(['admin', 'finance']);
    expect(seenBy(menu, '/timesheet-management/close')).toEqual(['admin']);
    expect(seenBy(menu, '/settings/timesheet-rules')).toEqual(['admin', 'manager', 'hr']);
    const management = menuForRole('admin', menu).find((i) => i.id === 'management')!;
    expect(management.children!.map((c) => c.id).slice(0, 3)).toEqual([
      'admin-management',
      'project-management',
      'timesheet-management',
    ]);
    const settings = menuForRole('hr', menu)
      .find((i) => i.id === 'system')!
      .children!.find((c) => c.id === 'settings')!;
    expect(settings.children!.map((c) => c.id)).toEqual(['settings.public-holidays', 'settings.timesheet-rules']);
    // Served without its role metadata, in all four variants.
    const nav = navigationForRole('finance', menu);
    expect(JSON.stringify(nav)).not.toContain('roles');
    for (const variant of Object.values(nav))
      expect(flattenLinks(variant).map((l) => l.link)).toContain('/timesheet-management/list');
    // What each role gains: its own new links, nothing else.
    const added = (role: Role) => {
      const before = flattenLinks(menuForRole(role, STAFF_MENU)).map((l) => l.link);
      return flattenLinks(menuForRole(role, menu))
        .map((l) => l.link)
        .filter((l) => !before.includes(l));
    };
    expect(added('admin')).toEqual([
      '/timesheet-management/list',
      '/timesheet-management/close',
      '/settings/timesheet-rules',
    ]);
    expect(added('finance')).toEqual(['/timesheet-management/list']);
    expect(added('manager')).toEqual(['/settings/timesheet-rules']);
    expect(added('hr')).toEqual(['/settings/timesheet-rules']);
    expect(menuTitleKeys([fake]).get('timesheet-management.close')).toBe('timesheets.nav.timesheet-management.close');
  });

  it('an entry under an unknown item, or an id used twice, stops the build', () => {
    const bad = (entry: SectionMenu['entries'][number]) => () =>
      buildMenu([...SECTIONS, { titles: 'x', entries: [entry] }]);
    expect(bad({ under: 'nowhere', roles: ROLE_SETS.admin, item: menuLink('x.a', 'A', '/x/a') })).toThrow(/nowhere/);
    expect(
      bad({ under: 'settings', roles: ROLE_SETS.admin, item: menuLink('settings.public-holidays', 'Again', '/x/b') }),
    ).toThrow(/used twice/);
  });
});

describe('a new contract folder with a menu.ts is found without editing a list', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wf-menus-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the folders that have a menu.ts, apps included, in folder order', async () => {
    const write = (folder: string, id: string) => {
      mkdirSync(join(dir, folder), { recursive: true });
      const menu = {
        titles: 'f',
        entries: [{ under: 'settings', roles: ['admin'], item: { id, type: 'basic', title: id, link: `/${id}` } }],
      };
      writeFileSync(join(dir, folder, 'menu.ts'), `export const menu = ${JSON.stringify(menu)};\n`);
    };
    write('zeta', 'z');
    write('alpha', 'a');
    write('apps/chat', 'c');
    mkdirSync(join(dir, 'no-menu'));
    const listed = await loadSectionMenus(dir);
    expect(listed.map((s) => s.folder)).toEqual(['alpha', 'apps/chat', 'zeta']);
    const menu = buildMenu(listed.map((s) => s.menu));
    expect(seenBy(menu, '/a')).toEqual(['admin']);
    expect(seenBy(menu, '/z')).toEqual(['admin']);
  });
});
