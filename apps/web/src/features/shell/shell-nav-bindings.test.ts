import { describe, expect, it, vi } from 'vitest';
import { flattenLinks, navigationForRole } from '@wf/shared/contracts/shell/navigation';
import type { CurrentUser } from '@wf/shared/contracts/common/user';
import { ROLES } from '@wf/shared/roles';
import { STAFF_MENU } from '../../lib/staff-menu.ts';
import { bindNavigation, navAction, visibleItems } from './nav-model.ts';
import { onSettingsPanelRequest } from './settings-panel-bus.ts';
import { SECTION_ENTRY_IDS, SHELL_NAV_BINDINGS, USER_MENU } from './shell-nav-bindings.ts';

const user = (mustChangePassword: boolean, role: CurrentUser['role']): CurrentUser => ({
  id: 'u',
  name: 'U',
  username: 'u',
  email: 'u@example.test',
  avatar: null,
  status: 'online',
  role,
  accountStatus: 'active',
  mustChangePassword,
});

describe('shell navigation bindings', () => {
  it('every top-level entry of every role and variant is one the password predicate covers', () => {
    for (const role of ROLES) {
      const nav = navigationForRole(role, STAFF_MENU);
      for (const variant of [nav.default, nav.compact, nav.futuristic, nav.horizontal]) {
        for (const item of variant.filter((i) => i.type !== 'divider'))
          expect(SECTION_ENTRY_IDS as readonly string[]).toContain(item.id);
      }
    }
  });

  it('hides the management menu while a first password must be changed, and shows it after', () => {
    for (const role of ROLES) {
      const nav = navigationForRole(role, STAFF_MENU);
      for (const variant of [nav.default, nav.compact, nav.futuristic, nav.horizontal]) {
        const bound = bindNavigation(variant, SHELL_NAV_BINDINGS);
        expect(visibleItems(bound, { user: user(true, role) })).toEqual([]);
        expect(flattenLinks(visibleItems(bound, { user: user(false, role) }) as never)).toEqual(flattenLinks(variant));
      }
    }
  });

  it("the user menu's Settings entry opens the settings panel instead of navigating", () => {
    const opened = vi.fn();
    const off = onSettingsPanelRequest(opened);
    const items = visibleItems(bindNavigation(USER_MENU, SHELL_NAV_BINDINGS), { user: user(false, 'hr') });
    expect(items.map((i) => i.id)).toEqual(['user.profile', 'user.settings', 'user.sign-out']);
    const action = navAction(items[1]!);
    expect(action.kind).toBe('function');
    if (action.kind === 'function') action.run();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(navAction(items[2]!)).toEqual({ kind: 'route', to: { pathname: '/sign-out' } });
    off();
  });
});
