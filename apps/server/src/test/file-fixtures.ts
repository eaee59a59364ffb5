import { PDFDocument } from 'pdf-lib';

/**
 * Real (small) files for upload tests: each parses as its type (http/file-content.ts checks
 * structure, not just the first bytes).
 */

/** A 1x1 PNG (signature, IHDR, IDAT, IEND). */
export const REAL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A 1x1 baseline JPEG: SOI, APP0 (JFIF), DQT, SOF0 1x1, DHT, SOS, one byte of scan, EOI. */
export const REAL_JPEG = Buffer.concat([
  Buffer.from('ffd8', 'hex'), // SOI
  Buffer.from('ffe000104a46494600010100000100010000', 'hex'), // APP0 JFIF
  Buffer.concat([Buffer.from('ffdb004300', 'hex'), Buffer.alloc(64, 1)]), // DQT
  Buffer.from('ffc0000b080001000101011100', 'hex'), // SOF0: 8 bits, 1x1, one component
  Buffer.concat([Buffer.from('ffc400140001', 'hex'), Buffer.alloc(15), Buffer.from('00', 'hex')]), // DHT
  Buffer.from('ffda000801010000003f00', 'hex'), // SOS
  Buffer.from('00', 'hex'), // scan data
  Buffer.from('ffd9', 'hex'), // EOI
]);

/** A WebP container: RIFF size matching the file, WEBP, a VP8L chunk. */
export const REAL_WEBP = (() => {
  const vp8l = Buffer.from([0x2f, 0x00, 0x00, 0x00, 0x00, 0x88, 0x88, 0x08]);
  const chunk = Buffer.concat([Buffer.from('VP8L'), Buffer.from([vp8l.length, 0, 0, 0]), vp8l]);
  const body = Buffer.concat([Buffer.from('WEBP'), chunk]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF'), size, body]);
})();

/** A one-page PDF made with pdf-lib. */
export async function realPdf(text = 'Certificate'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 100]).drawText(text, { x: 10, y: 50, size: 12 });
  return Buffer.from(await doc.save());
}

/** What defect 9 found accepted: the PDF magic bytes followed by HTML. */
export const PDF_THEN_HTML = Buffer.from('%PDF-<html><body><script>alert(document.cookie)</script></body></html>');

/** REAL_PNG grown to exactly `size` bytes by an ancillary text chunk before IEND (still a valid PNG). */
export function pngOfSize(size: number): Buffer {
  const pad = size - REAL_PNG.length - 12;
  if (pad < 0) throw new Error(`a PNG is at least ${REAL_PNG.length + 12} bytes`);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(pad, 0);
  head.write('tEXt', 4, 'latin1');
  const iend = REAL_PNG.length - 12;
  return Buffer.concat([
    REAL_PNG.subarray(0, iend),
    head,
    Buffer.alloc(pad, 0x20),
    Buffer.alloc(4),
    REAL_PNG.subarray(iend),
  ]);
}

/** A real one-page PDF padded to `bytes` with spaces after %%EOF (it parses; pdf-lib scans all of it). */
export async function paddedPdf(bytes: number): Promise<Buffer> {
  const pdf = await realPdf();
  return Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length, 0x20)]);
}
