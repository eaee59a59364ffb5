import { ROLE_SETS } from '../../role-sets.ts';
import { menuLink } from '../shell/navigation.ts';
import { defineMenu } from '../shell/section-menu.ts';
import { businessPages } from './pages.ts';

/**
 * The business profile's settings page, in Admin Management after the audit log (who may change
 * it: businessEndpoints.update). Its page is in the web's admin feature, so are its titles
 * (`admin.nav.<id>`).
 */
export const menu = defineMenu({
  titles: 'admin',
  entries: [
    {
      under: 'admin-management',
      roles: ROLE_SETS.admin,
      item: menuLink('admin-management.business', 'Business Settings', businessPages.settings()),
    },
  ],
});
