import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../roles.ts';
import { isAllowed, type Access } from '../../permissions.ts';
import { adminEndpoints } from '../admin/endpoints.ts';
import { certificateEndpoints } from '../certificates/endpoints.ts';
import { clientEndpoints } from '../clients/endpoints.ts';
import { locationEndpoints } from '../locations/endpoints.ts';
import { projectEndpoints } from '../projects/endpoints.ts';
import { workerEndpoints } from '../workers/endpoints.ts';
import { flattenLinks, menuForRole } from './navigation.ts';
import { mayOpenPage } from './page-access.ts';

/**
 * The menu and the access rules are written with the same role sets (role-sets.ts). Each built
 * menu page is tied here to the endpoint its page reads first (and, for create pages, the one it
 * writes): a role that sees the menu entry may call them, so no menu entry leads to a 403.
 */
const PAGE_ENDPOINTS: Record<string, { access: Access }[]> = {
  '/admin-management/list': [adminEndpoints.listStaff],
  '/admin-management/list/create-management': [adminEndpoints.createStaff],
  '/admin-management/audit-log': [adminEndpoints.audit],
  '/admin-management/admin-dashboard': [adminEndpoints.dashboard],
  '/project-management/list': [projectEndpoints.list],
  '/project-management/list/create-project': [projectEndpoints.create],
  '/project-location-management/list': [locationEndpoints.list],
  '/project-location-management/list/create-location': [locationEndpoints.create],
  '/client-management/list': [clientEndpoints.list],
  '/client-management/list/create-client': [clientEndpoints.create],
  '/certificate-management/list': [certificateEndpoints.list],
  '/certificate-management/list/create-certificate': [certificateEndpoints.create],
  '/employee-management/list': [workerEndpoints.list],
  '/employee-management/list/create-employee': [workerEndpoints.create],
  '/employee-management/blacklist': [workerEndpoints.list],
  '/part-timer-management/pending': [workerEndpoints.list],
  '/part-timer-management/list': [workerEndpoints.list],
  '/part-timer-management/discharge-pending': [workerEndpoints.list],
  '/part-timer-management/discharge-list': [workerEndpoints.list],
  '/part-timer-management/discharge-history': [workerEndpoints.history],
  '/part-timer-management/rejected': [workerEndpoints.list],
  '/finance-management/part-timer-list': [workerEndpoints.finance],
};

describe('menu entries and access rules', () => {
  it.each(ROLES)('%s sees only pages whose endpoints it may call', (role: Role) => {
    const refused = flattenLinks(menuForRole(role)).flatMap(({ link }) =>
      (PAGE_ENDPOINTS[link] ?? []).filter((e) => !isAllowed(e.access, role)).map(() => link),
    );
    expect(refused).toEqual([]);
  });

  it('every page tied above is a menu entry (the table does not go stale)', () => {
    const links = new Set(flattenLinks(menuForRole('admin')).map((l) => l.link));
    expect(Object.keys(PAGE_ENDPOINTS).filter((l) => !links.has(l))).toEqual([]);
  });
});

describe('pages opened by their URL (#13 item 9)', () => {
  it.each(ROLES)('%s opens the pages of its menu, and none whose endpoints refuse it', (role: Role) => {
    const own = new Set(flattenLinks(menuForRole(role)).map((l) => l.link));
    for (const link of flattenLinks(menuForRole('admin')).map((l) => l.link)) {
      expect([link, mayOpenPage(role, link)]).toEqual([link, own.has(link)]);
      const refused = (PAGE_ENDPOINTS[link] ?? []).some((e) => !isAllowed(e.access, role));
      if (refused) expect([link, mayOpenPage(role, link)]).toEqual([link, false]);
    }
  });

  it('a record page belongs to its list; a worker page to its section', () => {
    expect(mayOpenPage('hr', '/client-management/list/42')).toBe(false);
    expect(mayOpenPage('manager', '/client-management/list/42/edit')).toBe(true);
    expect(mayOpenPage('finance', '/part-timer-management/worker/7')).toBe(false);
    expect(mayOpenPage('hr', '/part-timer-management/worker/7')).toBe(true);
    expect(mayOpenPage('manager', '/employee-management/list/create-employee')).toBe(false);
  });

  it("dashboards are their role's; the profile and section roots are open", () => {
    expect(mayOpenPage('hr', '/finance-management/finance-dashboard')).toBe(false);
    expect(mayOpenPage('finance', '/finance-management/finance-dashboard')).toBe(true);
    expect(mayOpenPage('finance', '/employee-management/hr-dashboard')).toBe(false);
    expect(mayOpenPage('hr', '/admin-management/audit-log')).toBe(false);
    expect(mayOpenPage('hr', '/profile')).toBe(true);
    expect(mayOpenPage('hr', '/project-management')).toBe(true);
    expect(mayOpenPage('admin', '/project-management/list/')).toBe(true);
  });
});
