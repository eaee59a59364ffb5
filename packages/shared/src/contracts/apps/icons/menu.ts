import { ROLE_SETS } from '../../../role-sets.ts';
import { menuLink } from '../../shell/navigation.ts';
import { defineMenu } from '../../shell/section-menu.ts';

/** Icons in the "Apps" group for every staff role (iconEndpoints: ROLE_SETS.everyone). */
export const menu = defineMenu({
  titles: 'apps.icons',
  entries: [{ under: 'apps', roles: ROLE_SETS.everyone, item: menuLink('apps.icons', 'Icons', '/apps/icons', 'apps') }],
});
