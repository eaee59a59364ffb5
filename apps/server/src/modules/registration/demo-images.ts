import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** Encodes an 8-bit greyscale image (one byte per pixel, row by row) as a PNG. */
export function encodeGreyPng(width: number, height: number, grey: Uint8Array): Buffer {
  return encodePng(width, height, 1, grey);
}

const COLOR_TYPE = { 1: 0, 3: 2, 4: 6 } as const;

/** Encodes an 8-bit image of 1 (grey), 3 (RGB) or 4 (RGBA) bytes per pixel, row by row, as a PNG. */
export function encodePng(width: number, height: number, channels: 1 | 3 | 4, pixels: Uint8Array): Buffer {
  const row = width * channels;
  const raw = Buffer.alloc((row + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (row + 1)] = 0; // filter: none
    Buffer.from(pixels.buffer, pixels.byteOffset + y * row, row).copy(raw, y * (row + 1) + 1);
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td) >>> 0);
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = COLOR_TYPE[channels];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A 500x200 signature-like drawing (white background, black pen) as PNG, different per seed:
 * what the registration canvas produces.
 */
export function demoSignaturePng(seed: number): Buffer {
  const w = 500;
  const h = 200;
  const px = new Uint8Array(w * h).fill(255);
  const dot = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const xx = Math.round(x) + dx;
        const yy = Math.round(y) + dy;
        if (xx >= 0 && xx < w && yy >= 0 && yy < h) px[yy * w + xx] = 0;
      }
  };
  const a = 20 + (seed % 7) * 4;
  const f = 0.03 + (seed % 5) * 0.006;
  for (let t = 0; t <= 1; t += 0.0005) {
    const x = 40 + t * 420;
    const y = 100 + Math.sin(t * 420 * f + seed) * a * (1 - t * 0.5) + Math.sin(t * 40) * 8;
    dot(x, y);
  }
  for (let t = 0; t <= 1; t += 0.001) dot(60 + t * 380, 160 + t * 6);
  return encodeGreyPng(w, h, px);
}

export const pngDataUrl = (png: Buffer): string => `data:image/png;base64,${png.toString('base64')}`;

/** A one-page food safety certificate PDF for demo data and tests. */
export async function demoCertificatePdf(name: string, issued: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595.28, 420]);
  page.drawRectangle({ x: 20, y: 20, width: 555, height: 380, borderColor: rgb(0.2, 0.4, 0.3), borderWidth: 2 });
  page.drawText('Certificate of Attainment', { x: 60, y: 330, size: 24, font: bold });
  page.drawText('Food Safety Course Level 1 (demo)', { x: 60, y: 290, size: 14, font });
  page.drawText(`Awarded to: ${name.replace(/[^\x20-\x7e]/g, '?')}`, { x: 60, y: 240, size: 14, font });
  page.drawText(`Date of issue: ${issued}`, { x: 60, y: 210, size: 12, font });
  page.drawText('Sample document generated for demonstration purposes.', { x: 60, y: 60, size: 9, font });
  doc.setTitle('Food Safety Course Level 1');
  return Buffer.from(await doc.save());
}

/**
 * A solid white image of any size (a few KB to a few hundred KB compressed, however many pixels):
 * the crafted "signature" that is cheap to send and costly to decode. For tests and the bench.
 */
export function solidPng(width: number, height: number, channels: 1 | 3 | 4 = 1): Buffer {
  return encodePng(width, height, channels, new Uint8Array(width * height * channels).fill(255));
}
