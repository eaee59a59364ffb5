import type { CurrentUser } from '@wf/shared/contracts/common/user';
import type { NavItem } from '@wf/shared/contracts/shell/navigation';

/**
 * The client-side navigation model. The template's item has a `hidden` predicate and a
 * `function` click handler; the server's JSON can carry neither, so:
 * - `hidden` is a boolean from the server, or a predicate the app attaches by item id, evaluated
 *   with the item and the signed-in user;
 * - `function` arrives as a registered handler name (or is attached by item id) and runs instead
 *   of following the item's link.
 */
export type NavContext = { user: CurrentUser | undefined };
export type NavPredicate = (item: ClientNavItem, ctx: NavContext) => boolean;
export type NavHandler = (item: ClientNavItem) => void;

export type ClientNavItem = Omit<NavItem, 'hidden' | 'function' | 'children'> & {
  hidden?: boolean | NavPredicate;
  function?: NavHandler;
  children?: ClientNavItem[];
};

export type NavBindings = {
  /** Handlers a server item names in its `function` field. */
  functions?: Readonly<Record<string, NavHandler>>;
  /** Predicates and handlers attached on the client to the item with that id. */
  byId?: Readonly<Record<string, { hidden?: NavPredicate; function?: NavHandler }>>;
};

/**
 * Turns server items into client items: handler names become handlers (an unknown name leaves the
 * item disabled, never a dead button that seems to work), id bindings are attached.
 */
export function bindNavigation(items: readonly NavItem[], bindings: NavBindings = {}): ClientNavItem[] {
  return items.map((item) => {
    const { function: name, children, ...rest } = item;
    const out: ClientNavItem = { ...rest };
    if (name) {
      const fn = bindings.functions?.[name];
      if (fn) out.function = fn;
      else out.disabled = true;
    }
    const byId = bindings.byId?.[item.id];
    if (byId?.hidden) {
      const own = byId.hidden;
      // A server `hidden: true` stays hidden; otherwise the predicate decides.
      out.hidden = item.hidden ? true : own;
    }
    if (byId?.function) out.function = byId.function;
    if (children) out.children = bindNavigation(children, bindings);
    return out;
  });
}

export function isHidden(item: ClientNavItem, ctx: NavContext): boolean {
  return typeof item.hidden === 'function' ? item.hidden(item, ctx) : item.hidden === true;
}

const CONTAINERS = new Set(['group', 'collapsable', 'aside']);

/**
 * The items to show: hidden ones removed at every depth (a hidden container hides its children),
 * containers left without children dropped, leading / trailing / doubled dividers trimmed.
 * The result carries no predicates (`hidden` is resolved).
 */
export function visibleItems(items: readonly ClientNavItem[], ctx: NavContext): ClientNavItem[] {
  const out: ClientNavItem[] = [];
  for (const item of items) {
    if (isHidden(item, ctx)) continue;
    const { hidden: _hidden, ...rest } = item;
    if (item.children && CONTAINERS.has(item.type)) {
      const kids = visibleItems(item.children, ctx);
      if (item.children.length > 0 && kids.length === 0) continue;
      out.push({ ...rest, children: kids });
    } else {
      out.push(rest);
    }
  }
  const trimmed = out.filter((it, i) => !(it.type === 'divider' && (i === 0 || out[i - 1]!.type === 'divider')));
  while (trimmed.at(-1)?.type === 'divider') trimmed.pop();
  return trimmed;
}

/** What activating a leaf item does: run its handler (instead of navigating), open a link, or nothing. */
export type NavAction =
  | { kind: 'function'; run(): void }
  | { kind: 'external'; href: string; target: '_blank' | '_self' }
  | { kind: 'route'; to: { pathname: string; hash?: string; search?: string } }
  | { kind: 'none' };

export function navAction(item: ClientNavItem): NavAction {
  if (item.disabled) return { kind: 'none' };
  const fn = item.function;
  if (fn) return { kind: 'function', run: () => fn(item) };
  if (!item.link) return { kind: 'none' };
  if (item.externalLink) return { kind: 'external', href: item.link, target: item.target ?? '_blank' };
  return {
    kind: 'route',
    to: {
      pathname: item.link,
      ...(item.fragment ? { hash: item.fragment } : {}),
      ...(item.queryParams ? { search: new URLSearchParams(item.queryParams).toString() } : {}),
    },
  };
}
