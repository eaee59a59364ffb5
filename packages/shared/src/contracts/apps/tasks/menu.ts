import { ROLE_SETS } from '../../../role-sets.ts';
import { menuLink } from '../../shell/navigation.ts';
import { defineMenu } from '../../shell/section-menu.ts';

/**
 * The Tasks app's link in the Apps group, for every staff role (its endpoints are 'signedIn').
 * Titles: features/apps/tasks/locales (`apps.tasks.nav.<id>`).
 */
export const menu = defineMenu({
  titles: 'apps.tasks',
  entries: [{ under: 'apps', roles: ROLE_SETS.everyone, item: menuLink('apps.tasks', 'Tasks', '/apps/tasks') }],
});
