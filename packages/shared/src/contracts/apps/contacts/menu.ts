import { ROLE_SETS } from '../../../role-sets.ts';
import { menuLink } from '../../shell/navigation.ts';
import { defineMenu } from '../../shell/section-menu.ts';

/** Contacts in the "Apps" group for every staff role (contactEndpoints: ROLE_SETS.everyone). */
export const menu = defineMenu({
  titles: 'apps.contacts',
  entries: [
    {
      under: 'apps',
      roles: ROLE_SETS.everyone,
      item: menuLink('apps.contacts', 'Contacts', '/apps/contacts', 'person'),
    },
  ],
});
