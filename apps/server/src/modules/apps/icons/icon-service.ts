import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  ICON_SETS,
  SHAPE_ATTRS,
  SHAPE_TAGS,
  type IconSet,
  type IconSetId,
  type IconShapes,
} from '@wf/shared/contracts/apps/icons/icons';
import { notFound } from '../../../http/errors.ts';

/** The names of each set, written by scripts/icon-names.mjs from the icon packages. */
const names = JSON.parse(readFileSync(new URL('./icon-names.json', import.meta.url), 'utf8')) as Record<
  IconSetId,
  string[]
>;

/** GET api/ui/icons/<set>: the namespace, name and grid of each set (docs/product/template-apps.md#icons), and the names read from the icon package. */
export function iconSet(id: IconSetId): IconSet {
  const def = ICON_SETS.find((s) => s.set === id)!;
  return { namespace: def.namespace, name: def.name, grid: def.grid, list: names[id] };
}

const SUFFIX: Record<string, string> = {
  'material-solid': '',
  'material-outline': 'Outlined',
  'material-twotone': 'TwoTone',
};
const TAGS: ReadonlySet<string> = new Set(SHAPE_TAGS);
const ATTRS: ReadonlySet<string> = new Set(SHAPE_ATTRS);

/**
 * An icon component file of @mui/icons-material as its SVG elements: each `jsx("path", { d: "…", … })`
 * call with its string or number attributes; only the listed elements and attributes are kept.
 */
export function shapesOf(source: string): IconShapes['icons'][string] {
  const out: IconShapes['icons'][string] = [];
  for (const m of source.matchAll(/jsxs?\)\("(\w+)", \{([^{}]*)\}/g)) {
    const tag = m[1]!;
    if (!TAGS.has(tag)) continue;
    const attrs: Record<string, string> = {};
    for (const a of m[2]!.matchAll(/(\w+): (?:"((?:[^"\\]|\\.)*)"|(-?[\d.]+))/g))
      if (ATTRS.has(a[1]!)) attrs[a[1]!] = a[2] ?? a[3]!;
    out.push([tag as (typeof SHAPE_TAGS)[number], attrs]);
  }
  return out;
}

const cache = new Map<string, Promise<IconShapes>>();

/** GET api/ui/icons/shapes?set=: every icon of a material set, read once from the installed package. */
export function iconShapes(set: 'material-solid' | 'material-outline' | 'material-twotone'): Promise<IconShapes> {
  let found = cache.get(set);
  if (!found) {
    found = readShapes(set);
    found.catch(() => cache.delete(set));
    cache.set(set, found);
  }
  return found;
}

async function readShapes(set: string): Promise<IconShapes> {
  let dir: string;
  try {
    dir = dirname(createRequire(import.meta.url).resolve('@mui/icons-material/package.json'));
  } catch {
    throw notFound('The icon package is not installed');
  }
  const files = new Set(await readdir(dir));
  const icons: IconShapes['icons'] = {};
  const list = names[set as IconSetId];
  for (let i = 0; i < list.length; i += 64) {
    const batch = list.slice(i, i + 64);
    const read = await Promise.all(
      batch.map(async (name) => {
        const file = `${name}${SUFFIX[set]}.js`;
        return files.has(file) ? shapesOf(await readFile(join(dir, file), 'utf8')) : [];
      }),
    );
    batch.forEach((name, j) => (icons[name] = read[j]!));
  }
  return { viewBox: '0 0 24 24', icons };
}
