import type { MenuDef } from '@wf/shared/contracts/shell/navigation';
import { buildMenu, byFolder, menuTitleKeys, type SectionMenu } from '@wf/shared/contracts/shell/section-menu';

/**
 * The sections' own menu entries (`@wf/shared/contracts/<name>/menu.ts`, a template app's
 * `contracts/apps/<app>/menu.ts`), found at build time: the same files the server lists
 * (load-section-menus.ts; lib/staff-menu.test.ts compares the two). Small and free of zod, so the
 * staff entry may carry them.
 */
const files = import.meta.glob<SectionMenu>(
  ['../../../../packages/shared/src/contracts/*/menu.ts', '../../../../packages/shared/src/contracts/apps/*/menu.ts'],
  { eager: true, import: 'menu' },
);

/** Each section's entries with its contract folder (`admin`, `apps/chat`), in folder order. */
export const SECTION_MENUS: ReadonlyArray<{ folder: string; menu: SectionMenu }> = Object.entries(files)
  .map(([file, menu]) => ({ folder: file.replace(/^.*\/contracts\/(.+)\/menu\.ts$/, '$1'), menu }))
  .sort(byFolder);

/**
 * The staff menu, as the API serves it before the role filter: the product menu (docs/product/sections.md#staff-menu) with every section's
 * entries. The router's "not available" pages and the page guard read it; the shell shows the
 * served copy.
 */
export const STAFF_MENU: readonly MenuDef[] = buildMenu(SECTION_MENUS.map((s) => s.menu));

/** The catalogue key of a section entry's title (`<feature>.nav.<id>`), by item id. */
export const SECTION_TITLE_KEYS: ReadonlyMap<string, string> = menuTitleKeys(SECTION_MENUS.map((s) => s.menu));
