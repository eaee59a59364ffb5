import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { embedCjkFont, loadCjkFace, type CjkFace } from './cjk-font.ts';
import { canEncode, RunPainter } from './run-painter.ts';
import { normalizeText, toRuns, wrapRuns, type Run } from './text-layout.ts';

/** One line of a document: a heading, an item with its detail and amount, a total, or the net. */
export type SheetRow = { kind: 'heading' | 'item' | 'total' | 'net'; label: string; detail?: string; amount?: string };

export const A4 = { w: 595.28, h: 841.89 };
export const MARGIN = 48;
export const GREY = rgb(0.35, 0.35, 0.35);
const LINE = 13;

export type Fonts = { regular: PDFFont; bold: PDFFont; cjk: PDFFont | undefined };

/**
 * A new A4 document and its sheet: Latin text in Helvetica; Chinese names and project names in the
 * embedded CJK subset, loaded only when one of `texts` needs it. `plain` is a text as the PDF's
 * metadata can carry it.
 */
export async function openSheet(texts: readonly string[], meta: { title: string; author: string }) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const latinCan = (ch: string) => canEncode(regular, ch);
  const needsCjk = texts.some((s) => [...normalizeText(s)].some((ch) => !latinCan(ch)));
  const face: CjkFace | undefined = needsCjk ? await loadCjkFace() : undefined;
  const runs = (s: string): Run[] => toRuns(normalizeText(s), latinCan, (cp) => face?.has(cp) ?? false);
  const cjk = needsCjk && texts.some((s) => runs(s).some((r) => r.cjk)) ? await embedCjkFont(doc) : undefined;
  const plain = (s: string) =>
    runs(s)
      .map((r) => r.text)
      .join('');
  doc.setTitle(plain(meta.title));
  doc.setAuthor(plain(meta.author));
  doc.setCreator('Workforce');
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-SG');
  return { doc, s: new Sheet(doc, { regular, bold, cjk }, runs), plain };
}

/** Lays a document (payslip, billing statement, IR8A form) out top to bottom, over further pages when the shifts run long. */
export class Sheet {
  private page: PDFPage;
  private y = A4.h - MARGIN;
  private readonly pages: PDFPage[] = [];
  private readonly painter: RunPainter;
  private readonly width = A4.w - 2 * MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly runs: (s: string) => Run[],
  ) {
    this.painter = new RunPainter(fonts.cjk);
    this.page = this.addPage();
  }

  private addPage(): PDFPage {
    const p = this.doc.addPage([A4.w, A4.h]);
    this.pages.push(p);
    return p;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN + 24) {
      this.page = this.addPage();
      this.y = A4.h - MARGIN;
    }
  }

  gap(h: number): void {
    this.y -= h;
  }

  /** Text from the left margin, wrapped to the page width. */
  text(s: string, size: number, font: PDFFont, color?: RGB): void {
    this.at(s, MARGIN, this.width, size, font, color);
  }

  /** Text wrapped into a column at x; moves down by the lines it takes. */
  private at(s: string, x: number, width: number, size: number, font: PDFFont, color?: RGB, lead = size + 4): void {
    for (const line of wrapRuns(this.runs(s), width, (r) => this.painter.widthOf(r, font, size))) {
      this.ensure(lead);
      this.y -= lead;
      this.painter.drawLine(this.page, line, x, this.y, size, font, color);
    }
  }

  /** Text drawn at the baseline y, ending at `right` (one line, cut to `width`). */
  private right(s: string, right: number, y: number, size: number, font: PDFFont): void {
    const line = wrapRuns(this.runs(s), this.width, (r) => this.painter.widthOf(r, font, size))[0] ?? [];
    this.painter.drawLine(this.page, line, right - this.painter.lineWidth(line, font, size), y, size, font);
  }

  /** Label: value lines (the header block); `labelWidth` is the labels' column. */
  pairs(rows: Array<[string, string]>, labelWidth = 110): void {
    for (const [label, value] of rows) {
      this.ensure(LINE);
      const top = this.y;
      this.painter.show(this.page, `${label}:`, MARGIN, top - LINE, 9.5, this.fonts.bold);
      this.at(value, MARGIN + labelWidth, this.width - labelWidth, 9.5, this.fonts.regular, undefined, LINE);
      this.y = Math.min(this.y, top - LINE);
    }
  }

  /** One line: a heading, an item with its detail and amount, or a total; `labelWidth` is the labels' column. */
  row(row: SheetRow, labelWidth = 190): void {
    const size = row.kind === 'heading' ? 10 : 9.5;
    const font = row.kind === 'item' ? this.fonts.regular : this.fonts.bold;
    const ruled = row.kind === 'total' || row.kind === 'net';
    // A heading, and the rule above a total, get room of their own (the rule never crosses the text above).
    if (row.kind === 'heading' || ruled) this.gap(2);
    this.ensure(LINE + 2);
    const top = this.y;
    const indent = row.kind === 'item' ? 12 : 0;
    this.at(row.label, MARGIN + indent, labelWidth - indent, size, font, undefined, LINE);
    const afterLabel = this.y;
    if (row.detail) {
      this.y = top;
      // between the labels and the amounts' column (about 53 pt)
      this.at(row.detail, MARGIN + labelWidth + 6, this.width - labelWidth - 59, 8, this.fonts.regular, GREY, LINE);
    }
    if (row.amount) this.right(row.amount, A4.w - MARGIN, top - LINE, size, font);
    this.y = Math.min(this.y, afterLabel) - 2;
    if (ruled) {
      this.page.drawLine({
        start: { x: MARGIN, y: top + 1 },
        end: { x: A4.w - MARGIN, y: top + 1 },
        thickness: row.kind === 'net' ? 1 : 0.5,
        color: GREY,
      });
    }
  }

  /**
   * A table: text columns from the left (each wrapped to its width) and number columns right-aligned
   * at their `right` edge; the header row bold, then the rows.
   */
  table<K extends string>(
    cols: readonly { x: number; w: number; key: K }[],
    numbers: readonly { right: number; key: K }[],
    header: Record<K, string>,
    rows: readonly Record<K, string>[],
    size = 8,
  ): void {
    const lead = size + 2.5;
    [header, ...rows].forEach((row, i) => {
      const font = i === 0 ? this.fonts.bold : this.fonts.regular;
      this.ensure(lead);
      const top = this.y;
      let low = top;
      for (const c of cols) {
        this.y = top;
        this.at(row[c.key], MARGIN + c.x, c.w, size, font, undefined, lead);
        low = Math.min(low, this.y);
      }
      for (const n of numbers) this.right(row[n.key], A4.w - MARGIN - n.right, top - lead, size, font);
      this.y = low - 1;
    });
  }

  /** An image (the business's logo) at the top right of the first page, at most w x h points. */
  async logo(bytes: Uint8Array, mime: string, w: number, h: number): Promise<void> {
    const img = mime === 'image/png' ? await this.doc.embedPng(bytes) : await this.doc.embedJpg(bytes);
    const scale = Math.min(w / img.width, h / img.height, 1);
    const page = this.pages[0]!;
    page.drawImage(img, {
      x: A4.w - MARGIN - img.width * scale,
      y: A4.h - MARGIN - img.height * scale,
      width: img.width * scale,
      height: img.height * scale,
    });
  }

  finish(footer: string): void {
    const total = this.pages.length;
    const runs = this.runs(footer);
    this.pages.forEach((p, i) => {
      const line = wrapRuns(runs, this.width - 70, (r) => this.painter.widthOf(r, this.fonts.regular, 7.5))[0] ?? [];
      this.painter.drawLine(p, line, MARGIN, 28, 7.5, this.fonts.regular, GREY);
      const label = `Page ${i + 1} of ${total}`;
      const w = this.painter.widthOf({ text: label, cjk: false }, this.fonts.regular, 7.5);
      this.painter.show(p, label, A4.w - MARGIN - w, 28, 7.5, this.fonts.regular, GREY);
    });
  }
}
