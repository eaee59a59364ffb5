import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ERROR_COLUMN_HEADER, rowErrorText } from '@wf/shared/domain/data-migration/roster-import-rows';
import { CSV_BOM, csvLine } from '../../http/table-export.ts';
import type { StoredProblem } from './import-apply.ts';
import { fileRecords } from './import-file.ts';

/** Each line's problems as one text ("Position: is not a position of this project; Clock-in: …"). */
export function errorTexts(errors: readonly StoredProblem[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const e of errors) {
    const text = rowErrorText(e);
    const prior = out.get(e.line);
    out.set(e.line, prior ? `${prior}; ${text}` : text);
  }
  return out;
}

/** Where the "error" column goes: the file's own (a corrected error file uploaded again) or a new last one. */
const errorColumn = (header: readonly string[]) => {
  const i = header.findIndex((h) => h.trim().toLowerCase() === ERROR_COLUMN_HEADER);
  return i >= 0 ? i : header.length;
};

/** The CSV again, record by record (never the whole file as one string), with the error column filled. */
export function csvWithErrors(data: Buffer, errors: readonly StoredProblem[]): Readable {
  const texts = errorTexts(errors);
  async function* lines() {
    yield CSV_BOM;
    let col = -1;
    for await (const rec of fileRecords(data, 'csv')) {
      const cells = [...rec.cells];
      if (col < 0) {
        col = errorColumn(cells);
        cells[col] = ERROR_COLUMN_HEADER;
      } else cells[col] = texts.get(rec.line) ?? '';
      for (let i = 0; i < col; i++) cells[i] ??= '';
      yield csvLine(cells);
    }
  }
  return Readable.from(lines());
}

/** The workbook again with the error column on its first sheet (every other cell as it was). */
export async function xlsxWithErrors(data: Buffer, errors: readonly StoredProblem[]): Promise<Buffer> {
  const texts = errorTexts(errors);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const header = sheet.getRow(1);
  const names: string[] = [];
  header.eachCell({ includeEmpty: true }, (cell, n) => (names[n - 1] = String(cell.text ?? '')));
  const col = errorColumn(names) + 1;
  header.getCell(col).value = ERROR_COLUMN_HEADER;
  header.getCell(col).font = { bold: true };
  sheet.eachRow((row, n) => {
    if (n > 1) row.getCell(col).value = texts.get(n) ?? null;
  });
  sheet.getColumn(col).width = 60;
  return Buffer.from(await wb.xlsx.writeBuffer());
}
