import { PDFDocument } from 'pdf-lib';
import { backgroundPool } from '../threads/worker-pool.ts';

/**
 * The one content check of uploaded documents and images (certificates, registration uploads,
 * consent documents, avatars). The first bytes only say what a file claims to be; a file is
 * accepted when it also parses as that type (issue 12, defect 9: `%PDF-` followed by HTML was
 * accepted): a PDF that pdf-lib loads with at least one page, a PNG whose chunks run from IHDR
 * to IEND, a JPEG whose segments run from SOI through a frame header with a size to the scan
 * and EOI, a WebP whose RIFF container holds a VP8 chunk.
 */
export type FileMime = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp';
export type FileType = { mime: FileMime; ext: 'pdf' | 'png' | 'jpg' | 'webp' };

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const TYPES: Record<FileMime, FileType> = {
  'application/pdf': { mime: 'application/pdf', ext: 'pdf' },
  'image/png': { mime: 'image/png', ext: 'png' },
  'image/jpeg': { mime: 'image/jpeg', ext: 'jpg' },
  'image/webp': { mime: 'image/webp', ext: 'webp' },
};

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) =>
  b.length >= at + sig.length && sig.every((x, i) => b[at + i] === x);
const ascii = (b: Uint8Array, from: number, to: number) =>
  Buffer.from(b.buffer, b.byteOffset + from, to - from).toString('latin1');

/** What the first bytes claim (a quick first look; `readFileType` decides). */
export function claimedFileType(b: Uint8Array): FileType | null {
  if (startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return TYPES['application/pdf'];
  if (startsWith(b, PNG_MAGIC)) return TYPES['image/png'];
  if (startsWith(b, [0xff, 0xd8, 0xff])) return TYPES['image/jpeg'];
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return TYPES['image/webp'];
  return null;
}

/** A PNG: signature, IHDR first (13 bytes, non-zero size), chunks that fit, an IDAT, IEND last. */
export function isValidPng(b: Uint8Array): boolean {
  if (!startsWith(b, PNG_MAGIC)) return false;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let at = 8;
  let first = true;
  let sawData = false;
  while (at + 12 <= b.length) {
    const length = view.getUint32(at);
    const type = ascii(b, at + 4, at + 8);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > b.length) return false;
    if (first) {
      if (type !== 'IHDR' || length !== 13) return false;
      if (view.getUint32(at + 8) === 0 || view.getUint32(at + 12) === 0) return false;
      first = false;
    }
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData && end === b.length;
    at = end;
  }
  return false;
}

/** A JPEG: SOI, well-formed marker segments, a frame header (SOFn) with a size, a scan (SOS), EOI. */
export function isValidJpeg(b: Uint8Array): boolean {
  if (!startsWith(b, [0xff, 0xd8])) return false;
  let at = 2;
  let frame = false;
  while (at < b.length) {
    if (b[at] !== 0xff) return false;
    while (at < b.length && b[at] === 0xff) at++; // fill bytes
    if (at >= b.length) return false;
    const marker = b[at]!;
    at++;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (marker === 0xd8 || marker === 0xd9 || marker === 0x00) return false; // SOI again, EOI before a scan
    if (at + 2 > b.length) return false;
    const length = (b[at]! << 8) | b[at + 1]!;
    if (length < 2 || at + length > b.length) return false;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (length < 8) return false;
      const height = (b[at + 3]! << 8) | b[at + 4]!;
      const width = (b[at + 5]! << 8) | b[at + 6]!;
      if (height === 0 || width === 0) return false;
      frame = true;
    }
    if (marker === 0xda) {
      // The entropy-coded scan follows; the image ends with EOI (trailing padding is tolerated).
      if (!frame) return false;
      const rest = Buffer.from(b.buffer, b.byteOffset + at + length, b.length - at - length);
      return rest.lastIndexOf(Buffer.from([0xff, 0xd9])) >= 0;
    }
    at += length;
  }
  return false;
}

/** A WebP: the RIFF size matches the file, and the first chunk is VP8, VP8L or VP8X. */
export function isValidWebp(b: Uint8Array): boolean {
  if (b.length < 20 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP') return false;
  const riffSize = new DataView(b.buffer, b.byteOffset, b.byteLength).getUint32(4, true);
  if (riffSize + 8 !== b.length && riffSize + 9 !== b.length) return false;
  return ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(b, 12, 16));
}

/** A PDF that pdf-lib loads, with at least one page. Encrypted PDFs (owner restrictions) count. */
export async function isValidPdf(b: Uint8Array): Promise<boolean> {
  if (!startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return false;
  try {
    const doc = await PDFDocument.load(b, { ignoreEncryption: true, updateMetadata: false });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}

/**
 * isValidPdf in a background worker thread (threads/worker-pool.ts): pdf-lib parses synchronously,
 * and a large or crafted PDF (10 MB) would stall every request on this thread for seconds. A
 * worker that fails or times out on the file (out of memory, too slow) counts as not a PDF.
 */
export async function isValidPdfOffThread(b: Uint8Array): Promise<boolean> {
  if (!startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return false;
  const copy = new Uint8Array(b); // exactly these bytes, moved to the worker
  return backgroundPool.run('checkPdf', copy, [copy.buffer]).catch(() => false);
}

/**
 * The type of an uploaded file when its content is really of that type; null otherwise. A PDF is
 * parsed off the request thread (isValidPdfOffThread).
 * `accept` limits the types (default: PDF, PNG and JPEG).
 */
export async function readFileType(
  b: Uint8Array,
  accept: readonly FileMime[] = ['application/pdf', 'image/png', 'image/jpeg'],
): Promise<FileType | null> {
  const claimed = claimedFileType(b);
  if (!claimed || !accept.includes(claimed.mime)) return null;
  const ok =
    claimed.mime === 'application/pdf'
      ? await isValidPdfOffThread(b)
      : claimed.mime === 'image/png'
        ? isValidPng(b)
        : claimed.mime === 'image/jpeg'
          ? isValidJpeg(b)
          : isValidWebp(b);
  return ok ? claimed : null;
}
