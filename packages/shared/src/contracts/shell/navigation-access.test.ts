import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../roles.ts';
import { isAllowed, type Access } from '../../permissions.ts';
import { adminEndpoints } from '../admin/endpoints.ts';
import { certificateEndpoints } from '../certificates/endpoints.ts';
import { clientEndpoints } from '../clients/endpoints.ts';
import { locationEndpoints } from '../locations/endpoints.ts';
import { projectEndpoints } from '../projects/endpoints.ts';
import { publicHolidayEndpoints } from '../public-holidays/endpoints.ts';
import { adjustmentEndpoints } from '../pay/endpoints.ts';
import { workerEndpoints } from '../workers/endpoints.ts';
import { flattenLinks, menuForRole } from './navigation.ts';

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
  '/settings/public-holidays-management/list': [publicHolidayEndpoints.list],
  '/employee-management/hr-shift-payment-adjustment': [adjustmentEndpoints.list],
  '/finance-management/finance-shift-payment-adjustment': [adjustmentEndpoints.list],
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
