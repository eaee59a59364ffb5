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
    const missing: string[] = [];
    for (const file of staffSources()) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([A-Za-z][\w-]*(?:\.[\w-]+)+)'/g)) {
        const key = m[1]!;
        if (lookup(en, key) === undefined && lookup(en, `${key}_other`) === undefined) missing.push(`${relative(src, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
