import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import { contractKindForPosition, fillContract, type ContractKind } from '@wf/shared/contracts/registration/contract-text';
import { embedCjkFont, loadCjkFace, type CjkFace } from '../../pdf/cjk-font.ts';
import { canEncode, RunPainter } from '../../pdf/run-painter.ts';
import { normalizeText, toRuns, wrapRuns, type Run } from '../../pdf/text-layout.ts';

export type ContractInput = {
  name: string;
  idNumber: string;
  address: string;
  /** DD/MM/YYYY (the day of signing, Singapore) */
  date: string;
  position: string;
  /** The Company as the contract names it (the business's name and UEN); a description without. */
  company?: string;
  /** The applicant's signature, PNG bytes. */
  signaturePng: Uint8Array;
};

export const CONTRACT_FOOTER =
  'The English text is the governing version of this agreement. A Chinese translation may have been shown for convenience.';

/** The signature PNG could not be read (the only input error renderContractPdf reports). */
export class UnreadableSignatureError extends Error {
  constructor(cause: unknown) {
    super('The signature is not a readable PNG', { cause });
    this.name = 'UnreadableSignatureError';
  }
}

const A4 = { w: 595.28, h: 841.89 };
const MARGIN = 56;
const FOOTER_Y = 32;
const BODY = 10;
const LEADING = 14;

/**
 * The signed contractor service agreement as a PDF (general, or promoter when the position
 * contains 'promoter'), from the English text of contract-text.ts. English text is drawn in
 * Helvetica; characters Helvetica cannot encode (Chinese names and addresses, also Greek or
 * Cyrillic) are drawn with the embedded Noto Sans Hans subset (cjk-font.ts), which is loaded only
 * when a contract needs it. Characters neither font has (emoji, Hangul, Tamil, ...) print as '?'.
 * Throws UnreadableSignatureError when the signature is not a readable PNG.
 */
export async function renderContractPdf(input: ContractInput): Promise<{ pdf: Buffer; kind: ContractKind }> {
  const kind = contractKindForPosition(input.position);
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let signature: PDFImage;
  try {
    signature = await doc.embedPng(input.signaturePng);
  } catch (err) {
    throw new UnreadableSignatureError(err);
  }

  const values = {
    name: normalizeText(input.name),
    idNumber: normalizeText(input.idNumber),
    address: normalizeText(input.address),
    date: normalizeText(input.date),
    position: normalizeText(input.position),
    company: normalizeText(input.company ?? ''),
  };
  const text = fillContract(kind, 'en', values);
  const latinCan = (ch: string) => canEncode(font, ch);
  const all = [text.title, ...text.intro, ...text.sections.flatMap((s) => [s.heading, ...s.paragraphs]), ...Object.values(values)];
  const face: CjkFace | undefined = all.some((s) => [...normalizeText(s)].some((ch) => !latinCan(ch))) ? await loadCjkFace() : undefined;
  const seen = new Map<string, Run[]>();
  const runs = (s: string): Run[] => {
    let r = seen.get(s);
    if (!r) seen.set(s, (r = toRuns(normalizeText(s), latinCan, (cp) => face?.has(cp) ?? false)));
    return r;
  };
  const cjk = all.some((s) => runs(s).some((r) => r.cjk)) ? await embedCjkFont(doc) : undefined;
  const plain = (s: string) => runs(s).map((r) => r.text).join('');

  doc.setTitle(`${text.title} - ${plain(values.name)}`);
  doc.setSubject(`${text.title}; ${plain(values.name)}; ${plain(values.idNumber)}; ${plain(values.date)}`);
  doc.setAuthor('Workforce registration');
  doc.setCreator('Workforce');
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-SG');

  const w = new Writer(doc, { regular: font, bold, cjk });
  w.heading(runs(text.title), 16);
  w.gap(6);
  for (const p of text.intro) w.paragraph(runs(p));
  for (const section of text.sections) {
    w.gap(4);
    w.heading(runs(section.heading), 11.5);
    for (const p of section.paragraphs) w.paragraph(runs(p));
  }
  w.gap(10);
  w.signatureBlock(
    runs(text.signature.heading),
    [
      [plain(text.signature.name), runs(values.name)],
      [plain(text.signature.idNumber), runs(values.idNumber)],
      ['Address', runs(values.address)],
      [plain(text.signature.position), runs(values.position)],
      [plain(text.signature.date), runs(values.date)],
    ],
    plain(text.signature.signature),
    signature,
  );
  w.finish(CONTRACT_FOOTER);
  const bytes = await doc.save();
  return { pdf: Buffer.from(bytes), kind };
}

type Fonts = { regular: PDFFont; bold: PDFFont; cjk: PDFFont | undefined };

/** Lays text out top to bottom over as many A4 pages as needed. */
class Writer {
  private page: PDFPage;
  private y: number;
  private readonly pages: PDFPage[] = [];
  private readonly width = A4.w - 2 * MARGIN;
  private readonly painter: RunPainter;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.painter = new RunPainter(fonts.cjk);
    this.page = this.newPage();
    this.y = A4.h - MARGIN;
  }

  private newPage(): PDFPage {
    const p = this.doc.addPage([A4.w, A4.h]);
    this.pages.push(p);
    return p;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN + 20) {
      this.page = this.newPage();
      this.y = A4.h - MARGIN;
    }
  }

  gap(h: number): void {
    this.y -= h;
  }

  private widthOf(run: Run, latin: PDFFont, size: number): number {
    return this.painter.widthOf(run, latin, size);
  }

  private wrap(runs: Run[], latin: PDFFont, size: number, width: number): Run[][] {
    return wrapRuns(runs, width, (run) => this.widthOf(run, latin, size));
  }

  private drawLine(line: Run[], x: number, size: number, latin: PDFFont, color?: RGB): void {
    this.painter.drawLine(this.page, line, x, this.y, size, latin, color);
  }

  heading(runs: Run[], size: number): void {
    for (const line of this.wrap(runs, this.fonts.bold, size, this.width)) {
      this.ensure(size + 6);
      this.y -= size + 4;
      this.drawLine(line, MARGIN, size, this.fonts.bold, rgb(0, 0, 0));
    }
    this.y -= 2;
  }

  paragraph(runs: Run[]): void {
    for (const line of this.wrap(runs, this.fonts.regular, BODY, this.width)) {
      this.ensure(LEADING);
      this.y -= LEADING;
      this.drawLine(line, MARGIN, BODY, this.fonts.regular, rgb(0.1, 0.1, 0.1));
    }
    this.y -= 4;
  }

  signatureBlock(heading: Run[], rows: Array<[string, Run[]]>, signatureLabel: string, signature: PDFImage): void {
    const sigBox = { w: 200, h: 80 };
    this.ensure(24 + rows.length * LEADING * 2 + sigBox.h + 30);
    this.heading(heading, 11.5);
    const labelWidth = 80;
    for (const [label, value] of rows) {
      const lines = this.wrap(value, this.fonts.regular, BODY, this.width - labelWidth);
      this.ensure(LEADING * lines.length);
      lines.forEach((line, i) => {
        this.y -= LEADING;
        if (i === 0) this.page.drawText(`${label}:`, { x: MARGIN, y: this.y, size: BODY, font: this.fonts.bold });
        this.drawLine(line, MARGIN + labelWidth, BODY, this.fonts.regular);
      });
    }
    this.y -= LEADING;
    this.page.drawText(`${signatureLabel}:`, { x: MARGIN, y: this.y, size: BODY, font: this.fonts.bold });
    const scale = Math.min(sigBox.w / signature.width, sigBox.h / signature.height);
    const w = signature.width * scale;
    const h = signature.height * scale;
    this.page.drawRectangle({
      x: MARGIN + labelWidth,
      y: this.y - sigBox.h + BODY,
      width: sigBox.w,
      height: sigBox.h,
      borderColor: rgb(0.7, 0.7, 0.7),
      borderWidth: 0.5,
    });
    this.page.drawImage(signature, { x: MARGIN + labelWidth, y: this.y - sigBox.h + BODY + (sigBox.h - h) / 2, width: w, height: h });
    this.y -= sigBox.h;
  }

  finish(footer: string): void {
    const total = this.pages.length;
    this.pages.forEach((p, i) => {
      p.drawText(footer, { x: MARGIN, y: FOOTER_Y, size: 7.5, font: this.fonts.regular, color: rgb(0.35, 0.35, 0.35), maxWidth: this.width - 60 });
      const label = `Page ${i + 1} of ${total}`;
      p.drawText(label, {
        x: A4.w - MARGIN - this.widthOf({ text: label, cjk: false }, this.fonts.regular, 7.5),
        y: FOOTER_Y,
        size: 7.5,
        font: this.fonts.regular,
        color: rgb(0.35, 0.35, 0.35),
      });
    });
  }
}
