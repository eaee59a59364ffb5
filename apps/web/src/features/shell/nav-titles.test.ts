// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MENU } from '@wf/shared/contracts/shell/navigation';
import { buildCatalogue, STAFF_LANGUAGES } from '../../../i18n-catalogues.ts';
import { makeT } from '../../lib/i18n/index.ts';
import { navTitle, translateNav } from './nav-titles.ts';

type Item = { id: string; title?: string; children?: Item[] };
const all = (items: readonly Item[]): Item[] => items.flatMap((i) => [i, ...all(i.children ?? [])]);
const titled = all(MENU as readonly Item[]).filter((i) => i.title);

describe('menu titles (shell.nav.<id>)', () => {
  it.each(STAFF_LANGUAGES)('%s has a title for every menu item', (lang) => {
    const t = makeT(lang, [buildCatalogue(process.env.WF_WEB_SRC!, lang)]);
    const missing = titled.filter((i) => t(`shell.nav.${i.id}`) === `shell.nav.${i.id}`).map((i) => i.id);
    expect(missing).toEqual([]);
  });

  it('keeps the English titles of the menu definition', () => {
    const t = makeT('en', [buildCatalogue(process.env.WF_WEB_SRC!, 'en')]);
    for (const item of titled) expect(navTitle(t, item)).toBe(item.title);
  });

  it('translates a tree and keeps an unknown id as the server wrote it', () => {
    const t = makeT('zh', [buildCatalogue(process.env.WF_WEB_SRC!, 'zh')]);
    const tree: Item[] = [{ id: 'management', title: 'Management', children: [{ id: 'x.unknown', title: 'Kept' }] }];
    const [group] = translateNav(tree, t);
    expect(group!.title).toBe('管理');
    expect(group!.children![0]!.title).toBe('Kept');
  });
});
