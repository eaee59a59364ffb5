import type { TFunction } from '../../lib/i18n/index.ts';
import { SECTION_TITLE_KEYS } from '../../lib/staff-menu.ts';

/**
 * Menu titles come from the shared menu definition in English; the shell shows them through the
 * catalogue, keyed by the item's id: the product menu (docs/product/sections.md#staff-menu) in the group `shell.nav` (e.g.
 * `shell.nav.client-management.list`), a section's own entry in its feature's catalogue
 * (`<feature>.nav.<id>`, contracts/<name>/menu.ts says which feature). An id the catalogue does
 * not know keeps the server's title.
 */
export function navTitleKey(id: string): string {
  return SECTION_TITLE_KEYS.get(id) ?? `shell.nav.${id}`;
}

export function navTitle(t: TFunction, item: { id: string; title?: string }): string | undefined {
  const key = navTitleKey(item.id);
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
