// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildCatalogue, STAFF_LANGUAGES } from '../../../i18n-catalogues.ts';
import { makeT } from '../../lib/i18n/index.ts';
import { SECTION_MENUS, STAFF_MENU } from '../../lib/staff-menu.ts';
import { navTitle, navTitleKey, translateNav } from './nav-titles.ts';

type Item = { id: string; title?: string; children?: Item[] };
const all = (items: readonly Item[]): Item[] => items.flatMap((i) => [i, ...all(i.children ?? [])]);
/** Every titled item of the staff menu: the product menu (docs/product/sections.md#staff-menu) and the sections' own entries. */
const titled = all(STAFF_MENU as readonly Item[]).filter((i) => i.title);

describe('menu titles (shell.nav.<id>; a section entry: <feature>.nav.<id>)', () => {
  it.each(STAFF_LANGUAGES)('%s has a title for every menu item', (lang) => {
    const t = makeT(lang, [buildCatalogue(process.env.WF_WEB_SRC!, lang)]);
    const missing = titled.filter((i) => t(navTitleKey(i.id)) === navTitleKey(i.id)).map((i) => i.id);
    expect(missing).toEqual([]);
  });

  it('keeps the English titles of the menu definition', () => {
    const t = makeT('en', [buildCatalogue(process.env.WF_WEB_SRC!, 'en')]);
    for (const item of titled) expect(navTitle(t, item)).toBe(item.title);
  });

  it("a section's entry reads its title from its own feature's catalogue, not the shell's", () => {
    const own = SECTION_MENUS.flatMap((s) => s.menu.entries.map((e) => [s.menu.titles, e.item.id] as const));
    expect(own).toContainEqual(['admin', 'admin-management.audit-log']);
    for (const [feature, id] of own) expect(navTitleKey(id)).toBe(`${feature}.nav.${id}`);
    for (const lang of STAFF_LANGUAGES) {
      const t = makeT(lang, [buildCatalogue(process.env.WF_WEB_SRC!, lang)]);
      for (const [, id] of own) expect(t(`shell.nav.${id}`)).toBe(`shell.nav.${id}`);
    }
    const zh = makeT('zh', [buildCatalogue(process.env.WF_WEB_SRC!, 'zh')]);
    expect(navTitle(zh, { id: 'admin-management.audit-log', title: 'Audit Log' })).toBe('审计日志');
  });

  it('translates a tree and keeps an unknown id as the server wrote it', () => {
    const t = makeT('zh', [buildCatalogue(process.env.WF_WEB_SRC!, 'zh')]);
    const tree: Item[] = [{ id: 'management', title: 'Management', children: [{ id: 'x.unknown', title: 'Kept' }] }];
    const [group] = translateNav(tree, t);
    expect(group!.title).toBe('管理');
    expect(group!.children![0]!.title).toBe('Kept');
  });
});
