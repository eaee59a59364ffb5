import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { embedCjkFont, loadCjkFace, type CjkFace } from '../../../pdf/cjk-font.ts';
import { saveWithNativeDeflate } from '../../../pdf/native-deflate.ts';
import { canEncode, RunPainter } from '../../../pdf/run-painter.ts';
import { normalizeText, toRuns, wrapRuns, type Run } from '../../../pdf/text-layout.ts';
import { payslipItems, type PayslipInput, type PayslipRowData } from './payslip-items.ts';

/**
 * One worker's itemised payslip for one pay run, as a PDF (A4): every item the Employment Act asks
 * of an itemised payslip (MOM, "Itemised payslips": employer's and employee's full names, date of
 * payment, start and end of the salary period, basic rate and hours worked, allowances, other
 * additional payments such as rest day and public holiday pay, each deduction including the
 * employee's CPF, overtime hours, overtime pay and its period, net salary), then the employer's CPF
 * for information and the shifts paid. What is printed comes from payslip-items.ts (the same figures
 * the tests read back). Latin text in Helvetica; Chinese names and project names in the embedded
 * CJK subset, loaded only when a payslip needs it.
 *
 * Runs in a worker thread (payslip-pool.ts): the input is plain data, the answer the PDF's bytes.
 */
export async function renderPayslipPdf(input: PayslipInput): Promise<Uint8Array> {
  const items = payslipItems(input);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const latinCan = (ch: string) => canEncode(regular, ch);
  const texts = [
    items.employer.name,
    items.employer.address,
    items.employee.name,
    ...items.shifts.flatMap((s) => [s.project, s.position]),
    ...items.rows.map((r) => r.label),
  ];
  const needsCjk = texts.some((s) => [...normalizeText(s)].some((ch) => !latinCan(ch)));
  const face: CjkFace | undefined = needsCjk ? await loadCjkFace() : undefined;
  const runs = (s: string): Run[] => toRuns(normalizeText(s), latinCan, (cp) => face?.has(cp) ?? false);
  const cjk = needsCjk && texts.some((s) => runs(s).some((r) => r.cjk)) ? await embedCjkFont(doc) : undefined;

  const title = `Payslip ${items.period} - ${runs(items.employee.name)
    .map((r) => r.text)
    .join('')}`;
  doc.setTitle(title);
  doc.setAuthor(
    runs(items.employer.name)
      .map((r) => r.text)
      .join(''),
  );
  doc.setCreator('Workforce');
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-SG');

  const s = new Sheet(doc, { regular, bold, cjk }, runs);
  s.text('PAYSLIP', 18, bold);
  s.gap(4);
  s.text(items.employer.name, 12, bold);
  if (items.employer.uen) s.text(`UEN ${items.employer.uen}`, 9, regular, GREY);
  if (items.employer.address) s.text(items.employer.address, 9, regular, GREY);
  s.gap(8);
  s.pairs([
    ['Employee', items.employee.name],
    ['Employee code', items.employee.code],
    ['Salary period', items.period],
    ['Date of payment', items.paymentDate],
    ['Pay run', items.runLabel],
  ]);
  s.gap(10);
  for (const row of items.rows) s.row(row);
  s.gap(2);
  s.text(items.roundingRule, 8, regular, GREY);
  s.gap(6);
  s.text('For information (not deducted from your pay)', 9, bold);
  for (const row of items.information) s.row(row);
  if (items.shifts.length > 0) {
    s.gap(8);
    s.text('Shifts paid in this period', 10, bold);
    s.shiftTable(items.shifts);
  }
  s.finish(`Payslip of ${items.employee.name}, ${items.period}. Amounts in Singapore dollars.`);
  return saveWithNativeDeflate(doc);
}

const A4 = { w: 595.28, h: 841.89 };
const MARGIN = 48;
const GREY = rgb(0.35, 0.35, 0.35);
const LINE = 13;
const SHIFT_LINE = 10.5;

type Fonts = { regular: PDFFont; bold: PDFFont; cjk: PDFFont | undefined };
type ShiftRow = ReturnType<typeof payslipItems>['shifts'][number];

/** Lays the payslip out top to bottom, over further pages when the shifts run long. */
class Sheet {
  private page: PDFPage;
  private y = A4.h - MARGIN;
  private readonly pages: PDFPage[] = [];
  private readonly painter: RunPainter;
  private readonly width = A4.w - 2 * MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
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

  /** Label: value lines (the header block). */
  pairs(rows: Array<[string, string]>): void {
    for (const [label, value] of rows) {
      this.ensure(LINE);
      const top = this.y;
      this.painter.show(this.page, `${label}:`, MARGIN, top - LINE, 9.5, this.fonts.bold);
      this.at(value, MARGIN + 110, this.width - 110, 9.5, this.fonts.regular, undefined, LINE);
      this.y = Math.min(this.y, top - LINE);
    }
  }

  /** One payslip line: a heading, an item with its detail and amount, or a total. */
  row(row: PayslipRowData): void {
    const size = row.kind === 'heading' ? 10 : 9.5;
    const font = row.kind === 'item' ? this.fonts.regular : this.fonts.bold;
    const ruled = row.kind === 'total' || row.kind === 'net';
    // A heading, and the rule above a total, get room of their own (the rule never crosses the text above).
    if (row.kind === 'heading' || ruled) this.gap(2);
    this.ensure(LINE + 2);
    const top = this.y;
    const indent = row.kind === 'item' ? 12 : 0;
    this.at(row.label, MARGIN + indent, 190 - indent, size, font, undefined, LINE);
    const afterLabel = this.y;
    if (row.detail) {
      this.y = top;
      this.at(row.detail, MARGIN + 196, 250, 8, this.fonts.regular, GREY, LINE);
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

  /** The shifts: date, project, position, day kind, hours, overtime hours, amount. */
  shiftTable(shifts: ShiftRow[]): void {
    const cols = [
      { x: MARGIN, w: 56, key: 'date' },
      { x: MARGIN + 60, w: 130, key: 'project' },
      { x: MARGIN + 194, w: 106, key: 'position' },
      { x: MARGIN + 304, w: 66, key: 'dayKind' },
    ] as const;
    // Right-aligned from the right margin, each column wide enough for its header.
    const right = A4.w - MARGIN;
    const numbers = [
      { right: right - 92, key: 'hours' },
      { right: right - 48, key: 'overtime' },
      { right, key: 'amount' },
    ] as const;
    const header: ShiftRow = {
      date: 'Date',
      project: 'Project',
      position: 'Position',
      dayKind: 'Day',
      hours: 'Hours',
      overtime: 'OT hours',
      amount: 'Amount',
    };
    [header, ...shifts].forEach((shift, i) => {
      const font = i === 0 ? this.fonts.bold : this.fonts.regular;
      this.ensure(SHIFT_LINE);
      const top = this.y;
      let low = top;
      for (const c of cols) {
        this.y = top;
        this.at(shift[c.key], c.x, c.w, 8, font, undefined, SHIFT_LINE);
        low = Math.min(low, this.y);
      }
      for (const n of numbers) this.right(shift[n.key], n.right, top - SHIFT_LINE, 8, font);
      this.y = low - 1;
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
