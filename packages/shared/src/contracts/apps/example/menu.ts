import { ROLE_SETS } from '../../../role-sets.ts';
import { menuLink } from '../../shell/navigation.ts';
import { defineMenu } from '../../shell/section-menu.ts';

/** The welcome page for a new staff user (issue #33; the template link /example, docs/product/template-apps.md#example-and-project-dashboard). */
export const EXAMPLE_PAGE = '/example';

/** In the Apps group for every staff role. Titles: features/apps/example/locales (`apps.example.nav.<id>`). */
export const menu = defineMenu({
  titles: 'apps.example',
  entries: [
    {
      under: 'apps',
      roles: ROLE_SETS.everyone,
      item: menuLink('apps.example', 'Getting Started', EXAMPLE_PAGE, 'bookmark'),
    },
  ],
});
