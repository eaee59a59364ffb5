// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ENUMS } from '@wf/shared/enums/index';
import { buildCatalogue, STAFF_LANGUAGES } from '../../i18n-catalogues.ts';
import { lookup, type Dictionary } from './i18n/translate.ts';

/**
 * Every value of every enumeration (@wf/shared/enums, decision 039) has its page label in en, zh and
 * tr under the definition's catalogue group, and the English page label is the English export label:
 * a value added to a definition without its words fails here.
 */
const src = process.env.WF_WEB_SRC!;
const catalogues = Object.fromEntries(STAFF_LANGUAGES.map((l) => [l, buildCatalogue(src, l)])) as Record<string, Dictionary>;

describe('enumeration definitions and the catalogues', () => {
  it('are registered, each name once', () => {
    expect(ENUMS.length).toBeGreaterThan(0);
    const names = ENUMS.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(STAFF_LANGUAGES)('%s has a label for every value', (lang) => {
    const missing = ENUMS.flatMap((d) =>
      d.values.filter((v) => !lookup(catalogues[lang]!, d.key(v))?.trim()).map((v) => `${d.name}: ${d.key(v)}`),
    );
    expect(missing).toEqual([]);
  });

  it('the English page label is the export label', () => {
    const differ = ENUMS.flatMap((d) =>
      d.values
        .filter((v) => lookup(catalogues.en!, d.key(v)) !== d.labels[v])
        .map((v) => `${d.name}.${v}: page "${lookup(catalogues.en!, d.key(v))}", export "${d.labels[v]}"`),
    );
    expect(differ).toEqual([]);
  });

  it('a definition with chips gives every value a colour', () => {
    for (const d of ENUMS.filter((e) => e.colours))
      expect(Object.keys(d.colours!).sort(), d.name).toEqual([...d.values].sort());
  });
});
