import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { byFolder, type SectionMenu } from './section-menu.ts';

/** packages/shared/src/contracts: one folder per section (and the template apps' `apps/<app>`). */
const CONTRACTS_DIR = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * Every section's menu entries, for Node (the server; the web finds the same files with
 * import.meta.glob, apps/web/src/lib/staff-menu.ts): each `contracts/<name>/menu.ts` and
 * `contracts/apps/<app>/menu.ts` exporting `menu` (defineMenu), in folder order. Found by listing
 * the folders, so adding a section adds a file and edits no list.
 */
export async function loadSectionMenus(
  contractsDir: string = CONTRACTS_DIR,
): Promise<Array<{ folder: string; menu: SectionMenu }>> {
  const list = (base: string, prefix: string) =>
    existsSync(base)
      ? readdirSync(base, { withFileTypes: true })
          .filter((d) => d.isDirectory() && existsSync(join(base, d.name, 'menu.ts')))
          .map((d) => ({ folder: `${prefix}${d.name}`, file: join(base, d.name, 'menu.ts') }))
      : [];
  const files = [...list(contractsDir, ''), ...list(join(contractsDir, 'apps'), 'apps/')].sort(byFolder);
  const found: Array<{ folder: string; menu: SectionMenu }> = [];
  for (const { folder, file } of files) {
    const mod = (await import(pathToFileURL(file).href)) as { menu?: SectionMenu };
    if (!mod.menu?.entries) throw new Error(`${file} must export \`menu\` (defineMenu)`);
    found.push({ folder, menu: mod.menu });
  }
  return found;
}
