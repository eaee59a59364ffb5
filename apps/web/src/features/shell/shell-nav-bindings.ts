import type { NavItem } from '@wf/shared/contracts/shell/navigation';
import type { NavBindings, NavPredicate } from './nav-model.ts';
import { requestSettingsPanel } from './settings-panel-bus.ts';

/**
 * While a user must change the first password an admin gave them, only their profile works (every
 * management route sends them back there), so the management menu is hidden until the change;
 * the profile page updates the user and the menu comes back without a reload.
 */
export const whilePasswordChangeRequired: NavPredicate = (_item, { user }) => user?.mustChangePassword === true;

/** The top-level entries of the staff menu (all four variants use these ids). */
export const SECTION_ENTRY_IDS = ['dashboards', 'management', 'system', 'apps'] as const;

/** Handler names a navigation item may carry in `function`, and the shell's id bindings. */
export const SHELL_NAV_BINDINGS: NavBindings = {
  functions: { 'open-settings': () => requestSettingsPanel() },
  byId: Object.fromEntries(SECTION_ENTRY_IDS.map((id) => [id, { hidden: whilePasswordChangeRequired }])),
};

/** The user menu's entries (sign-out goes to /sign-out: docs/product/shell.md#toolbar), in the same model as the navigation. */
export const USER_MENU: NavItem[] = [
  { id: 'user.profile', type: 'basic', title: 'Profile', icon: 'person', link: '/profile' },
  { id: 'user.settings', type: 'basic', title: 'Settings', icon: 'settings', function: 'open-settings' },
  { id: 'user.sign-out', type: 'basic', title: 'Sign out', icon: 'logout', link: '/sign-out' },
];

/** Translation keys of the user menu entries. */
export const USER_MENU_KEYS: Record<string, string> = {
  'user.profile': 'shell.profile',
  'user.settings': 'shell.settings',
  'user.sign-out': 'shell.signOut',
};
