import { buildMenu, type SectionMenu } from '@wf/shared/contracts/shell/section-menu';
import { loadSectionMenus } from '@wf/shared/contracts/shell/load-section-menus';
import type { MenuDef } from '@wf/shared/contracts/shell/navigation';

let building: Promise<MenuDef[]> | undefined;

/**
 * The staff menu the API serves and the search's pages come from: the product menu (docs/product/sections.md#staff-menu) with every
 * section's own entries (`@wf/shared/contracts/<name>/menu.ts`, found by listing the folders).
 * Built once; shellRoutes awaits it at start-up, so a bad entry stops the server.
 */
export function staffMenu(): Promise<MenuDef[]> {
  building ??= loadSectionMenus().then((found) => buildMenu(found.map((f): SectionMenu => f.menu)));
  return building;
}
