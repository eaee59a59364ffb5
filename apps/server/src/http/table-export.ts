import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@wf/shared/contracts/common/list-query';

/**
 * Exports of a list's current view (filters, sort, chosen columns) as CSV or XLSX.
 * Money columns are integer cents in the rows and dollars with two decimals in the file.
 */
export type ExportColumn<R> = { key: keyof R & string; label: string; kind?: 'text' | 'money' | 'number' };

/** Most rows one export may hold; a larger view is refused with 400 by the caller. */
export const EXPORT_MAX_ROWS = 50_000;

/** A text cell; formulas are defused (CSV injection: =, +, -, @ at the start). */
function textCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  const s = typeof v === 'boolean' ? (v ? 'Yes' : 'No') : Array.isArray(v) ? v.join(', ') : String(v);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

function cell<R>(c: ExportColumn<R>, v: unknown): string | number | null {
  if (v === null || v === undefined) return null;
  if (c.kind === 'money' && typeof v === 'number') return Math.round(v) / 100;
  if (c.kind === 'number' && typeof v === 'number') return v;
  return textCell(v);
}

function csvField(s: string): string {
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function toCsv<R>(columns: ExportColumn<R>[], rows: R[]): string {
  const lines = [columns.map((c) => csvField(c.label)).join(',')];
  for (const r of rows) {
    lines.push(
      columns
        .map((c) => {
          const v = cell(c, r[c.key]);
          if (v === null) return '';
          return csvField(typeof v === 'number' ? (c.kind === 'money' ? v.toFixed(2) : String(v)) : v);
        })
        .join(','),
    );
  }
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

export async function toXlsx<R>(sheetName: string, columns: ExportColumn<R>[], rows: R[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.created = new Date();
  const ws = wb.addWorksheet(sheetName.slice(0, 31));
  ws.columns = columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: Math.max(12, c.label.length + 2),
    style: c.kind === 'money' ? { numFmt: '#,##0.00' } : {},
  }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(Object.fromEntries(columns.map((c) => [c.key, cell(c, r[c.key])])));
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Picks the chosen columns (in their order) or all. */
export function chooseColumns<R>(all: ExportColumn<R>[], chosen: readonly string[] | undefined): ExportColumn<R>[] {
  if (!chosen || chosen.length === 0) return all;
  return chosen.map((k) => all.find((c) => c.key === k)).filter((c): c is ExportColumn<R> => c !== undefined);
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
