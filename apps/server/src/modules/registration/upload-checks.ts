import { createHash } from 'node:crypto';
import { fileExtension, mimeForExtension, normalizeMime } from '@wf/shared/domain/registration/cert-file';
import { claimedFileType, readFileType } from '../../http/file-content.ts';

export type SniffedMime = 'application/pdf' | 'image/png' | 'image/jpeg';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The type a file claims by its first bytes (PDF '%PDF-', PNG signature, JPEG SOI marker). */
export function sniffMime(buf: Uint8Array): SniffedMime | null {
  const t = claimedFileType(buf);
  return t && t.mime !== 'image/webp' ? t.mime : null;
}

export const extensionFor = (mime: SniffedMime): 'pdf' | 'png' | 'jpg' =>
  mime === 'application/pdf' ? 'pdf' : mime === 'image/png' ? 'png' : 'jpg';

/**
 * The certificate's content must be what its name and declared type say: a PDF named .pdf, a PNG
 * named .png, a JPEG named .jpg/.jpeg. Answers the sniffed type, or null when they disagree.
 * Whether the content really is that type (it parses) is certContentParses.
 */
export function certContentMatches(data: Uint8Array, fileName: string, declaredType: string): SniffedMime | null {
  const sniffed = sniffMime(data);
  if (!sniffed) return null;
  if (mimeForExtension(fileExtension(fileName)) !== sniffed) return null;
  const declared = normalizeMime(declaredType);
  if (declared !== '' && declared !== sniffed) return null;
  return sniffed;
}

/** True when the certificate parses as the PDF, PNG or JPEG its first bytes claim (http/file-content.ts). */
export async function certContentParses(data: Uint8Array): Promise<boolean> {
  return (await readFileType(data)) !== null;
}

export const sha256 = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

/**
 * Decodes a signature data URL and checks it is a real PNG: signature, an IHDR chunk first with a
 * non-zero size, and an IEND chunk at the end. Null when it is not. Nothing is decompressed: the
 * pixel size is read with pngSize, before anything decodes the image.
 */
export function decodeSignaturePng(dataUrl: string): Buffer | null {
  const m = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!m) return null;
  const buf = Buffer.from(m[1]!, 'base64');
  if (buf.length < 8 + 25 + 12 || !PNG_MAGIC.every((b, i) => buf[i] === b)) return null;
  if (buf.readUInt32BE(8) !== 13 || buf.toString('latin1', 12, 16) !== 'IHDR') return null;
  const { width, height } = pngSize(buf);
  if (width < 1 || height < 1) return null;
  if (buf.toString('latin1', buf.length - 8, buf.length - 4) !== 'IEND') return null;
  return buf;
}

/** The pixel size from the IHDR header of a PNG that decodeSignaturePng accepted (no decoding). */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A display name kept as metadata only: base name, safe characters, at most 100 characters. */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[^\w .()-]/g, '_').slice(-100) || 'file';
}
