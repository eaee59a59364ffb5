import { CERT_EXTENSIONS, CERT_MAX_BYTES, CERT_MIME_TYPES } from '../../enums/registration.ts';

/** What the rules need of a certificate file; a browser File has these three properties. */
export type CertFileLike = { name: string; type: string; size: number };

export const isCertFileLike = (v: unknown): v is CertFileLike =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CertFileLike).name === 'string' &&
  typeof (v as CertFileLike).type === 'string' &&
  typeof (v as CertFileLike).size === 'number';

export const fileExtension = (name: string): string => {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i + 1).toLowerCase();
};

/** MIME type of an accepted extension ('' when the extension is not accepted). */
export function mimeForExtension(ext: string): string {
  if (ext === 'pdf') return 'application/pdf';
  if (ext === 'png') return 'image/png';
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  return '';
}

/** Lower-cased MIME type with common aliases folded; '' when unknown (some phones send none). */
export function normalizeMime(type: string): string {
  const t = type.trim().toLowerCase();
  if (t === 'image/jpg' || t === 'image/pjpeg') return 'image/jpeg';
  if (t === 'application/octet-stream') return '';
  return t;
}

/**
 * Certificate type and size (docs/product/registration.md#certificate-file: pdf, jpeg, jpg, png; at most 10 MB). The extension
 * decides; a declared MIME type, when present, must agree with it. Content is checked by the server.
 */
export function certFileError(file: CertFileLike): 'validation.file.type' | 'validation.file.tooLarge' | 'validation.file.empty' | null {
  const ext = fileExtension(file.name);
  if (!(CERT_EXTENSIONS as readonly string[]).includes(ext)) return 'validation.file.type';
  const type = normalizeMime(file.type);
  if (type !== '' && (!(CERT_MIME_TYPES as readonly string[]).includes(type) || type !== mimeForExtension(ext))) {
    return 'validation.file.type';
  }
  if (file.size > CERT_MAX_BYTES) return 'validation.file.tooLarge';
  if (file.size <= 0) return 'validation.file.empty';
  return null;
}
