import { loadSectionFiles } from '../common/load-section-files.ts';
import type { SectionMenu } from './section-menu.ts';

/**
 * Every section's menu entries, for Node (the server; the web finds the same files with
 * import.meta.glob, apps/web/src/lib/staff-menu.ts): each `contracts/<name>/menu.ts` and
 * `contracts/apps/<app>/menu.ts` exporting `menu` (defineMenu), in folder order. Found by listing
 * the folders, so adding a section adds a file and edits no list.
 */
export async function loadSectionMenus(contractsDir?: string): Promise<Array<{ folder: string; menu: SectionMenu }>> {
  const found = await loadSectionFiles<SectionMenu>(
    'menu.ts',
    'menu',
    (m) => typeof m === 'object' && m !== null && 'entries' in m,
    contractsDir,
  );
  return found.map(({ folder, value }) => ({ folder, menu: value }));
}
