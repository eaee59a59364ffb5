import { describe, expect, it } from 'vitest';
import type { NavItem } from '@wf/shared/contracts/shell/navigation';
import { hasActiveChild, isLinkActive, toggleExpanded } from './nav-state.ts';

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
