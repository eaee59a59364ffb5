import { beginText, endText, rgb, setFillingRgbColor, setFontAndSize, setTextMatrix, showText, type PDFFont, type PDFName, type PDFPage, type RGB } from 'pdf-lib';
import type { Run } from './text-layout.ts';

/** True when the standard font (WinAnsi) can encode the character. */
export function canEncode(font: PDFFont, ch: string): boolean {
  const cp = ch.codePointAt(0)!;
  if (cp >= 0x20 && cp < 0x7f) return true;
  try {
    font.encodeText(ch);
    return true;
  } catch {
    return false;
  }
}

const BLACK = rgb(0, 0, 0);

/**
 * Measures and draws runs of text (text-layout.ts): Latin runs in a standard font, CJK runs in the
 * embedded CJK font (cjk-font.ts), one after the other on a line.
 */
export class RunPainter {
  /** Per standard font: the width of each character at size 1. */
  private readonly unitWidths = new Map<PDFFont, Map<string, number>>();
  /** Per page: the resource name of each font drawn on it. */
  private readonly fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

  constructor(private readonly cjk: PDFFont | undefined) {}

  /** The font of a run: the CJK font for CJK runs, else `latin`. */
  fontOf(run: Run, latin: PDFFont): PDFFont {
    if (!run.cjk) return latin;
    if (!this.cjk) throw new Error('CJK text without the CJK font');
    return this.cjk;
  }

  /**
   * The width a run takes when drawn. pdf-lib draws standard-font text without kerning but its
   * widthOfTextAtSize subtracts the kerning, so Latin runs are measured character by character.
   */
  widthOf(run: Run, latin: PDFFont, size: number): number {
    if (run.cjk) return this.fontOf(run, latin).widthOfTextAtSize(run.text, size);
    let units = this.unitWidths.get(latin);
    if (!units) this.unitWidths.set(latin, (units = new Map<string, number>()));
    let sum = 0;
    for (const ch of run.text) {
      let w = units.get(ch);
      if (w === undefined) units.set(ch, (w = latin.widthOfTextAtSize(ch, 1)));
      sum += w;
    }
    return sum * size;
  }

  /** The width of a line of runs. */
  lineWidth(line: Run[], latin: PDFFont, size: number): number {
    return line.reduce((sum, run) => sum + this.widthOf(run, latin, size), 0);
  }

  /** Draws one line of runs from x, each run in its font, one after the other. */
  drawLine(page: PDFPage, line: Run[], x: number, y: number, size: number, latin: PDFFont, color?: RGB): void {
    let at = x;
    for (const run of line) {
      this.show(page, run.text, at, y, size, this.fontOf(run, latin), color);
      at += this.widthOf(run, latin, size);
    }
  }

  /**
   * Draws one run of text (no wrapping, no line breaks) at the baseline (x, y): what page.drawText
   * draws, without its per-call cost: drawText adds two entries to the page's font dictionary on
   * every call (a payslip draws some 200 runs) and checks each option; here each font gets one
   * entry per page.
   */
  show(page: PDFPage, text: string, x: number, y: number, size: number, font: PDFFont, color: RGB = BLACK): void {
    let keys = this.fontKeys.get(page);
    if (!keys) this.fontKeys.set(page, (keys = new Map<PDFFont, PDFName>()));
    let key = keys.get(font);
    if (!key) keys.set(font, (key = page.node.newFontDictionary(font.name, font.ref)));
    page.pushOperators(
      beginText(),
      setFillingRgbColor(color.red, color.green, color.blue),
      setFontAndSize(key, size),
      setTextMatrix(1, 0, 0, 1, x, y),
      showText(font.encodeText(text)),
      endText(),
    );
  }
}
