import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { embedCjkFont, loadCjkFace, type CjkFace } from './cjk-font.ts';
import { canEncode, RunPainter } from './run-painter.ts';
import { normalizeText, toRuns, wrapRuns, type Run } from './text-layout.ts';

export const A4 = { w: 595.28, h: 841.89 };
export const MARGIN = 48;
export const GREY = rgb(0.35, 0.35, 0.35);
const LINE = 13;

export type SheetFonts = { regular: PDFFont; bold: PDFFont; cjk: PDFFont | undefined };
/** heading: a section title; item: one figure; total: a section's sum; net: the final figure (ruled twice as thick). */
export type SheetRowKind = 'heading' | 'item' | 'total' | 'net';
export type SheetRow = { kind: SheetRowKind; label: string; detail?: string; amount?: string };

/**
 * A new PDF with Helvetica (regular and bold) and, only when one of `texts` needs it, the embedded
 * CJK subset; `runs` splits a string between the two; `plain` is the string as the document's
 * metadata can carry it. Title, author, creator, producer and language are set here.
 */
export async function openSheetDocument(texts: readonly string[], meta: { title: string; author: string }) {
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
  const fonts: SheetFonts = { regular, bold, cjk };
  return { doc, fonts, runs };
}

/**
 * An A4 document laid out top to bottom, over further pages when it runs long: wrapped text,
 * "label: value" blocks, rows of label, detail and right-aligned amount, and a footer with page
 * numbers on every page. Latin text in the standard fonts, other scripts in the CJK subset
 * (`runs` splits a string between them). Used by payslips and the IR8A form.
 */
export class Sheet {
  protected page: PDFPage;
  protected y = A4.h - MARGIN;
  private readonly pages: PDFPage[] = [];
  protected readonly painter: RunPainter;
  protected readonly width = A4.w - 2 * MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    protected readonly fonts: SheetFonts,
    protected readonly runs: (s: string) => Run[],
  ) {
    this.painter = new RunPainter(fonts.cjk);
    this.page = this.addPage();
  }

  private addPage(): PDFPage {
    const p = this.doc.addPage([A4.w, A4.h]);
    this.pages.push(p);
    return p;
  }

  protected ensure(height: number): void {
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
  protected at(s: string, x: number, width: number, size: number, font: PDFFont, color?: RGB, lead = size + 4): void {
    for (const line of wrapRuns(this.runs(s), width, (r) => this.painter.widthOf(r, font, size))) {
      this.ensure(lead);
      this.y -= lead;
      this.painter.drawLine(this.page, line, x, this.y, size, font, color);
    }
  }

  /** Text drawn at the baseline y, ending at `right` (one line, cut to `width`). */
  protected right(s: string, right: number, y: number, size: number, font: PDFFont): void {
    const line = wrapRuns(this.runs(s), this.width, (r) => this.painter.widthOf(r, font, size))[0] ?? [];
    this.painter.drawLine(this.page, line, right - this.painter.lineWidth(line, font, size), y, size, font);
  }

  /** Label: value lines (a header block); `labelWidth` is the labels' column. */
  pairs(rows: Array<[string, string]>, labelWidth = 110): void {
    for (const [label, value] of rows) {
      this.ensure(LINE);
      const top = this.y;
      this.at(`${label}:`, MARGIN, labelWidth - 6, 9.5, this.fonts.bold, undefined, LINE);
      const afterLabel = this.y;
      this.y = top;
      this.at(value, MARGIN + labelWidth, this.width - labelWidth, 9.5, this.fonts.regular, undefined, LINE);
      this.y = Math.min(this.y, afterLabel);
    }
  }

  /** One row: a heading, an item with its detail and amount, or a total; `labelWidth` is the labels' column. */
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
