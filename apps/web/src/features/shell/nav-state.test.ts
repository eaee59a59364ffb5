import { describe, expect, it } from 'vitest';
import type { NavItem } from '@wf/shared/contracts/shell/navigation';
import { menuForRole } from '@wf/shared/contracts/shell/navigation';
import { STAFF_MENU } from '../../lib/staff-menu.ts';
import { hasActiveChild, holdsSection, isLinkActive, sectionOf, toggleExpanded } from './nav-state.ts';

const a: NavItem = { id: 'a', type: 'collapsable', children: [{ id: 'a1', type: 'basic', link: '/x/list', exactMatch: true }, { id: 'a2', type: 'basic', link: '/x/list/create' }] };
const b: NavItem = { id: 'b', type: 'collapsable', children: [{ id: 'b1', type: 'basic', link: '/y' }] };
const d: NavItem = { id: 'd', type: 'collapsable', disabled: true, children: [] };

describe('navigation state', () => {
  it('active links', () => {
    expect(isLinkActive('/x/list', '/x/list/create', true)).toBe(false);
    expect(isLinkActive('/x/list', '/x/list/create')).toBe(true);
    expect(isLinkActive('/x/li', '/x/list')).toBe(false);
    expect(hasActiveChild(a, '/x/list/create')).toBe(true);
    expect(hasActiveChild(b, '/x/list')).toBe(false);
  });
  it('auto-collapse closes siblings; disabled never changes', () => {
    let s = toggleExpanded(new Set(), a, [a, b], true);
    expect([...s]).toEqual(['a']);
    s = toggleExpanded(s, b, [a, b], true);
    expect([...s]).toEqual(['b']);
    s = toggleExpanded(s, a, [a, b], false);
    expect([...s].sort()).toEqual(['a', 'b']);
    expect([...toggleExpanded(s, d, [a, b, d], true)].sort()).toEqual(['a', 'b']);
    expect([...toggleExpanded(s, a, [a, b], true)]).toEqual(['b']);
  });
});

describe('the collapsable of the page\'s section opens (#13 item 10)', () => {
  const collapsables = (role: 'hr' | 'finance', path: string) =>
    menuForRole(role, STAFF_MENU)
      .flatMap((g) => g.children ?? [])
      .filter((i) => i.type === 'collapsable' && (hasActiveChild(i, path) || holdsSection(i, path)))
      .map((i) => i.id);
  it('section is the first path segment', () => {
    expect(sectionOf('/employee-management/hr-dashboard')).toBe('employee-management');
    expect(sectionOf('/x?y=1')).toBe('x');
    expect(sectionOf('/')).toBe('');
  });
  it("hr's dashboard (linked once, from Dashboards) opens Employee Management", () => {
    expect(collapsables('hr', '/employee-management/hr-dashboard')).toEqual(['employee-management']);
  });
  it("finance's dashboard opens Finance Management", () => {
    expect(collapsables('finance', '/finance-management/finance-dashboard')).toEqual(['finance-management']);
  });
  it('a page of another section opens only its own', () => {
    expect(collapsables('hr', '/part-timer-management/pending')).toEqual(['part-timer-management']);
    expect(holdsSection(a, '/y/list')).toBe(false);
    expect(holdsSection(a, '/x/other')).toBe(true);
  });
});
