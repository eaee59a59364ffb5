import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../roles.ts';
import { isAllowed, type Access } from '../../permissions.ts';
import { adminEndpoints } from '../admin/endpoints.ts';
import { businessEndpoints } from '../business/endpoints.ts';
import { certificateEndpoints } from '../certificates/endpoints.ts';
import { clientEndpoints } from '../clients/endpoints.ts';
import { locationEndpoints } from '../locations/endpoints.ts';
import { projectEndpoints } from '../projects/endpoints.ts';
import { publicHolidayEndpoints } from '../public-holidays/endpoints.ts';
import { rosterEndpoints } from '../rosters/endpoints.ts';
import { adjustmentEndpoints } from '../pay/endpoints.ts';
import { payRunEndpoints } from '../pay-runs/endpoints.ts';
import { workerEndpoints } from '../workers/endpoints.ts';
import { flattenLinks, menuForRole } from './navigation.ts';
import { mayOpenPage, PAGE_ACCESS } from './page-access.ts';

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
  '/admin-management/business': [businessEndpoints.update],
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
  '/settings/public-holidays-management/list': [publicHolidayEndpoints.list],
  '/roster-management/list': [rosterEndpoints.board],
  '/roster-management/list/create-roster': [rosterEndpoints.create],
  '/employee-management/hr-shift-payment-adjustment': [adjustmentEndpoints.list],
  '/finance-management/finance-shift-payment-adjustment': [adjustmentEndpoints.list],
  // hr's list is where runs are generated and confirmed; finance's where they are approved and paid.
  '/employee-management/hr-payment-report-list': [payRunEndpoints.list, payRunEndpoints.generate],
  '/finance-management/finance-report-list': [payRunEndpoints.list, payRunEndpoints.approve],
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
  /** Every built page and the endpoints it reads first (and, for create or edit, writes). */
  const BUILT_PAGES: Record<string, { access: Access }[]> = {
    ...PAGE_ENDPOINTS,
    '/project-management/list/:id': [projectEndpoints.get],
    '/roster-management/list/:id': [rosterEndpoints.get],
    '/roster-management/list/:id/attendance': [rosterEndpoints.attendance],
    '/project-management/list/:id/edit': [projectEndpoints.get, projectEndpoints.update],
    '/project-location-management/list/:id': [locationEndpoints.get],
    '/client-management/list/:id': [clientEndpoints.get],
    '/client-management/list/:id/edit': [clientEndpoints.get, clientEndpoints.update],
    '/certificate-management/list/:id/edit': [certificateEndpoints.get, certificateEndpoints.update],
    '/part-timer-management/worker/:id': [workerEndpoints.get],
    '/finance-management/part-timer-list/:id': [workerEndpoints.financeGet],
    '/employee-management/hr-payment-report-list/:id': [payRunEndpoints.get, payRunEndpoints.confirm],
    '/finance-management/finance-report-list/:id': [payRunEndpoints.get, payRunEndpoints.approve],
  };

  it('the page table says exactly what the endpoints say, for every role and page', () => {
    expect(PAGE_ACCESS.map(([p]) => p).sort()).toEqual(Object.keys(BUILT_PAGES).sort());
    for (const role of ROLES)
      for (const [page, endpoints] of Object.entries(BUILT_PAGES)) {
        const path = page.replace(':id', '3f0c2a4e-0000-4000-8000-000000000042');
        expect([role, page, mayOpenPage(role, path)]).toEqual([role, page, endpoints.every((e) => isAllowed(e.access, role))]);
      }
  });

  it('a page not built yet follows the menu', () => {
    expect(mayOpenPage('hr', '/finance-management/finance-dashboard')).toBe(false);
    expect(mayOpenPage('finance', '/finance-management/finance-dashboard')).toBe(true);
    expect(mayOpenPage('finance', '/employee-management/hr-dashboard')).toBe(false);
    expect(mayOpenPage('hr', '/employee-management/hr-dashboard')).toBe(true);
    expect(mayOpenPage('hr', '/report-management/report-list')).toBe(false);
    expect(mayOpenPage('manager', '/report-management/report-list')).toBe(true);
  });

  it('record pages; the profile, section roots and unknown pages are open', () => {
    expect(mayOpenPage('finance', '/part-timer-management/worker/7')).toBe(false);
    expect(mayOpenPage('hr', '/part-timer-management/worker/7')).toBe(true);
    expect(mayOpenPage('finance', '/finance-management/part-timer-list/7')).toBe(true);
    expect(mayOpenPage('hr', '/finance-management/part-timer-list/7')).toBe(false);
    expect(mayOpenPage('hr', '/client-management/list/42/edit')).toBe(false);
    expect(mayOpenPage('manager', '/client-management/list/create-client')).toBe(true);
    expect(mayOpenPage('hr', '/client-management/list/create-client')).toBe(false);
    expect(mayOpenPage('hr', '/certificate-management/list/create-certificate')).toBe(true);
    expect(mayOpenPage('hr', '/profile')).toBe(true);
    expect(mayOpenPage('hr', '/project-management')).toBe(true);
    expect(mayOpenPage('admin', '/project-management/list/')).toBe(true);
    expect(mayOpenPage('finance', '/project-management/nothing-here')).toBe(true);
  });
});
