import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@wf/shared/contracts/workers/workers';

export type ExportColumn<R> = { key: keyof R & string; label: string };

/** Most rows one export may hold (a list view beyond this is refused with 400 by the caller). */
export const EXPORT_MAX_ROWS = 50_000;

/** A cell as text; formulas are defused (CSV injection: =, +, -, @ at the start). */
function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  const s = typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

function csvField(s: string): string {
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function toCsv<R>(columns: ExportColumn<R>[], rows: R[]): string {
  const lines = [columns.map((c) => csvField(c.label)).join(',')];
  for (const r of rows) lines.push(columns.map((c) => csvField(cellText(r[c.key]))).join(','));
  // BOM so Excel opens UTF-8 (Chinese names) correctly.
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

export async function toXlsx<R>(sheetName: string, columns: ExportColumn<R>[], rows: R[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.created = new Date();
  const ws = wb.addWorksheet(sheetName.slice(0, 31));
  ws.columns = columns.map((c) => ({ header: c.label, key: c.key, width: Math.max(12, c.label.length + 2) }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(Object.fromEntries(columns.map((c) => [c.key, cellText(r[c.key])])));
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Sends rows as a CSV or XLSX attachment named `<base>-<yyyy-mm-dd>.<ext>`. */
export async function sendExport<R>(
  reply: FastifyReply,
  format: ExportFormat,
  base: string,
  columns: ExportColumn<R>[],
  rows: R[],
): Promise<FastifyReply> {
  const name = `${base}-${new Date().toISOString().slice(0, 10)}.${format}`;
  reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'private, no-store');
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(toCsv(columns, rows));
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(await toXlsx(base, columns, rows));
}
