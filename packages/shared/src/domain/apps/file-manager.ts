/** Pure rules of the file manager (issue #34, item 4). */

/** A size as text with its unit, as the file manager shows it (docs/product/template-apps.md#file-manager): '980 B', '12.4 KB', '1.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 100 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

const TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  'text/plain': 'TXT',
  'text/csv': 'CSV',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLS',
};

/** The item type of a file (PDF, XLS, DOC, TXT, JPG…), from its MIME type, else its extension. */
export function fileTypeOf(mime: string | null, name: string): string {
  const known = mime ? TYPES[mime] : undefined;
  if (known) return known;
  const ext = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1];
  return ext ? ext.toUpperCase() : 'FILE';
}

/** The folder contents text: '57 files' ('1 file'). */
export function folderContents(count: number): string {
  return `${count} ${count === 1 ? 'file' : 'files'}`;
}

/** Compares names as the listing sorts them: case-insensitive, then as written. */
export function byName(a: { name: string }, b: { name: string }): number {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
