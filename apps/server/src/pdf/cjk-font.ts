import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as fontkit from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

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

/** The CFF subsetter's hooks fontkit 2 has (module.mjs, CFFSubset.subsetSubrs). */
type SubrSubsetter = {
  cff: { stream: { pos: number; readBuffer(length: number): Uint8Array } };
  subsetSubrs(subrs: ReadonlyArray<{ offset: number; length: number }>, used: Record<number, boolean>): Uint8Array[];
};
/** A charstring subroutine that only returns (CFF operator 11). */
const SUBR_RETURN = new Uint8Array([11]);

let loading: Promise<Loaded> | undefined;

/** Where the font file is: in the installed `@embedpdf/fonts-sc` package (fonts/ beside dist/). */
export function cjkFontPath(): string {
  const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
  return path.join(path.dirname(entry), '..', 'fonts', FONT_FILE);
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
  // pdf-lib calls subset.encodeStream() and listens for data/end; fontkit 2 has encode().
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset() as ReturnType<typeof createSubset> & Partial<SubrSubsetter>;
    // fontkit keeps every subroutine slot of the subset (an unused one as a 1-byte 'return'), a new
    // array per slot: this font's ideograph dictionary has 22,293 of them, so each subset allocated
    // as many; one shared 'return' makes the same bytes with far less garbage to collect.
    if (typeof subset.subsetSubrs === 'function' && subset.cff) {
      const cff = subset.cff;
      subset.subsetSubrs = (subrs, used) =>
        subrs.map((subr, i) => {
          if (!used[i]) return SUBR_RETURN;
          cff.stream.pos = subr.offset;
          return cff.stream.readBuffer(subr.length);
        });
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
