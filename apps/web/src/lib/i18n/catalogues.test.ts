// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, STAFF_LANGUAGES } from '../../../i18n-catalogues.ts';
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
