import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { flattenLinks, menuForRole } from '@wf/shared/contracts/shell/navigation';
import { mayOpenPage } from '@wf/shared/contracts/shell/page-access';
import { isAllowed } from '@wf/shared/permissions';
import { ROLES, type Role } from '@wf/shared/roles';
import type { PageHandle, PageNeeds } from '../lib/feature.ts';
import { SECTION_MENUS, STAFF_MENU } from '../lib/staff-menu.ts';
import { FEATURES } from './features.ts';

/**
 * Who may open a page comes from the page's feature descriptor (`needs`: the endpoint definitions
 * it reads first and, for a create or edit page, writes), never from a table of pages: a new
 * section's pages are checked here without editing this file.
 */
const PAGES = FEATURES.flatMap(({ file, feature }) => feature.pages.map((p) => ({ ...p, file })));

let needsByPath: Map<string, PageNeeds> | undefined;
async function allNeeds(): Promise<Map<string, PageNeeds>> {
  needsByPath ??= new Map(await Promise.all(PAGES.map(async (p) => [`/${p.path}`, await p.needs()] as const)));
  return needsByPath;
}

/** What the page guard decides for a role at a path: the matched page's needs, else the menu. */
async function guard(role: Role, path: string): Promise<boolean> {
  const routes: RouteObject[] = PAGES.map((p) => ({ path: p.path }));
  const page = matchRoutes(routes, path)?.at(-1)?.route.path;
  const needs = page === undefined ? undefined : (await allNeeds()).get(`/${page}`);
  return mayOpenPage(role, path, needs, STAFF_MENU);
}

describe('every feature page says what it needs', () => {
  it('each page of each descriptor names endpoint definitions (or none: open to every signed-in user)', async () => {
    expect(PAGES.length).toBeGreaterThan(30);
    for (const [path, needs] of await allNeeds()) {
      expect(Array.isArray(needs), path).toBe(true);
      for (const e of needs)
        expect([path, typeof e.access === 'string' || Array.isArray(e.access)]).toEqual([path, true]);
    }
    expect((await allNeeds()).get('/profile')).toEqual([]);
  });

  it('no two features claim the same page', () => {
    const paths = PAGES.map((p) => p.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it("a page's route carries its needs as its handle once loaded (what the guard reads)", async () => {
    const route = FEATURES.flatMap((f) => f.feature.routes).find((r) => r.path === 'client-management/list/:id/edit')!;
    const page = PAGES.find((p) => p.path === 'client-management/list/:id/edit')!;
    const loaded = await (route.lazy as () => Promise<{ handle: PageHandle; Component: unknown }>)();
    expect(loaded.handle.needs).toEqual(await page.needs());
    expect(loaded.handle.needs).toHaveLength(2);
    expect(typeof loaded.Component).toBe('function');
  });
});

describe('menu entries and page access', () => {
  it.each(ROLES)('%s sees only pages whose endpoints it may call', async (role: Role) => {
    const needs = await allNeeds();
    const refused = flattenLinks(menuForRole(role, STAFF_MENU)).flatMap(({ link }) =>
      (needs.get(link) ?? []).filter((e) => !isAllowed(e.access, role)).map(() => link),
    );
    expect(refused).toEqual([]);
  });

  it("a section's own entry is seen by exactly the roles its page's endpoints let in (contracts/<name>/menu.ts)", async () => {
    const needs = await allNeeds();
    const own = SECTION_MENUS.flatMap((s) => s.menu.entries).flatMap((e) => flattenLinks([e.item as never]));
    expect(own.length).toBeGreaterThan(0);
    for (const { link } of own) {
      expect([link, needs.has(link)]).toEqual([link, true]);
      const seenBy = ROLES.filter((r) => flattenLinks(menuForRole(r, STAFF_MENU)).some((l) => l.link === link));
      const mayOpen = ROLES.filter((r) => needs.get(link)!.every((e) => isAllowed(e.access, r)));
      expect([link, seenBy]).toEqual([link, mayOpen]);
    }
  });

  it('every built page of the menu is found (the menu and the descriptors agree on paths)', async () => {
    const needs = await allNeeds();
    const menuPages = flattenLinks(menuForRole('admin', STAFF_MENU)).filter((l) => needs.has(l.link));
    expect(menuPages.length).toBeGreaterThan(25);
  });
});

describe('pages opened by their URL (#13 item 9)', () => {
  it("a built page: exactly its endpoints' access, for every role", async () => {
    for (const [page, needs] of await allNeeds())
      for (const role of ROLES) {
        const path = page.replace(':id', '3f0c2a4e-0000-4000-8000-000000000042');
        expect([role, page, await guard(role, path)]).toEqual([
          role,
          page,
          needs.every((e) => isAllowed(e.access, role)),
        ]);
      }
  });

  it('a page not built yet follows the menu', async () => {
    expect(await guard('hr', '/finance-management/finance-dashboard')).toBe(false);
    expect(await guard('finance', '/finance-management/finance-dashboard')).toBe(true);
    expect(await guard('finance', '/employee-management/hr-dashboard')).toBe(false);
    expect(await guard('hr', '/employee-management/hr-dashboard')).toBe(true);
    expect(await guard('hr', '/report-management/report-list')).toBe(false);
    expect(await guard('manager', '/report-management/report-list')).toBe(true);
  });

  it('record pages; the profile, section roots and unknown pages are open', async () => {
    expect(await guard('finance', '/part-timer-management/worker/7')).toBe(false);
    expect(await guard('hr', '/part-timer-management/worker/7')).toBe(true);
    expect(await guard('finance', '/finance-management/part-timer-list/7')).toBe(true);
    expect(await guard('hr', '/finance-management/part-timer-list/7')).toBe(false);
    expect(await guard('hr', '/client-management/list/42/edit')).toBe(false);
    expect(await guard('manager', '/client-management/list/create-client')).toBe(true);
    expect(await guard('hr', '/client-management/list/create-client')).toBe(false);
    expect(await guard('hr', '/certificate-management/list/create-certificate')).toBe(true);
    expect(await guard('hr', '/profile')).toBe(true);
    expect(await guard('hr', '/project-management')).toBe(true);
    expect(await guard('admin', '/project-management/list/')).toBe(true);
    expect(await guard('finance', '/project-management/nothing-here')).toBe(true);
  });
});
