import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { contractKindForPosition, fillContract, type ContractKind } from '@wf/shared/contracts/registration/contract-text';

export type ContractInput = {
  name: string;
  idNumber: string;
  address: string;
  /** DD/MM/YYYY (the day of signing, Singapore) */
  date: string;
  position: string;
  /** The applicant's signature, PNG bytes. */
  signaturePng: Uint8Array;
};

export const CONTRACT_FOOTER =
  'The English text is the governing version of this agreement. A Chinese translation may have been shown for convenience.';

const A4 = { w: 595.28, h: 841.89 };
const MARGIN = 56;
const FOOTER_Y = 32;
const BODY = 10;
const LEADING = 14;

/**
 * The signed contractor service agreement as a PDF (general, or promoter when the position
 * contains 'promoter'), from the English text of contract-text.ts. The standard PDF fonts cannot
 * draw Chinese (or other non-Latin) characters: such characters print as '?', and the footer
 * states that the English text governs. Throws when the signature is not a readable PNG.
 */
export async function renderContractPdf(input: ContractInput): Promise<{ pdf: Buffer; kind: ContractKind }> {
  const kind = contractKindForPosition(input.position);
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const signature = await doc.embedPng(input.signaturePng);

  const safe = (s: string) => winAnsi(s, font);
  const values = {
    name: safe(input.name),
    idNumber: safe(input.idNumber),
    address: safe(input.address),
    date: safe(input.date),
    position: safe(input.position),
  };
  const text = fillContract(kind, 'en', values);

  doc.setTitle(`${text.title} - ${values.name}`);
  doc.setSubject(`${text.title}; ${values.name}; ${values.idNumber}; ${values.date}`);
  doc.setAuthor('Workforce registration');
  doc.setCreator('Workforce');
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-SG');

  const w = new Writer(doc, font, bold);
  w.heading(safe(text.title), 16);
  w.gap(6);
  for (const p of text.intro) w.paragraph(safe(p));
  for (const section of text.sections) {
    w.gap(4);
    w.heading(safe(section.heading), 11.5);
    for (const p of section.paragraphs) w.paragraph(safe(p));
  }
  w.gap(10);
  w.signatureBlock(
    safe(text.signature.heading),
    [
      [safe(text.signature.name), values.name],
      [safe(text.signature.idNumber), values.idNumber],
      ['Address', values.address],
      [safe(text.signature.position), values.position],
      [safe(text.signature.date), values.date],
    ],
    safe(text.signature.signature),
    signature,
  );
  w.finish(CONTRACT_FOOTER);
  const bytes = await doc.save();
  return { pdf: Buffer.from(bytes), kind };
}

/** Keeps the characters the standard font can encode; others become '?'. Curly quotes and dashes are folded to ASCII. */
function winAnsi(s: string, font: PDFFont): string {
  const folded = s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\r\n\t]+/g, ' ');
  let out = '';
  for (const ch of folded) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += '?';
    }
  }
  return out;
}

/** Lays text out top to bottom over as many A4 pages as needed. */
class Writer {
  private page: PDFPage;
  private y: number;
  private readonly pages: PDFPage[] = [];
  private readonly width = A4.w - 2 * MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
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

  heading(s: string, size: number): void {
    for (const line of wrap(s, this.bold, size, this.width)) {
      this.ensure(size + 6);
      this.y -= size + 4;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font: this.bold, color: rgb(0, 0, 0) });
    }
    this.y -= 2;
  }

  paragraph(s: string): void {
    for (const line of wrap(s, this.font, BODY, this.width)) {
      this.ensure(LEADING);
      this.y -= LEADING;
      this.page.drawText(line, { x: MARGIN, y: this.y, size: BODY, font: this.font, color: rgb(0.1, 0.1, 0.1) });
    }
    this.y -= 4;
  }

  signatureBlock(heading: string, rows: Array<[string, string]>, signatureLabel: string, signature: PDFImage): void {
    const sigBox = { w: 200, h: 80 };
    this.ensure(24 + rows.length * LEADING * 2 + sigBox.h + 30);
    this.heading(heading, 11.5);
    const labelWidth = 80;
    for (const [label, value] of rows) {
      const lines = wrap(value, this.font, BODY, this.width - labelWidth);
      this.ensure(LEADING * lines.length);
      lines.forEach((line, i) => {
        this.y -= LEADING;
        if (i === 0) this.page.drawText(`${label}:`, { x: MARGIN, y: this.y, size: BODY, font: this.bold });
        this.page.drawText(line, { x: MARGIN + labelWidth, y: this.y, size: BODY, font: this.font });
      });
    }
    this.y -= LEADING;
    this.page.drawText(`${signatureLabel}:`, { x: MARGIN, y: this.y, size: BODY, font: this.bold });
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
      p.drawText(footer, { x: MARGIN, y: FOOTER_Y, size: 7.5, font: this.font, color: rgb(0.35, 0.35, 0.35), maxWidth: this.width - 60 });
      const label = `Page ${i + 1} of ${total}`;
      p.drawText(label, {
        x: A4.w - MARGIN - this.font.widthOfTextAtSize(label, 7.5),
        y: FOOTER_Y,
        size: 7.5,
        font: this.font,
        color: rgb(0.35, 0.35, 0.35),
      });
    });
  }
}

/** Greedy word wrap; words longer than a line are split. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (let word of words) {
    while (!fits(word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut--;
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}
