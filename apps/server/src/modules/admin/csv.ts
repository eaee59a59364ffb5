/**
 * CSV in the RFC 4180 style that spreadsheet programs open: comma separated, CRLF line ends,
 * quotes doubled. A cell that a spreadsheet would read as a formula (=, +, -, @, tab, CR) gets
 * a leading apostrophe, so exported data cannot run as a formula.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replaceAll('"', '""')}"` : s;
}

export function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}

/** A byte order mark first, so Excel reads UTF-8 (names in Chinese) correctly. */
export const CSV_BOM = '\uFEFF';
