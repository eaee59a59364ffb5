// The staff catalogues (docs/decisions/009-one-i18n.md), read by the build (build-plugins.ts), the
// dev server and the catalogue tests. Each feature keeps its text next to its code:
//   src/locales/{lang}.json                   -> merged at the top (common, validation, enums...)
//   src/<...>/<folder>/locales/{lang}.json    -> under the key <folder> (e.g. "workers")
// and the app serves one file per language, /i18n/{lang}.json (the shell's path, spec section 4).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import type { Dictionary } from './src/lib/i18n/translate.ts';

/** The staff languages: the spec's shell languages (en, tr) and Chinese. */
export const STAFF_LANGUAGES = ['en', 'zh', 'tr'] as const;

/** Every `locales` folder under `srcDir`, with the namespace its files go under ('' for the top). */
export function localeFolders(srcDir: string): Array<{ dir: string; namespace: string }> {
  const found: Array<{ dir: string; namespace: string }> = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (!e.isDirectory() || e.name === 'node_modules') continue;
      const p = join(dir, e.name);
      if (e.name === 'locales') found.push({ dir: p, namespace: dirname(p) === srcDir ? '' : basename(dirname(p)) });
      else walk(p);
    }
  };
  walk(srcDir);
  return found.sort((a, b) => a.dir.localeCompare(b.dir));
}

/** The merged catalogue of one language; a namespace or top-level key defined twice is an error. */
export function buildCatalogue(srcDir: string, lang: string): Dictionary {
  const out: Dictionary = {};
  const owner = new Map<string, string>();
  const put = (key: string, value: string | Dictionary, file: string) => {
    const before = owner.get(key);
    if (before) throw new Error(`i18n: "${key}" is defined by both ${before} and ${file}`);
    owner.set(key, file);
    out[key] = value;
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
