import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerModule } from './module.ts';

const MODULES_DIR = dirname(fileURLToPath(import.meta.url));

let loading: Promise<ServerModule[]> | null = null;

/** The folders holding a module.ts: `modules/<name>` and the template apps' `modules/apps/<name>`. */
function moduleFolders(): Array<{ name: string; dir: string }> {
  const list = (base: string) =>
    readdirSync(base, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(base, d.name, 'module.ts')))
      .map((d) => ({ name: d.name, dir: join(base, d.name) }));
  const apps = join(MODULES_DIR, 'apps');
  return [...list(MODULES_DIR), ...(existsSync(apps) ? list(apps) : [])].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Every module descriptor: each `modules/<name>/module.ts` (and `modules/apps/<name>/module.ts`)
 * exporting `module`, in name order. Found by listing the folders, so adding a section adds a
 * folder and edits no list.
 */
export function loadModules(): Promise<ServerModule[]> {
  loading ??= (async () => {
    const found: ServerModule[] = [];
    for (const { name, dir } of moduleFolders()) {
      const mod = (await import(pathToFileURL(join(dir, 'module.ts')).href)) as { module?: ServerModule };
      if (!mod.module || mod.module.name !== name) {
        throw new Error(`${dir}/module.ts must export \`module\` (defineModule) named '${name}'`);
      }
      found.push(mod.module);
    }
    return found;
  })();
  return loading;
}

/**
 * The order to run seed steps in: each after the modules it names (a stable topological order;
 * an unknown name or a cycle is a programming error and throws).
 */
export function seedOrder(modules: readonly ServerModule[]): ServerModule[] {
  const withSeed = new Map(modules.filter((m) => m.seed).map((m) => [m.name, m]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const out: ServerModule[] = [];
  const visit = (m: ServerModule) => {
    if (done.has(m.name)) return;
    if (visiting.has(m.name)) throw new Error(`Seed steps depend on each other in a cycle at '${m.name}'`);
    visiting.add(m.name);
    for (const dep of m.seed?.after ?? []) {
      const d = withSeed.get(dep);
      if (!d) throw new Error(`Seed step of '${m.name}' runs after '${dep}', which has no seed step`);
      visit(d);
    }
    visiting.delete(m.name);
    done.add(m.name);
    out.push(m);
  };
  for (const m of withSeed.values()) visit(m);
  return out;
}
