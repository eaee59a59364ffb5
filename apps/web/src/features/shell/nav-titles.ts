import type { TFunction } from '../../lib/i18n/index.ts';

/**
 * Menu titles come from the shared menu definition in English; the shell shows them through the
 * catalogue group `shell.nav`, keyed by the item's id (e.g. `shell.nav.client-management.list`).
 * An id the catalogue does not know keeps the server's title.
 */
export function navTitle(t: TFunction, item: { id: string; title?: string }): string | undefined {
  const key = `shell.nav.${item.id}`;
  const text = t(key);
  return text === key ? item.title : text;
}

/** A navigation tree with its titles translated (children too). */
export function translateNav<T extends { id: string; title?: string; children?: T[] }>(items: readonly T[], t: TFunction): T[] {
  return items.map((item) => {
    const title = navTitle(t, item);
    const out: T = { ...item, ...(title !== undefined ? { title } : {}) };
    if (item.children) out.children = translateNav(item.children, t);
    return out;
  });
}
