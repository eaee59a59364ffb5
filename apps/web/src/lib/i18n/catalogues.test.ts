// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, localeFolders, STAFF_LANGUAGES } from '../../../i18n-catalogues.ts';
import { flattenKeys, lookup, type Dictionary } from './translate.ts';

const src = process.env.WF_WEB_SRC!;
const catalogues = Object.fromEntries(STAFF_LANGUAGES.map((l) => [l, buildCatalogue(src, l)])) as Record<string, Dictionary>;
const en = catalogues.en!;
const placeholders = (s: string | undefined) => [...(s ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Source files of the staff app (the public registration reads /translation/en_zh.json). */
function staffSources(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return relative(src, p) === join('features', 'registration') ? [] : staffSources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** MUI theme paths that look like keys of the `common` group. */
const MUI_PALETTE = new Set(['common.white', 'common.black']);

describe('staff catalogues (/i18n/{lang}.json)', () => {
  it.each(STAFF_LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the keys of en, none empty, same placeholders', (lang) => {
    const other = catalogues[lang]!;
    const enKeys = flattenKeys(en).sort();
    expect(flattenKeys(other).sort()).toEqual(enKeys);
    for (const key of enKeys) {
      expect(lookup(other, key)?.trim(), `${lang}: ${key}`).toBeTruthy();
      expect(placeholders(lookup(other, key)), `${lang}: ${key}`).toEqual(placeholders(lookup(en, key)));
    }
  });

  it('every key the staff code names is in the catalogue', () => {
    // t('ns.key') calls, and quoted 'ns.key' strings (key maps such as STATUS_KEYS) of a namespace.
    const namespaces = Object.keys(en).join('|');
    const keyLiteral = new RegExp(`\\bt\\(\\s*'([A-Za-z][\\w-]*(?:\\.[\\w-]+)+)'|'((?:${namespaces})(?:\\.[\\w-]+)+)'`, 'g');
    const missing: string[] = [];
    for (const file of staffSources()) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(keyLiteral)) {
        const key = (m[1] ?? m[2])!;
        if (MUI_PALETTE.has(key)) continue;
        if (lookup(en, key) === undefined && lookup(en, `${key}_other`) === undefined) missing.push(`${relative(src, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('catalogue namespaces (i18n-catalogues.ts)', () => {
  /** A made-up src folder: path -> the English file's content. */
  const tree = (files: Record<string, object>) => {
    const dir = mkdtempSync(join(tmpdir(), 'wf-i18n-'));
    for (const [path, dict] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), JSON.stringify(dict));
    }
    return dir;
  };

  it('a feature or component folder is its own name; a template app under features/apps is apps.<app>', () => {
    const namespaces = Object.fromEntries(localeFolders(src).map((f) => [relative(src, f.dir), f.namespace]));
    expect(namespaces).toMatchObject({
      locales: '',
      [join('features', 'workers', 'locales')]: 'workers',
      [join('components', 'management', 'locales')]: 'management',
      [join('features', 'apps', 'chat', 'locales')]: 'apps.chat',
    });
    expect(lookup(en, 'apps.chat.send')).toBe('Send');
    expect(en.chat).toBeUndefined();
  });

  it('a template app may share a feature\'s name; a namespace defined twice fails the merge', () => {
    const dir = tree({
      'locales/en.json': { common: { ok: 'OK' } },
      'features/notes/locales/en.json': { title: 'Notes' },
      'features/apps/notes/locales/en.json': { title: 'Quick notes' },
      'features/apps/todo/locales/en.json': { title: 'To do' },
    });
    try {
      expect(buildCatalogue(dir, 'en')).toEqual({
        common: { ok: 'OK' },
        notes: { title: 'Notes' },
        apps: { notes: { title: 'Quick notes' }, todo: { title: 'To do' } },
      });
      writeFileSync(join(dir, 'locales/en.json'), JSON.stringify({ apps: 'Apps' }));
      expect(() => buildCatalogue(dir, 'en')).toThrow(/"apps" is defined by both/);
      writeFileSync(join(dir, 'locales/en.json'), '{}');
      mkdirSync(join(dir, 'components/notes/locales'), { recursive: true });
      writeFileSync(join(dir, 'components/notes/locales/en.json'), '{}');
      expect(() => buildCatalogue(dir, 'en')).toThrow(/"notes" is defined by both/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
