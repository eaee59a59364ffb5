import { createHash } from 'node:crypto';
import { CERTIFICATE_FILE_MAX_BYTES } from '@wf/shared/contracts/certificates/certificates';
import { badRequest, AppError } from '../../http/errors.ts';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';

export type CertificateFileType = { mime: 'application/pdf' | 'image/png' | 'image/jpeg'; ext: 'pdf' | 'png' | 'jpg' };

/** Recognises a certificate file by its first bytes (never by name or declared type). */
export function sniffCertificateFile(buf: Uint8Array): CertificateFileType | null {
  if (buf.length >= 5 && buf[0] === 0x25 && buf[1] === 0x50 && buf[2] === 0x44 && buf[3] === 0x46 && buf[4] === 0x2d) {
    return { mime: 'application/pdf', ext: 'pdf' };
  }
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff)
    return { mime: 'image/jpeg', ext: 'jpg' };
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (buf.length >= 8 && png.every((b, i) => buf[i] === b)) return { mime: 'image/png', ext: 'png' };
  return null;
}

export type CheckedFile = { data: Buffer; mime: string; ext: string; size: number; sha256: string };

/** Checks an upload: not empty, at most 10 MB, a PDF, PNG or JPEG by content. */
export function checkCertificateFile(data: Buffer): CheckedFile {
  if (data.length === 0) throw badRequest('The file is empty', { file: 'validation.required' });
  if (data.length > CERTIFICATE_FILE_MAX_BYTES) {
    throw new AppError(413, ERROR_CODES.payloadTooLarge, 'The file is larger than 10 MB', {
      file: 'validation.fileTooLarge',
    });
  }
  const type = sniffCertificateFile(data);
  if (!type) throw badRequest('The file must be a PDF, PNG or JPEG', { file: 'validation.fileType' });
  return {
    data,
    mime: type.mime,
    ext: type.ext,
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}

/** A safe display name: the user's base name without path or odd characters, with the real extension. */
export function safeFileName(original: string | undefined, ext: string, fallback: string): string {
  const base = (original ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N}_\- ().]/gu, '')
    .trim()
    .slice(0, 80);
  return `${base || fallback}.${ext}`;
}
