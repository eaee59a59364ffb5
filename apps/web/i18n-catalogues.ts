// The staff catalogues (docs/decisions/009-one-i18n.md), read by the build (build-plugins.ts), the
// dev server and the catalogue tests. Each feature keeps its text next to its code:
//   src/locales/{lang}.json                   -> merged at the top (common, validation, enums...)
//   src/<...>/<folder>/locales/{lang}.json    -> under the key <folder> (e.g. "workers")
//   src/features/apps/<app>/locales/{lang}.json -> under apps.<app> (e.g. "apps.chat"): a template
//                                                app never takes a feature's or a component's name
// and the app serves one file per language, /i18n/{lang}.json (the shell's path, docs/product/shell.md#languages).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import type { Dictionary } from './src/lib/i18n/translate.ts';

/** The staff languages: the shell languages (en, tr; docs/product/shell.md#languages) and Chinese. */
export const STAFF_LANGUAGES = ['en', 'zh', 'tr'] as const;

/** The key a `locales` folder's text goes under: its folder's name, `apps.<app>` for a template app. */
function namespaceOf(srcDir: string, owner: string): string {
  if (owner === srcDir) return '';
  const path = relative(srcDir, owner).split(sep);
  return path.length === 3 && path[0] === 'features' && path[1] === 'apps' ? `apps.${path[2]}` : basename(owner);
}

/** Every `locales` folder under `srcDir`, with the namespace its files go under ('' for the top). */
export function localeFolders(srcDir: string): Array<{ dir: string; namespace: string }> {
  const found: Array<{ dir: string; namespace: string }> = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (!e.isDirectory() || e.name === 'node_modules') continue;
      const p = join(dir, e.name);
      if (e.name === 'locales') found.push({ dir: p, namespace: namespaceOf(srcDir, dirname(p)) });
      else walk(p);
    }
  };
  walk(srcDir);
  return found.sort((a, b) => a.dir.localeCompare(b.dir));
}

const APPS_GROUP = 'features/apps/*/locales';

/**
 * The merged catalogue of one language; a namespace or top-level key defined twice is an error
 * (`apps` holds the template apps' namespaces, so a top-level `apps` key is one too).
 */
export function buildCatalogue(srcDir: string, lang: string): Dictionary {
  const out: Dictionary = {};
  const owner = new Map<string, string>();
  const put = (key: string, value: string | Dictionary, file: string) => {
    const before = owner.get(key);
    if (before) throw new Error(`i18n: "${key}" is defined by both ${before} and ${file}`);
    owner.set(key, file);
    const dot = key.indexOf('.');
    if (dot < 0) {
      out[key] = value;
      return;
    }
    // apps.<app>: the group `apps` belongs to the template apps together.
    const group = key.slice(0, dot);
    const groupOwner = owner.get(group);
    if (groupOwner && groupOwner !== APPS_GROUP) throw new Error(`i18n: "${group}" is defined by both ${groupOwner} and ${file}`);
    owner.set(group, APPS_GROUP);
    ((out[group] ??= {}) as Dictionary)[key.slice(dot + 1)] = value;
  };
  for (const { dir, namespace } of localeFolders(srcDir)) {
    const file = join(dir, `${lang}.json`);
    if (!existsSync(file)) continue;
    const name = relative(srcDir, file);
    const dict = JSON.parse(readFileSync(file, 'utf8')) as Dictionary;
    if (namespace) put(namespace, dict, name);
    else for (const [k, v] of Object.entries(dict)) put(k, v, name);
  }
  return out;
}
