// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadSectionMenus } from '@wf/shared/contracts/shell/load-section-menus';
import { buildMenu } from '@wf/shared/contracts/shell/section-menu';
import { SECTION_MENUS, STAFF_MENU } from './staff-menu.ts';

describe('the web finds the same section menus as the server (load-section-menus.ts)', () => {
  it('every contracts/<name>/menu.ts, in the same order, with the same entries', async () => {
    const listed = await loadSectionMenus();
    expect(listed.map((s) => s.folder)).toEqual(expect.arrayContaining(['admin', 'business']));
    expect(SECTION_MENUS.map((s) => s.folder)).toEqual(listed.map((s) => s.folder));
    expect(SECTION_MENUS.map((s) => s.menu)).toEqual(listed.map((s) => s.menu));
    expect(STAFF_MENU).toEqual(buildMenu(listed.map((s) => s.menu)));
  });
});
