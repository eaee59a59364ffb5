import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  StandardFonts,
  type PDFFont,
} from 'pdf-lib';

/**
 * Reading generated PDFs back in tests (pdf-lib writes but does not extract text): the text runs
 * each page draws, decoded through their fonts, with position, size and width.
 */

/** One Tj of a page: where it starts, its size, its text (decoded) and its width in points. */
export type Drawn = { page: number; x: number; y: number; size: number; text: string; width: number; type0: boolean };

/** A stream's bytes, inflated when it is FlateDecode (with node's zlib, not pdf-lib's decoder). */
export function streamBytes(stream: PDFRawStream): Buffer {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const raw = Buffer.from(stream.contents);
  return filter === PDFName.of('FlateDecode') ? inflateSync(raw) : raw;
}

/** The code -> Unicode text mapping of a ToUnicode CMap (bfchar and bfrange entries). */
function parseToUnicode(cmap: string): Map<number, string> {
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, uni] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(code!, 16), utf16(uni!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, uni] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const first = parseInt(uni!, 16);
      for (let c = parseInt(lo!, 16); c <= parseInt(hi!, 16); c++)
        map.set(c, String.fromCodePoint(first + c - parseInt(lo!, 16)));
    }
  }
  return map;
}

/** Everything the Type0 (composite) fonts of the PDF hold: the embedded font file and the ToUnicode map. */
export function type0Fonts(doc: PDFDocument) {
  const fonts: Array<{
    ref: PDFRef;
    fontFile: PDFRawStream;
    fontFileKey: string;
    toUnicode: Map<number, string>;
    widths: Map<number, number>;
  }> = [];
  for (const [ref, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of('Subtype')) !== PDFName.of('Type0')) continue;
    const descendant = doc.context.lookup(obj.lookup(PDFName.of('DescendantFonts'), PDFArray).get(0), PDFDict);
    const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict);
    const fontFileKey = ['FontFile2', 'FontFile3'].find((k) => descriptor.has(PDFName.of(k)))!;
    const fontFile = descriptor.lookup(PDFName.of(fontFileKey), PDFStream) as PDFRawStream;
    const toUnicode = parseToUnicode(
      streamBytes(obj.lookup(PDFName.of('ToUnicode'), PDFStream) as PDFRawStream).toString('latin1'),
    );
    // W: [c [w1 w2 ...]] or [cFirst cLast w]
    const widths = new Map<number, number>();
    const w = descendant.lookup(PDFName.of('W'), PDFArray).asArray();
    for (let i = 0; i < w.length;) {
      const first = (w[i] as PDFNumber).asNumber();
      const next = w[i + 1];
      if (next instanceof PDFArray) {
        next.asArray().forEach((n, j) => widths.set(first + j, (n as PDFNumber).asNumber()));
        i += 2;
      } else {
        for (let c = first; c <= (next as PDFNumber).asNumber(); c++) widths.set(c, (w[i + 2] as PDFNumber).asNumber());
        i += 3;
      }
    }
    fonts.push({ ref, fontFile, fontFileKey, toUnicode, widths });
  }
  return fonts;
}

/** The text runs drawn on each page, decoded through their font (ToUnicode for Type0, WinAnsi bytes otherwise). */
export async function drawnText(pdf: Buffer): Promise<Drawn[]> {
  const doc = await PDFDocument.load(pdf);
  const type0 = new Map(type0Fonts(doc).map((f) => [f.ref.toString(), f]));
  const measureDoc = await PDFDocument.create();
  const standard: Record<string, PDFFont> = {
    Helvetica: await measureDoc.embedFont(StandardFonts.Helvetica),
    'Helvetica-Bold': await measureDoc.embedFont(StandardFonts.HelveticaBold),
  };
  const drawn: Drawn[] = [];
  doc.getPages().forEach((page, index) => {
    const fontRes = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    const contents = page.node.Contents()!;
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((r) => doc.context.lookup(r, PDFStream) as PDFRawStream)
        : [contents as PDFRawStream];
    const content = streams.map((s) => streamBytes(s).toString('latin1')).join('\n');
    for (const [, name, size, x, y, hex] of content.matchAll(
      /\/(\S+) ([\d.]+) Tf\s[\s\S]*?1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\s*<([0-9A-F]*)> Tj/g,
    )) {
      const ref = fontRes.get(PDFName.of(name!)) as PDFRef;
      const font = type0.get(ref.toString());
      const pt = Number(size);
      if (font) {
        const codes = (hex!.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16));
        const text = codes.map((c) => font.toUnicode.get(c) ?? '\uFFFD').join('');
        const width = codes.reduce((sum, c) => sum + (font.widths.get(c) ?? 0), 0) * (pt / 1000);
        drawn.push({ page: index + 1, x: Number(x), y: Number(y), size: pt, text, width, type0: true });
      } else {
        const text = Buffer.from(hex!, 'hex').toString('latin1');
        const baseFont = doc.context.lookup(ref, PDFDict).get(PDFName.of('BaseFont'))!.toString().slice(1);
        // pdf-lib draws standard fonts without kerning: the drawn width is the sum of the characters'
        const width = [...text].reduce((sum, ch) => sum + standard[baseFont]!.widthOfTextAtSize(ch, pt), 0);
        drawn.push({ page: index + 1, x: Number(x), y: Number(y), size: pt, text, width, type0: false });
      }
    }
  });
  return drawn;
}

/** The text on each line of a PDF: the runs on one baseline joined in x order, runs of spaces as one. */
export async function pdfLines(pdf: Uint8Array): Promise<string[]> {
  const rows = new Map<string, Drawn[]>();
  for (const d of await drawnText(Buffer.from(pdf)))
    rows.set(`${d.page}/${d.y}`, [...(rows.get(`${d.page}/${d.y}`) ?? []), d]);
  return [...rows.values()].map((r) =>
    r
      .sort((a, b) => a.x - b.x)
      .map((d) => d.text)
      .join(' ')
      .replace(/ {2,}/g, ' '),
  );
}
