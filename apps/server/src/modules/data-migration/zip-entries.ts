/** One entry of a zip's central directory: its name and declared sizes. */
export type ZipEntry = { name: string; compressedSize: number; uncompressedSize: number };

/**
 * The entries a zip declares in its central directory (read from the end of the file, nothing
 * inflated), or null when the bytes are not a zip. ZIP64 sizes (0xffffffff) are reported as such,
 * so a caller's limits refuse them.
 */
export function zipEntries(b: Buffer): ZipEntry[] | null {
  if (b.length < 22 || b.readUInt32LE(0) !== 0x04034b50) return null;
  // The end-of-central-directory record: within the last 64 KB + 22 bytes (its comment may precede).
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--)
    if (b.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) return null;
  const count = b.readUInt16LE(eocd + 10);
  let p = b.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (p + 46 > b.length || b.readUInt32LE(p) !== 0x02014b50) return null;
    const compressedSize = b.readUInt32LE(p + 20);
    const uncompressedSize = b.readUInt32LE(p + 24);
    const nameLength = b.readUInt16LE(p + 28);
    const extraLength = b.readUInt16LE(p + 30);
    const commentLength = b.readUInt16LE(p + 32);
    const name = b.toString('utf8', p + 46, p + 46 + nameLength);
    entries.push({ name, compressedSize, uncompressedSize });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Most bytes a workbook's parts may inflate to, and the largest inflation ratio of one part. */
export const ZIP_MAX_INFLATED = 400 * 1024 * 1024;
export const ZIP_MAX_RATIO = 200;

/** True when the declared sizes are those of a zip bomb (too large in all, or one part inflating too far). */
export function looksLikeZipBomb(entries: readonly ZipEntry[]): boolean {
  let total = 0;
  for (const e of entries) {
    if (e.uncompressedSize === 0xffffffff || e.compressedSize === 0xffffffff) return true;
    total += e.uncompressedSize;
    if (e.uncompressedSize > 1024 * 1024 && e.uncompressedSize > e.compressedSize * ZIP_MAX_RATIO) return true;
  }
  return total > ZIP_MAX_INFLATED;
}
