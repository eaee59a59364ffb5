import type { NavItem } from '@wf/shared/contracts/shell/navigation';

/** The part of an item (server or client model) the active / expanded state looks at. */
type Tree = Pick<NavItem, 'id' | 'type' | 'link' | 'externalLink' | 'exactMatch' | 'disabled'> & { children?: readonly Tree[] };

/** True when the path matches a link: exactly for exactMatch items, else the link or below it. */
export function isLinkActive(link: string | undefined, pathname: string, exact = false): boolean {
  if (!link) return false;
  if (exact) return pathname === link;
  return pathname === link || pathname.startsWith(link.endsWith('/') ? link : `${link}/`);
}

/** True when the item or any descendant link is active (collapsables expand for it). */
export function hasActiveChild(item: Tree, pathname: string): boolean {
  return (item.children ?? []).some(
    (c) => (c.type === 'basic' && !c.externalLink && isLinkActive(c.link, pathname, c.exactMatch)) || hasActiveChild(c, pathname),
  );
}

/** The first path segment (`workerPages.employees()` -> "employee-management"), or ''. */
export function sectionOf(path: string): string {
  return path.split(/[?#]/)[0]!.split('/').find((p) => p !== '') ?? '';
}

/**
 * True when the current page belongs to the item's section: a descendant link lies under the
 * same first path segment. A page reached from elsewhere (hr's dashboard sits under Dashboards,
 * its route under /employee-management) still opens the collapsable that holds its section.
 */
export function holdsSection(item: Tree, pathname: string): boolean {
  const section = sectionOf(pathname);
  if (!section) return false;
  return (item.children ?? []).some(
    (c) => (c.type === 'basic' && !c.externalLink && !!c.link && sectionOf(c.link) === section) || holdsSection(c, pathname),
  );
}

/**
 * Collapsable expansion (docs/product/shell.md#layouts-and-themes): toggling one item; with auto-collapse on, opening one
 * closes its siblings. Disabled items never change.
 */
export function toggleExpanded(expanded: ReadonlySet<string>, item: Tree, siblings: readonly Tree[], autoCollapse: boolean): Set<string> {
  const next = new Set(expanded);
  if (item.disabled) return next;
  if (next.has(item.id)) {
    next.delete(item.id);
    return next;
  }
  if (autoCollapse) for (const s of siblings) if (s.id !== item.id) next.delete(s.id);
  next.add(item.id);
  return next;
}
