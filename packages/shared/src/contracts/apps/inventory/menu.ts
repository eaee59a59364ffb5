import { ROLE_SETS } from '../../../role-sets.ts';
import { menuLink } from '../../shell/navigation.ts';
import { defineMenu } from '../../shell/section-menu.ts';

/** The inventory's link in the Apps group. Titles: features/apps/inventory/locales (`apps.inventory.nav.<id>`). */
export const menu = defineMenu({
  titles: 'apps.inventory',
  entries: [{ under: 'apps', roles: ROLE_SETS.everyone, item: menuLink('apps.inventory', 'Inventory', '/apps/inventory', 'apps') }],
});
