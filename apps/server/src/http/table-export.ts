import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@wf/shared/contracts/common/list-query';
import { businessDateKey, businessWallClock, calendarDate, formatDate, formatDateTime, formatHours } from '@wf/shared/domain/format';
import { formatBasisPoints } from '@wf/shared/domain/reports/report-figures';
import * as clock from '@wf/shared/domain/clock';

/**
 * The one export helper: a list's current view (filters, sort, chosen columns) as CSV or XLSX,
 * and the CSV cell/line building blocks for hand-written CSV (the audit log export).
 * CSV is RFC 4180 style (comma separated, CRLF line ends, quotes doubled) with a BOM so Excel
 * reads UTF-8 (names in Chinese) correctly. Money columns are integer cents in the rows and
 * dollars with two decimals in the file (an XLSX number with a currency format). Dates and times
 * are Singapore's (the one formatter, @wf/shared/domain/format): in CSV as text
 * ("24/11/2026", "24 Nov 2026, 4:07 pm"), in XLSX as real Excel dates showing the same.
 */
export type ExportColumn<R> = {
  key: keyof R & string;
  label: string;
  /** money: integer cents; hours: integer minutes (written as hours, two decimals); percent: basis points. */
  kind?: 'text' | 'money' | 'number' | 'hours' | 'percent';
  /** The words of a code (a status, an action, a position): the label function of @wf/shared/domain/labels. */
  text?: (value: string) => string;
};

/** An instant the rows carry as ISO text ("2026-11-24T08:07:00.000Z"): written as Singapore time like a Date. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A row's value as the file writes it: an ISO instant as a Date, a code through the column's label function. */
function valueOf<R>(c: ExportColumn<R>, v: unknown): unknown {
  if (typeof v !== 'string') return v;
  if (ISO_INSTANT.test(v)) return new Date(v);
  return c.text ? c.text(v) : v;
}

/** Most rows one export may hold; a larger view is refused with 400 by the caller. */
export const EXPORT_MAX_ROWS = 50_000;

/** A byte order mark first, so Excel reads UTF-8 (names in Chinese) correctly. */
export const CSV_BOM = '\uFEFF';

/** Excel number formats: the same text the CSV (and the pages) show. */
const XLSX_DATE = 'dd/mm/yyyy';
const XLSX_MOMENT = 'd mmm yyyy, h:mm AM/PM';
const XLSX_MONEY = '"S$"#,##0.00;-"S$"#,##0.00';
const XLSX_HOURS = '0.00';
const XLSX_PERCENT = '0.00%';
const COLUMN_FORMATS: Partial<Record<NonNullable<ExportColumn<unknown>['kind']>, string>> = {
  money: XLSX_MONEY,
  hours: XLSX_HOURS,
  percent: XLSX_PERCENT,
};

/**
 * A value as cell text. Instants are Singapore date and time ("24 Nov 2026, 4:07 pm"), calendar
 * dates DD/MM/YYYY, booleans Yes/No, arrays comma-joined, other objects JSON.
 * A text a spreadsheet would read as a formula (=, +, -, @, tab, CR at the start, or the full-width
 * ＝ ＋ － ＠ that spreadsheets with East Asian input read the same way) gets a leading apostrophe,
 * so exported data cannot run as a formula (CSV injection).
 */
function textCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return formatDateTime(v);
  if (typeof v === 'string' && calendarDate(v)) return formatDate(v);
  const s =
    typeof v === 'string'
      ? v
      : typeof v === 'boolean'
        ? v
          ? 'Yes'
          : 'No'
        : Array.isArray(v)
          ? v.join(', ')
          : typeof v === 'object'
            ? JSON.stringify(v)
            : String(v);
  return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(s) ? `'${s}` : s;
}

/** Quotes a field holding a comma, quote, line break or whitespace at either end. */
function csvField(s: string): string {
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replaceAll('"', '""')}"` : s;
}

/** One CSV cell of any value (text rules of textCell, then quoted as needed). */
export function csvCell(value: unknown): string {
  return csvField(textCell(value));
}

/** One CSV line ending in CRLF. */
export function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}

/** A column's XLSX cell: dates as Excel dates (Singapore wall clock), then as in CSV. */
function xlsxCell<R>(c: ExportColumn<R>, v: unknown): { value: string | number | Date | null; numFmt?: string } {
  if (v instanceof Date) return { value: businessWallClock(v), numFmt: XLSX_MOMENT };
  const day = typeof v === 'string' ? calendarDate(v) : null;
  if (day) return { value: day, numFmt: XLSX_DATE };
  return { value: cell(c, v) };
}

/** A column's cell: money as dollars, numbers as numbers, everything else as defused text. */
function cell<R>(c: ExportColumn<R>, v: unknown): string | number | null {
  if (v === null || v === undefined) return null;
  if (c.kind === 'money' && typeof v === 'number') return Math.round(v) / 100;
  if (c.kind === 'number' && typeof v === 'number') return v;
  if (c.kind === 'hours' && typeof v === 'number') return Number(formatHours(v));
  if (c.kind === 'percent' && typeof v === 'number') return v / 10000;
  return textCell(v);
}

/** A column's CSV field; numbers are written as they are (a negative amount is not defused). */
function csvColumnField<R>(c: ExportColumn<R>, v: unknown): string {
  const x = cell(c, v);
  if (x === null) return '';
  if (typeof x !== 'number') return csvField(x);
  if (c.kind === 'percent' && typeof v === 'number') return formatBasisPoints(v);
  return c.kind === 'money' || c.kind === 'hours' ? x.toFixed(2) : String(x);
}

/** `totals`: a last row (a report's totals), bold in XLSX. */
export function toCsv<R>(columns: ExportColumn<R>[], rows: R[], totals?: R): string {
  const lines = [columns.map((c) => csvField(c.label)).join(',')];
  for (const r of totals ? [...rows, totals] : rows) lines.push(columns.map((c) => csvColumnField(c, valueOf(c, r[c.key]))).join(','));
  return CSV_BOM + lines.join('\r\n') + '\r\n';
}

export async function toXlsx<R>(sheetName: string, columns: ExportColumn<R>[], rows: R[], totals?: R): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.created = clock.now();
  const ws = wb.addWorksheet(sheetName.slice(0, 31));
  ws.columns = columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: Math.max(12, c.label.length + 2),
    style: c.kind && COLUMN_FORMATS[c.kind] ? { numFmt: COLUMN_FORMATS[c.kind] } : {},
  }));
  ws.getRow(1).font = { bold: true };
  for (const r of totals ? [...rows, totals] : rows) {
    const cells = columns.map((c) => xlsxCell(c, valueOf(c, r[c.key])));
    const row = ws.addRow(cells.map((x) => x.value));
    cells.forEach((x, i) => {
      if (x.numFmt) {
        row.getCell(i + 1).numFmt = x.numFmt;
        const col = ws.getColumn(i + 1);
        col.width = Math.max(col.width ?? 12, x.numFmt === XLSX_MOMENT ? 22 : 12);
      }
    });
  }
  if (totals) ws.lastRow!.font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Picks the chosen columns (in their order) or all. */
export function chooseColumns<R>(all: ExportColumn<R>[], chosen: readonly string[] | undefined): ExportColumn<R>[] {
  if (!chosen || chosen.length === 0) return all;
  return chosen.map((k) => all.find((c) => c.key === k)).filter((c): c is ExportColumn<R> => c !== undefined);
}

/** `<base>-<yyyy-mm-dd>.<ext>`, the date being Singapore's (the day the office sees). */
export function exportFileName(base: string, format: ExportFormat, now = clock.now()): string {
  return `${base}-${businessDateKey(now)}.${format}`;
}

/** Sends rows as a CSV or XLSX attachment named by exportFileName. */
export async function sendExport<R>(
  reply: FastifyReply,
  format: ExportFormat,
  base: string,
  columns: ExportColumn<R>[],
  rows: R[],
  totals?: R,
): Promise<FastifyReply> {
  const name = exportFileName(base, format);
  reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'private, no-store');
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(toCsv(columns, rows, totals));
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(await toXlsx(base, columns, rows, totals));
}
