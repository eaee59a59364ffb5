import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@wf/shared/contracts/common/user';
import type { NavItem } from '@wf/shared/contracts/shell/navigation';
import { bindNavigation, isHidden, navAction, visibleItems, type ClientNavItem, type NavContext } from './nav-model.ts';

const user = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u1',
  name: 'Ada',
  username: 'ada',
  email: 'ada@example.test',
  avatar: null,
  status: 'online',
  role: 'manager',
  accountStatus: 'active',
  mustChangePassword: false,
  ...over,
});
const ctx = (over: Partial<CurrentUser> = {}): NavContext => ({ user: user(over) });
const ids = (items: ClientNavItem[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children ?? [])]);

const server: NavItem[] = [
  {
    id: 'main',
    type: 'group',
    title: 'Main',
    children: [
      { id: 'main.a', type: 'basic', title: 'A', link: '/a' },
      { id: 'main.admin-only', type: 'basic', title: 'Admins', link: '/admins' },
    ],
  },
  { id: 'd1', type: 'divider' },
  {
    id: 'extra',
    type: 'collapsable',
    title: 'Extra',
    children: [{ id: 'extra.b', type: 'basic', title: 'B', link: '/b' }],
  },
  { id: 'd2', type: 'divider' },
  { id: 'settings', type: 'basic', title: 'Settings', link: '/not-followed', function: 'open-settings' },
  { id: 'gone', type: 'basic', title: 'Gone', link: '/gone', hidden: true },
];

describe('bindNavigation', () => {
  it('turns a handler name into the registered handler; an unknown name disables the item', () => {
    const open = vi.fn();
    const [bound] = bindNavigation([server[4]!], { functions: { 'open-settings': open } });
    expect(typeof bound!.function).toBe('function');
    expect(bound!.disabled).toBeUndefined();
    const [unknown] = bindNavigation([server[4]!], { functions: {} });
    expect(unknown!.function).toBeUndefined();
    expect(unknown!.disabled).toBe(true);
  });

  it('attaches predicates and handlers by item id, at any depth; a server hidden:true stays hidden', () => {
    const run = vi.fn();
    const bound = bindNavigation(server, {
      byId: {
        'main.admin-only': { hidden: (_i, c) => c.user?.role !== 'admin' },
        'extra.b': { function: run },
        gone: { hidden: () => false },
      },
    });
    const adminOnly = bound[0]!.children![1]!;
    expect(typeof adminOnly.hidden).toBe('function');
    expect(isHidden(adminOnly, ctx({ role: 'manager' }))).toBe(true);
    expect(isHidden(adminOnly, ctx({ role: 'admin' }))).toBe(false);
    expect(isHidden(bound[5]!, ctx())).toBe(true);
    expect(typeof bound[2]!.children![0]!.function).toBe('function');
    // the server items are not changed
    expect(server[0]!.children![1]).not.toHaveProperty('hidden');
  });
});

describe('visibleItems', () => {
  it('filters by predicate with the item and the user, and resolves hidden', () => {
    const seen: string[] = [];
    const bound = bindNavigation(server, {
      functions: { 'open-settings': () => undefined },
      byId: {
        'main.admin-only': {
          hidden: (item, c) => {
            seen.push(item.id);
            return c.user?.role !== 'admin';
          },
        },
      },
    });
    expect(ids(visibleItems(bound, ctx({ role: 'manager' })))).toEqual([
      'main',
      'main.a',
      'd1',
      'extra',
      'extra.b',
      'd2',
      'settings',
    ]);
    expect(ids(visibleItems(bound, ctx({ role: 'admin' })))).toContain('main.admin-only');
    expect(seen).toEqual(['main.admin-only', 'main.admin-only']);
    for (const item of visibleItems(bound, ctx())) expect(item).not.toHaveProperty('hidden');
  });

  it('drops containers left empty and the dividers around them; a hidden container hides its children', () => {
    const bound = bindNavigation(server, {
      functions: { 'open-settings': () => undefined },
      byId: { 'extra.b': { hidden: () => true }, settings: { hidden: () => true } },
    });
    // extra has no visible child left -> gone; then d1 and d2 are adjacent, and d2 would trail.
    expect(ids(visibleItems(bound, ctx()))).toEqual(['main', 'main.a', 'main.admin-only']);
    const hiddenGroup = bindNavigation(server, { byId: { main: { hidden: () => true } } });
    const out = ids(visibleItems(hiddenGroup, ctx()));
    expect(out).not.toContain('main.a');
    expect(out[0]).toBe('extra'); // no leading divider
  });

  it('evaluates without a user (not loaded yet)', () => {
    const bound = bindNavigation(server, { byId: { 'main.a': { hidden: (_i, c) => !c.user } } });
    expect(ids(visibleItems(bound, { user: undefined }))).not.toContain('main.a');
  });
});

describe('navAction', () => {
  it('a function item runs its handler with the item instead of navigating, even when it has a link', () => {
    const open = vi.fn();
    const [item] = bindNavigation([server[4]!], { functions: { 'open-settings': open } });
    const action = navAction(item!);
    expect(action.kind).toBe('function');
    expect(action).not.toHaveProperty('to');
    if (action.kind === 'function') action.run();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(item);
  });

  it('links route (with fragment and query) or open externally; disabled and link-less items do nothing', () => {
    expect(navAction({ id: 'r', type: 'basic', link: '/x', fragment: 'top', queryParams: { a: '1' } })).toEqual({
      kind: 'route',
      to: { pathname: '/x', hash: 'top', search: 'a=1' },
    });
    expect(navAction({ id: 'e', type: 'basic', link: 'https://example.test', externalLink: true })).toEqual({
      kind: 'external',
      href: 'https://example.test',
      target: '_blank',
    });
    const run = vi.fn();
    expect(navAction({ id: 'd', type: 'basic', link: '/x', disabled: true, function: run }).kind).toBe('none');
    expect(navAction({ id: 'n', type: 'basic' }).kind).toBe('none');
    expect(run).not.toHaveBeenCalled();
  });
});
