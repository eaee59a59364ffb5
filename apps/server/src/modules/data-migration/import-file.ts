import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ImportFileProblem } from '@wf/shared/contracts/data-migration/roster-import';
import { CsvRecords, CsvShapeError, looksLikeFormula } from '@wf/shared/domain/data-migration/csv-records';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@wf/shared/domain/data-migration/roster-import-rows';
import { looksLikeZipBomb, workbookPartsFirst, zipEntries } from './zip-entries.ts';
import type { ImportFormat } from '@wf/shared/enums/imports';

/** A file refused as a whole: the problem, and for a formula the line it is on. */
export class ImportFileError extends Error {
  constructor(
    readonly problem: ImportFileProblem,
    readonly line?: number,
    options?: ErrorOptions,
  ) {
    super(problem, options);
  }
}

/**
 * What the file is, by its content (never its name alone): a zip holding a workbook is XLSX, UTF-8
 * text without control characters is CSV. A name whose extension says otherwise is refused
 * (a renamed file is not what the user thinks it is), as is a zip whose parts inflate like a bomb.
 */
export function fileFormat(data: Buffer, fileName: string): ImportFormat {
  if (data.length === 0) throw new ImportFileError('empty');
  if (data.length > IMPORT_MAX_BYTES) throw new ImportFileError('tooLarge');
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (ext !== 'csv' && ext !== 'xlsx') throw new ImportFileError('notSpreadsheet');
  const entries = zipEntries(data);
  if (entries) {
    if (ext !== 'xlsx') throw new ImportFileError('extensionMismatch');
    if (!entries.some((e) => e.name === 'xl/workbook.xml')) throw new ImportFileError('notSpreadsheet');
    if (looksLikeZipBomb(entries)) throw new ImportFileError('zipBomb');
    return 'xlsx';
  }
  if (data.subarray(0, 5).toString('latin1') === '%PDF-' || !isText(data))
    throw new ImportFileError(ext === 'xlsx' ? 'extensionMismatch' : 'notSpreadsheet');
  if (ext !== 'csv') throw new ImportFileError('extensionMismatch');
  return 'csv';
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** UTF-8 without control characters other than tab, CR and LF, read in pieces. */
function isText(data: Buffer): boolean {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for (let i = 0; i < data.length; i += CHUNK) {
      if (CONTROL.test(decoder.decode(data.subarray(i, i + CHUNK), { stream: true }))) return false;
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

const CHUNK = 64 * 1024;

/** One record of the file: its 1-based line (row number) and its cells as text. */
export type FileRecord = { line: number; cells: string[] };

/**
 * The file's records one by one (the header first), streamed: a CSV decoded in 64 KB pieces, a
 * workbook's first sheet through ExcelJS's streaming reader. A formula anywhere stops the file
 * (ImportFileError 'formula'); more than IMPORT_MAX_ROWS data rows stop it too.
 */
export async function* fileRecords(data: Buffer, format: ImportFormat): AsyncGenerator<FileRecord> {
  let count = 0;
  const limit = (line: number) => {
    if (++count > IMPORT_MAX_ROWS + 1) throw new ImportFileError('tooManyRows', line);
  };
  if (format === 'csv') {
    const reader = new CsvRecords();
    const decoder = new TextDecoder('utf-8');
    let line = 0;
    try {
      for (let i = 0; i <= data.length; i += CHUNK) {
        const last = i + CHUNK >= data.length;
        const piece = decoder.decode(data.subarray(i, i + CHUNK), { stream: !last });
        for (const cells of [...reader.push(piece), ...(last ? reader.end() : [])]) {
          line++;
          if (cells.every((c) => c.trim() === '')) continue;
          limit(line);
          if (cells.some(looksLikeFormula)) throw new ImportFileError('formula', line);
          yield { line, cells };
        }
        if (last) break;
      }
    } catch (err) {
      if (err instanceof CsvShapeError) throw new ImportFileError('unreadable');
      throw err;
    }
    return;
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([workbookPartsFirst(data) ?? data]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row as ExcelJS.Row).values as unknown[];
        const line = (row as ExcelJS.Row).number;
        const cells: string[] = [];
        for (let c = 1; c < values.length; c++) {
          const v = values[c];
          if (isFormula(v)) throw new ImportFileError('formula', line);
          cells[c - 1] = cellText(v);
        }
        for (let c = 0; c < cells.length; c++) cells[c] ??= '';
        if (cells.every((c) => c.trim() === '')) continue;
        limit(line);
        yield { line, cells };
      }
      break; // the first sheet holds the rows; the template's second one explains them
    }
  } catch (err) {
    if (err instanceof ImportFileError) throw err;
    // The reader's own error stays as the cause (logged by the import service).
    throw new ImportFileError('unreadable', undefined, { cause: err });
  }
}

function isFormula(v: unknown): boolean {
  return typeof v === 'object' && v !== null && ('formula' in v || 'sharedFormula' in v);
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Excel's time-only cells are instants on 30/12/1899 (UTC). */
const EXCEL_DAY_0 = Date.UTC(1899, 11, 30);
const clock = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
};

/**
 * A cell as the text a user typed: a date cell as YYYY-MM-DD, a time cell (Excel's day 0) as
 * HH:MM, a fraction of a day (a time without a format) as HH:MM, rich text joined.
 */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return '';
    if (v.getUTCFullYear() < 1901) return clock(Math.round((v.getTime() - EXCEL_DAY_0) / 60_000));
    return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  }
  if (typeof v === 'number') {
    if (v > 0 && v < 1) {
      return clock(Math.round(v * 1440));
    }
    return String(v);
  }
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'object') {
    if ('richText' in v && Array.isArray(v.richText))
      return (v.richText as { text?: string }[]).map((r) => r.text ?? '').join('');
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('error' in v) return '';
  }
  return '';
}
