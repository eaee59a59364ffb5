import { ROLE_SETS } from '../../../role-sets.ts';
import { menuLink } from '../../shell/navigation.ts';
import { defineMenu } from '../../shell/section-menu.ts';

/** The scrumboard's link in the Apps group. Titles: features/apps/scrumboard/locales (`apps.scrumboard.nav.<id>`). */
export const menu = defineMenu({
  titles: 'apps.scrumboard',
  entries: [{ under: 'apps', roles: ROLE_SETS.everyone, item: menuLink('apps.scrumboard', 'Scrumboard', '/apps/scrumboard', 'project') }],
});
