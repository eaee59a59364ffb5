import { AVATAR_TYPES } from '@wf/shared/contracts/admin/admin';

export type ImageType = (typeof AVATAR_TYPES)[number];

/**
 * The image type from the file's first bytes (its magic number), never from a name or a
 * declared content type. Null for anything that is not PNG, JPEG or WebP.
 */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const starts = (sig: number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
