import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
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

/**
 * Measures and draws runs of text (text-layout.ts): Latin runs in a standard font, CJK runs in the
 * embedded CJK font (cjk-font.ts), one after the other on a line.
 */
export class RunPainter {
  /** Per standard font: the width of each character at size 1. */
  private readonly unitWidths = new Map<PDFFont, Map<string, number>>();

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
    if (!units) this.unitWidths.set(latin, (units = new Map()));
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
      const font = this.fontOf(run, latin);
      page.drawText(run.text, { x: at, y, size, font, ...(color ? { color } : {}) });
      at += this.widthOf(run, latin, size);
    }
  }
}
