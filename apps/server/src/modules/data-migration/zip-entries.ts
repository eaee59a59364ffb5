/** One entry of a zip's central directory: its name and declared sizes. */
export type ZipEntry = { name: string; compressedSize: number; uncompressedSize: number; offset: number };

/** Where the end-of-central-directory record starts (-1: none): within the last 64 KB + 22 bytes (its comment may precede). */
function endOfDirectory(b: Buffer): number {
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--)
    if (b.readUInt32LE(i) === 0x06054b50) return i;
  return -1;
}

/**
 * The entries a zip declares in its central directory (read from the end of the file, nothing
 * inflated), or null when the bytes are not a zip. ZIP64 sizes (0xffffffff) are reported as such,
 * so a caller's limits refuse them.
 */
export function zipEntries(b: Buffer): ZipEntry[] | null {
  if (b.length < 22 || b.readUInt32LE(0) !== 0x04034b50) return null;
  const eocd = endOfDirectory(b);
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
    entries.push({ name, compressedSize, uncompressedSize, offset: b.readUInt32LE(p + 42) });
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

/** The parts a streaming workbook reader needs before any worksheet, in the order it reads them. */
const FIRST_PARTS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];

/**
 * The same zip with the workbook's relationships, workbook, shared strings and styles stored
 * before everything else (each entry's bytes copied as they are, nothing inflated; the central
 * directory kept at the end for the streaming reader, which does not read it). ExcelJS's streaming
 * reader parses a worksheet met before the shared strings only after the whole zip, from a
 * temporary file, and one met before `xl/workbook.xml` (stored last by ExcelJS's own writer) with
 * the workbook's model unset: an intermittent "Cannot read properties of undefined (reading
 * 'sheets')" (exceljs#3064), which made a good file 'unreadable'. Null when the entries cannot
 * be cut out of the file (then it is read as it is).
 */
export function workbookPartsFirst(b: Buffer): Buffer | null {
  const entries = zipEntries(b);
  if (!entries) return null;
  const directory = b.readUInt32LE(endOfDirectory(b) + 16);
  const byOffset = [...entries].sort((x, y) => x.offset - y.offset);
  const spans = new Map<string, [number, number]>();
  for (const [i, e] of byOffset.entries()) {
    const end = byOffset[i + 1]?.offset ?? directory;
    if (e.offset >= end || end > b.length || b.readUInt32LE(e.offset) !== 0x04034b50) return null;
    spans.set(e.name, [e.offset, end]);
  }
  const rank = (name: string) => {
    const i = FIRST_PARTS.indexOf(name);
    return i < 0 ? FIRST_PARTS.length : i;
  };
  const ordered = [...byOffset].sort((x, y) => rank(x.name) - rank(y.name) || x.offset - y.offset);
  return Buffer.concat([...ordered.map((e) => b.subarray(...spans.get(e.name)!)), b.subarray(directory)]);
}
