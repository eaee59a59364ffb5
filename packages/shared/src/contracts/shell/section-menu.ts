import type { Role } from '../../roles.ts';
import { MENU, type MenuDef } from './navigation.ts';

/*
 * The sections' own menu entries (docs/decisions/014-section-menu-entries.md). A section declares
 * where its links go in `packages/shared/src/contracts/<name>/menu.ts`:
 *
 *   export const menu = defineMenu({ titles: '<web feature>', entries: [{ under, roles, item, order? }] });
 *
 * The server (load-section-menus.ts, a folder listing) and the web (lib/staff-menu.ts,
 * import.meta.glob) find every such file and merge them into the product menu (docs/product/sections.md#staff-menu) with `buildMenu`; the
 * served menu, the search's pages, the router's "not available" pages and the page guard read the
 * result. No zod here, and a menu.ts imports no endpoint definitions (the web entry carries the
 * menu; eslint.config.js): its roles are a named role set, the one its page's endpoints use.
 */

/** One entry a section puts into the staff menu. */
export type MenuEntry = {
  /**
   * The id of the item it goes into: a group of the product menu (`dashboards`, `management`,
   * `system`), one of its collapsables (e.g. `admin-management`), or an item another entry adds.
   */
  under: string;
  /**
   * Who sees it: a named role set (role-sets.ts), the one the endpoints of its page allow
   * (apps/web app/page-access.test.ts holds the two equal). A role must also see `under`.
   */
  roles: readonly Role[];
  /** A link (`menuLink`), or a collapsable with its links (whose own `roles` may narrow further). */
  item: Omit<MenuDef, 'roles'>;
  /**
   * Where among `under`'s children: the menu's own children stand at 0, 1, 2…; an entry without
   * `order` goes after them. Equal places keep folder order (then the order of `entries`).
   */
  order?: number;
};

export type SectionMenu = {
  /**
   * The web feature whose catalogue holds the entries' titles: `<titles>.nav.<item id>` in
   * apps/web/src/features/<titles>/locales/{en,zh,tr}.json (the English one equal to `title`).
   */
  titles: string;
  entries: readonly MenuEntry[];
};

/** A section's menu entries (the `menu` export of `contracts/<name>/menu.ts`). */
export function defineMenu(menu: SectionMenu): SectionMenu {
  return menu;
}

/** The order sections are merged in: by their contract folder's name (the same on server and web). */
export function byFolder(a: { folder: string }, b: { folder: string }): number {
  return a.folder < b.folder ? -1 : a.folder > b.folder ? 1 : 0;
}

/**
 * The staff menu: `skeleton` (the product menu, docs/product/sections.md#staff-menu) with every section's entries put under their
 * parents. An entry whose parent does not exist, or an id used twice, is a programming error and
 * throws (at start-up on the server, at build time on the web).
 */
export function buildMenu(sections: readonly SectionMenu[], skeleton: readonly MenuDef[] = MENU): MenuDef[] {
  const entries = sections.flatMap((s) => s.entries);
  const byParent = new Map<string, MenuEntry[]>();
  for (const e of entries) byParent.set(e.under, [...(byParent.get(e.under) ?? []), e]);
  const ids = new Set<string>();
  const placed = new Set<string>();

  const rebuild = (def: MenuDef): MenuDef => {
    if (ids.has(def.id)) throw new Error(`Menu item id '${def.id}' is used twice`);
    ids.add(def.id);
    const added = byParent.get(def.id) ?? [];
    if (added.length) placed.add(def.id);
    if (!def.children && !added.length) return def;
    const children = [
      ...(def.children ?? []).map((item, i) => ({ order: i, item })),
      ...added.map((e) => ({ order: e.order ?? Infinity, item: { ...e.item, roles: e.roles } as MenuDef })),
    ]
      .sort((a, b) => a.order - b.order)
      .map((c) => rebuild(c.item));
    return { ...def, children };
  };

  const menu = skeleton.map(rebuild);
  const lost = [...byParent.keys()].filter((id) => !placed.has(id));
  if (lost.length) throw new Error(`Menu entries go under items that do not exist: ${lost.join(', ')}`);
  return menu;
}

/** The catalogue key of each section entry's title (and its children's): `<titles>.nav.<id>`. */
export function menuTitleKeys(sections: readonly SectionMenu[]): Map<string, string> {
  const keys = new Map<string, string>();
  const walk = (titles: string, item: Omit<MenuDef, 'roles'>) => {
    keys.set(item.id, `${titles}.nav.${item.id}`);
    for (const c of item.children ?? []) walk(titles, c);
  };
  for (const s of sections) for (const e of s.entries) walk(s.titles, e.item);
  return keys;
}
