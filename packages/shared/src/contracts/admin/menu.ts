import { ROLE_SETS } from '../../role-sets.ts';
import { menuLink } from '../shell/navigation.ts';
import { defineMenu } from '../shell/section-menu.ts';
import { staffPages } from './pages.ts';

/**
 * Admin management's entry beyond the product menu (docs/product/sections.md#staff-menu): the audit log (adminEndpoints.audit, admin
 * only). Titles: features/admin/locales (`admin.nav.<id>`).
 */
export const menu = defineMenu({
  titles: 'admin',
  entries: [
    {
      under: 'admin-management',
      roles: ROLE_SETS.admin,
      item: menuLink('admin-management.audit-log', 'Audit Log', staffPages.auditLog()),
    },
  ],
});
