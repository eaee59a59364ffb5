import { ROLE_SETS } from '../../../role-sets.ts';
import { menuLink } from '../../shell/navigation.ts';
import { defineMenu } from '../../shell/section-menu.ts';

/** The mailbox in the Apps group: every staff user has their own (titles: features/apps/mailbox/locales). */
export const menu = defineMenu({
  titles: 'apps.mailbox',
  entries: [{ under: 'apps', roles: ROLE_SETS.everyone, item: menuLink('apps.mailbox', 'Mailbox', '/apps/mailbox', 'mail') }],
});
