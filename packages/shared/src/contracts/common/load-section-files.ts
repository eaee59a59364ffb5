import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { byFolder } from '../shell/section-menu.ts';

/** packages/shared/src/contracts: one folder per section (and the template apps' `apps/<app>`). */
const CONTRACTS_DIR = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * One kind of section file, for Node (the web finds the same files with import.meta.glob): each
 * `contracts/<name>/<file>` and `contracts/apps/<app>/<file>`, its export `name`, in folder order.
 * Found by listing the folders, so adding a section adds a file and edits no list; `valid` refuses
 * a file that exports something else.
 */
export async function loadSectionFiles<T>(
  file: string,
  name: string,
  valid: (value: unknown) => boolean,
  contractsDir: string = CONTRACTS_DIR,
): Promise<Array<{ folder: string; value: T }>> {
  const list = (base: string, prefix: string) =>
    existsSync(base)
      ? readdirSync(base, { withFileTypes: true })
          .filter((d) => d.isDirectory() && existsSync(join(base, d.name, file)))
          .map((d) => ({ folder: `${prefix}${d.name}`, path: join(base, d.name, file) }))
      : [];
  const files = [...list(contractsDir, ''), ...list(join(contractsDir, 'apps'), 'apps/')].sort(byFolder);
  const found: Array<{ folder: string; value: T }> = [];
  for (const { folder, path } of files) {
    const mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    if (!valid(mod[name])) throw new Error(`${path} must export \`${name}\``);
    found.push({ folder, value: mod[name] as T });
  }
  return found;
}
