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
export const REAL_JPEG = Buffer.from([
  0xff, 0xd8,
  0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  0xff, 0xdb, 0x00, 0x43, 0x00, ...Array<number>(64).fill(1),
  0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00,
  0xff, 0xc4, 0x00, 0x14, 0x00, 0x01, ...Array<number>(15).fill(0), 0x00,
  0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00,
  0x00,
  0xff, 0xd9,
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
  return Buffer.concat([REAL_PNG.subarray(0, iend), head, Buffer.alloc(pad, 0x20), Buffer.alloc(4), REAL_PNG.subarray(iend)]);
}
