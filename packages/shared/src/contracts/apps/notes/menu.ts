import { ROLE_SETS } from '../../../role-sets.ts';
import { menuLink } from '../../shell/navigation.ts';
import { defineMenu } from '../../shell/section-menu.ts';

/** Notes in the Apps group: every staff user has their own (titles: features/apps/notes/locales). */
export const menu = defineMenu({
  titles: 'apps.notes',
  entries: [{ under: 'apps', roles: ROLE_SETS.everyone, item: menuLink('apps.notes', 'Notes', '/apps/notes', 'bookmark') }],
});
