import { ROLE_SETS } from '../../../role-sets.ts';
import { menuLink } from '../../shell/navigation.ts';
import { defineMenu } from '../../shell/section-menu.ts';

/** The file manager in the "Apps" group (titles: features/apps/file-manager/locales, `nav.<id>`). */
export const menu = defineMenu({
  titles: 'apps.file-manager',
  entries: [
    {
      under: 'apps',
      roles: ROLE_SETS.everyone,
      item: menuLink('apps.file-manager', 'File Manager', '/apps/file-manager'),
    },
  ],
});
