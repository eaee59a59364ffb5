import { describe, expect, it } from 'vitest';
import { adminEndpoints } from '../admin/endpoints.ts';
import { clientEndpoints } from '../clients/endpoints.ts';
import type { Access } from '../../permissions.ts';
import type { Role } from '../../roles.ts';
import { loadSectionMenus } from './load-section-menus.ts';
import { mayOpenPage as mayOpen } from './page-access.ts';
import { buildMenu } from './section-menu.ts';

const STAFF_MENU = buildMenu((await loadSectionMenus()).map((s) => s.menu));
const mayOpenPage = (role: Role, path: string, needs?: ReadonlyArray<{ access: Access }>) =>
  mayOpen(role, path, needs, STAFF_MENU);

/*
 * Built pages say what they need in their web feature's descriptor; apps/web
 * src/app/page-access.test.ts checks every page and menu entry against the endpoints from there.
 * Here: the rule itself.
 */
describe('pages opened by their URL (#13 item 9)', () => {
  it('a built page: when every endpoint it needs lets the role in', () => {
    const edit = [clientEndpoints.get, clientEndpoints.update];
    expect(mayOpenPage('manager', '/client-management/list/42/edit', edit)).toBe(true);
    expect(mayOpenPage('hr', '/client-management/list/42/edit', edit)).toBe(false);
    expect(mayOpenPage('hr', '/admin-management/list', [adminEndpoints.listStaff])).toBe(false);
    expect(mayOpenPage('finance', '/profile', [])).toBe(true);
  });

  it('a page not built yet follows the menu', () => {
    expect(mayOpenPage('hr', '/finance-management/finance-dashboard')).toBe(false);
    expect(mayOpenPage('finance', '/finance-management/finance-dashboard')).toBe(true);
    expect(mayOpenPage('finance', '/employee-management/hr-dashboard')).toBe(false);
    expect(mayOpenPage('hr', '/employee-management/hr-dashboard')).toBe(true);
    expect(mayOpenPage('hr', '/report-management/report-list')).toBe(false);
    expect(mayOpenPage('manager', '/report-management/report-list')).toBe(true);
  });

  it('the profile, section roots and unknown pages are open', () => {
    expect(mayOpenPage('hr', '/profile')).toBe(true);
    expect(mayOpenPage('hr', '/project-management')).toBe(true);
    expect(mayOpenPage('finance', '/project-management/nothing-here')).toBe(true);
  });
});
