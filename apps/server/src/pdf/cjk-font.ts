import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as fontkit from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { desubroutinize } from './cff-desubroutinize.ts';

/**
 * The font for Chinese text in generated PDFs: Noto Sans Hans Regular (OpenType/CFF, about
 * 31,000 characters: simplified and traditional Chinese, Latin, Greek, Cyrillic, CJK punctuation,
 * kana; no Hangul, no Indic scripts, no emoji) from the npm package `@embedpdf/fonts-sc`, so it is
 * installed by `npm ci` like any other dependency, never taken from the system or the network.
 *
 * The 8 MB file is read and parsed once per process, on first use (a contract with only Latin
 * text never loads it). Each PDF embeds only the glyphs it draws (`subset: true`).
 *
 * Parsing and subsetting use upstream `fontkit` 2, not `@pdf-lib/fontkit`: that fork's CFF
 * subsetter writes a CFF that PDF readers reject for CID-keyed fonts such as this one (the text
 * renders blank), and its TrueType subsetter corrupts `loca`; upstream fixed both. pdf-lib takes
 * any object with a fontkit-shaped `create`; the one gap is that pdf-lib reads the subset through
 * `encodeStream()`, which fontkit 2 replaced with `encode()`.
 */
export type CjkFace = {
  /** The font file, as pdf-lib wants it passed to embedFont. */
  readonly bytes: Uint8Array;
  /** True when the font has a glyph for the code point. */
  has(codePoint: number): boolean;
};

type Loaded = CjkFace & { readonly font: fontkit.Font };

const FONT_FILE = 'NotoSansHans-Regular.otf';

/** What the subset replaces of fontkit 2's CFF subsetter (module.mjs, CFFSubset). */
type CffSubsetter = {
  glyphs: number[];
  charstrings: Uint8Array[];
  gsubrs: Uint8Array[];
  subsetCharstrings(): void;
  subsetSubrs(subrs: unknown, used: unknown): Uint8Array[];
};
/** fontkit's parsed CFF table: where each charstring and subroutine is in the font file. */
type Slice = { offset: number; length: number };
type CffTable = {
  stream: { buffer: Uint8Array };
  topDict: { CharStrings: Slice[] };
  globalSubrIndex?: Slice[];
  privateDictForGlyph(gid: number): { Subrs?: Slice[] } | null;
};

let loading: Promise<Loaded> | undefined;

/** Where the font file is: in the installed `@embedpdf/fonts-sc` package (fonts/ beside dist/). */
export function cjkFontPath(): string {
  const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
  return path.join(path.dirname(entry), '..', 'fonts', FONT_FILE);
}

/**
 * A glyph's charstring without subroutine calls, made once per glyph and kept for the process (the
 * same characters recur: names, project names).
 */
function desubroutinizedCharstrings(font: fontkit.Font): (gid: number) => Uint8Array {
  const cff = (font as unknown as Record<string, CffTable | undefined>)['CFF '];
  if (!cff) throw new Error(`${FONT_FILE} has no CFF table`);
  const bytesOf = (slices: Slice[] | undefined) => (slices ?? []).map((s) => cff.stream.buffer.subarray(s.offset, s.offset + s.length));
  const globalSubrs = bytesOf(cff.globalSubrIndex);
  const localSubrs = new Map<Slice[] | undefined, Uint8Array[]>();
  const done = new Map<number, Uint8Array>();
  return (gid) => {
    let charstring = done.get(gid);
    if (!charstring) {
      const subrs = cff.privateDictForGlyph(gid)?.Subrs;
      let local = localSubrs.get(subrs);
      if (!local) localSubrs.set(subrs, (local = bytesOf(subrs)));
      const [own] = bytesOf([cff.topDict.CharStrings[gid]!]);
      done.set(gid, (charstring = desubroutinize({ charstring: own!, globalSubrs, localSubrs: local })));
    }
    return charstring;
  };
}

/** The parsed font, loaded once per process (a failed load is tried again on the next call). */
export function loadCjkFace(): Promise<CjkFace> {
  loading ??= load().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

async function load(): Promise<Loaded> {
  const bytes = await readFile(cjkFontPath());
  const parsed = fontkit.create(bytes);
  if (!('createSubset' in parsed)) throw new Error(`${FONT_FILE} is a font collection, not a single font`);
  const font = parsed;
  const charstringOf = desubroutinizedCharstrings(font);
  // pdf-lib calls subset.encodeStream() and listens for data/end; fontkit 2 has encode().
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset() as ReturnType<typeof createSubset> & Partial<CffSubsetter>;
    // The subset's glyphs carry their outlines without subroutine calls (cff-desubroutinize.ts), so
    // it needs none of the font's 22,293 local and global subroutines fontkit would otherwise keep
    // a slot for each: a few hundred bytes a glyph instead of ~90 KB of empty slots per subset.
    if (typeof subset.subsetCharstrings === 'function' && typeof subset.subsetSubrs === 'function') {
      const cffSubset = subset as CffSubsetter;
      cffSubset.subsetCharstrings = () => {
        cffSubset.charstrings = cffSubset.glyphs.map(charstringOf);
        cffSubset.gsubrs = [];
      };
      cffSubset.subsetSubrs = () => [];
    }
    return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
  };
  return { bytes, font, has: (cp) => font.hasGlyphForCodePoint(cp) };
}

/**
 * Embeds the CJK font in `doc` as a subset (only the glyphs drawn end up in the file). The parsed
 * font is shared by every document: pdf-lib only reads it (layout, glyph outlines) in synchronous
 * calls, and keeps the per-document subset itself.
 */
export async function embedCjkFont(doc: PDFDocument): Promise<PDFFont> {
  const face = (await loadCjkFace()) as Loaded;
  const shared = { create: () => face.font } as unknown as Parameters<PDFDocument['registerFontkit']>[0];
  doc.registerFontkit(shared);
  return doc.embedFont(face.bytes, { subset: true });
}
