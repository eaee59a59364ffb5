import { describe, expect, it } from 'vitest';
import { flattenLinks, menuForRole as menuOf, navigationForRole as navigationOf, type NavItem } from './navigation.ts';
import { loadSectionMenus } from './load-section-menus.ts';
import { buildMenu } from './section-menu.ts';
import { isSafeLink } from './links.ts';
import { navItem } from './navigation-schema.ts';

/** The staff menu as served: the product menu (docs/product/sections.md#staff-menu) with every section's own entries (contracts/<name>/menu.ts). */
const STAFF_MENU = buildMenu((await loadSectionMenus()).map((s) => s.menu));
const menuForRole = (role: Parameters<typeof menuOf>[0]) => menuOf(role, STAFF_MENU);
const navigationForRole = (role: Parameters<typeof navigationOf>[0]) => navigationOf(role, STAFF_MENU);

/** The links of the product sections (docs/product/sections.md#staff-menu): the template apps' links (the 'apps' group, every role: issue #34) aside. */
const specLinks = (items: NavItem[]) => flattenLinks(items).map((l) => l.link).filter((l) => !l.startsWith('/apps/'));
const sections = (items: NavItem[]) => [...new Set(specLinks(items).map((l) => l.split('/')[1]))].sort();
const appLinks = (items: NavItem[]) => flattenLinks(items).filter((l) => l.link.startsWith('/apps/')).map((l) => l.link);

describe('menuForRole (spec section 6)', () => {
  it('admin sees every menu route of the spec table', () => {
    const all = flattenLinks(menuForRole('admin')).map((l) => l.link);
    expect(all).toHaveLength(new Set(all).size);
    const links = all.filter((l) => !l.startsWith('/apps/'));
    expect(sections(menuForRole('admin'))).toEqual([
      'admin-management',
      'certificate-management',
      'client-management',
      'dashboards',
      'data-migration',
      'employee-management',
      'example',
      'finance-management',
      'part-timer-management',
      'project-location-management',
      'project-management',
      'report-management',
      'roster-management',
      'settings',
    ]);
    // the 34 links of the product menu (docs/product/sections.md#staff-menu), plus the audit log that issue 6 links under Admin Management,
    // the business settings of issue 13, item 17, and the template links /dashboards/project and
    // /example (issue #33)
    expect(specLinks(menuForRole('admin'))).toHaveLength(38);
    expect(links).toContain('/dashboards/project');
    expect(links).toContain('/example');
    expect(links).toContain('/admin-management/audit-log');
    expect(links).toContain('/admin-management/business');
  });

  it('manager: without admin management, dashboard and finance', () => {
    expect(sections(menuForRole('manager'))).toEqual([
      'certificate-management',
      'client-management',
      'dashboards',
      'data-migration',
      'employee-management',
      'example',
      'part-timer-management',
      'project-location-management',
      'project-management',
      'report-management',
      'roster-management',
      'settings',
    ]);
    // The admin dashboard (docs/product/sections.md#dashboards) is not the manager's; the project dashboard (issue #33) is its only one.
    const dashboards = menuForRole('manager').find((i) => i.id === 'dashboards');
    expect(flattenLinks(dashboards ? [dashboards] : []).map((l) => l.link)).toEqual(['/dashboards/project']);
  });

  it('every role sees the template apps in the "Apps" group (issue #34)', () => {
    for (const role of ['admin', 'manager', 'hr', 'finance'] as const) {
      const apps = menuForRole(role).find((i) => i.id === 'apps');
      expect(flattenLinks(apps?.children ?? []).map((l) => l.link)).toEqual(
        expect.arrayContaining(['/apps/file-manager', '/apps/help-center']),
      );
    }
  });

  it('hr and finance', () => {
    expect(sections(menuForRole('hr'))).toEqual([
      'data-migration',
      'employee-management',
      'example',
      'part-timer-management',
      'settings',
    ]);
    // Every role has the guide (/example, issue #33) in its Apps group.
    expect(sections(menuForRole('finance'))).toEqual(['example', 'finance-management']);
  });

  it('every role has the personal template apps (mailbox, notes) in the Apps group', () => {
    for (const role of ['admin', 'manager', 'hr', 'finance'] as const)
      expect(appLinks(menuForRole(role))).toEqual(expect.arrayContaining(['/apps/mailbox', '/apps/notes']));
  });

  it('no empty containers, no dangling dividers, no role metadata', () => {
    for (const role of ['admin', 'manager', 'hr', 'finance'] as const) {
      const walk = (items: NavItem[]) => {
        expect(items[0]?.type).not.toBe('divider');
        expect(items.at(-1)?.type).not.toBe('divider');
        for (const it of items) {
          expect(it).not.toHaveProperty('roles');
          if (it.type === 'group' || it.type === 'collapsable' || it.type === 'aside')
            expect(it.children?.length).toBeGreaterThan(0);
          if (it.children) walk(it.children);
        }
      };
      walk(menuForRole(role));
    }
    expect(menuForRole('finance').some((i) => i.type === 'divider')).toBe(false);
  });

  it('the four variants carry the same links', () => {
    const nav = navigationForRole('manager');
    const d = flattenLinks(nav.default).map((l) => l.link);
    for (const v of [nav.compact, nav.futuristic, nav.horizontal])
      expect(flattenLinks(v).map((l) => l.link)).toEqual(d);
    expect(nav.compact.every((i) => i.type === 'aside')).toBe(true);
  });
});

describe('function items (the template handler, carried by name)', () => {
  it('the reply schema keeps a handler name; an item run by a handler is not a search page', () => {
    const item = { id: 'x', type: 'basic', title: 'Settings', link: '/ignored', function: 'open-settings' };
    expect(navItem.parse(item)).toEqual(item);
    expect(navItem.safeParse({ ...item, function: '' }).success).toBe(false);
    expect(
      flattenLinks([item as NavItem, { id: 'y', type: 'basic', title: 'Y', link: '/y' }]).map((l) => l.id),
    ).toEqual(['y']);
  });
});

describe('isSafeLink', () => {
  it('allows app paths and http(s) only', () => {
    expect(isSafeLink('/a/b')).toBe(true);
    expect(isSafeLink('https://x.example/a')).toBe(true);
    expect(isSafeLink('//x.example')).toBe(false);
    expect(isSafeLink('/\\x.example')).toBe(false);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('data:text/html,x')).toBe(false);
    expect(isSafeLink('relative')).toBe(false);
  });
});

describe('no duplicate menu entries (#13 item 10)', () => {
  it.each(['admin', 'manager', 'hr', 'finance'] as const)('%s sees each link once', (role) => {
    const links = flattenLinks(menuForRole(role)).map((l) => l.link);
    expect(links).toHaveLength(new Set(links).size);
  });
  it('hr and finance keep their dashboard in Dashboards', () => {
    expect(menuForRole('hr')[0]!.children!.map((c) => c.link)).toEqual(['/employee-management/hr-dashboard']);
    expect(menuForRole('finance')[0]!.children!.map((c) => c.link)).toEqual(['/finance-management/finance-dashboard']);
  });
});
