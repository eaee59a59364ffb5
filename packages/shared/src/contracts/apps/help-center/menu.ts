import { ROLE_SETS } from '../../../role-sets.ts';
import { menuLink } from '../../shell/navigation.ts';
import { defineMenu } from '../../shell/section-menu.ts';

/** The help center in the "Apps" group (titles: features/apps/help-center/locales, `nav.<id>`). */
export const menu = defineMenu({
  titles: 'apps.help-center',
  entries: [
    {
      under: 'apps',
      roles: ROLE_SETS.everyone,
      item: menuLink('apps.help-center', 'Help Center', '/apps/help-center'),
    },
  ],
});
