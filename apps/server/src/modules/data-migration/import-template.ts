import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, type ImportColumn } from '@wf/shared/domain/data-migration/roster-import-rows';
import { formatDate } from '@wf/shared/domain/format';
import { today } from '@wf/shared/domain/clock';
import { csvLine, CSV_BOM } from '../../http/table-export.ts';

/** What each column holds (the template's second sheet). */
const EXPLAINED: Record<ImportColumn, { required: string; format: string; notes: string }> = {
  date: { required: 'Yes', format: 'DD/MM/YYYY or YYYY-MM-DD', notes: 'The roster date (Singapore).' },
  projectCode: { required: 'Yes', format: 'PRJ-0001', notes: 'An open project’s code, as in the project list.' },
  locationName: { required: 'Yes', format: 'Text', notes: 'One of the project’s locations, by its name.' },
  position: { required: 'Yes', format: 'Text', notes: 'One of the project’s positions, by its name.' },
  start: { required: 'Yes', format: 'HH:MM (24-hour)', notes: 'Shift start.' },
  end: {
    required: 'Yes',
    format: 'HH:MM (24-hour)',
    notes: 'Shift end; an end before the start is on the next day (a night shift).',
  },
  breakMinutes: { required: 'No (0)', format: 'Whole minutes', notes: 'Unpaid break; shorter than the shift.' },
  worker: {
    required: 'No',
    format: 'Employee code or NRIC/FIN',
    notes:
      'The part-timer on the shift. An NRIC/FIN must have a valid check letter. Empty: an open place on the shift. The assignment rules apply as on the roster page; warnings (over 12 h a day, under 8 h rest, over 44 h a week) are shown and accepted.',
  },
  clockIn: {
    required: 'No',
    format: 'HH:MM (24-hour)',
    notes: 'Actual clock-in; with it the attendance is recorded and turns into pay as typed attendance does.',
  },
  clockOut: { required: 'No', format: 'HH:MM (24-hour)', notes: 'Actual clock-out; needs a clock-in.' },
};

/** The example row: a day shift with a worker who clocked in and out. */
function exampleRow(): Record<ImportColumn, string> {
  return {
    date: formatDate(today()),
    projectCode: 'PRJ-0001',
    locationName: 'Main warehouse',
    position: 'Packer',
    start: '09:00',
    end: '18:00',
    breakMinutes: '60',
    worker: 'S1234567D',
    clockIn: '08:55',
    clockOut: '18:02',
  };
}

export function templateCsv(): string {
  const example = exampleRow();
  return CSV_BOM + csvLine(IMPORT_COLUMNS.map((c) => c.header)) + csvLine(IMPORT_COLUMNS.map((c) => example[c.key]));
}

/** The XLSX template: the rows sheet (every cell text, so Excel keeps dates and times as typed) and the explanation. */
export async function templateXlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const rows = wb.addWorksheet('Roster import');
  rows.columns = IMPORT_COLUMNS.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(14, c.header.length + 4),
    style: { numFmt: '@' },
  }));
  rows.getRow(1).font = { bold: true };
  rows.addRow(exampleRow());
  const help = wb.addWorksheet('Explanation');
  help.columns = [
    { header: 'Column', key: 'column', width: 28 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'Format', key: 'format', width: 28 },
    { header: 'What it holds', key: 'notes', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of IMPORT_COLUMNS) help.addRow({ column: c.header, ...EXPLAINED[c.key] });
  help.addRow({});
  help.addRow({
    column: 'Rows',
    notes:
      'One row per worker on a shift. Rows with the same date, location, position, start, end and break are one shift; its places are its rows. At most 50,000 rows and 20 MB; no formulas.',
  });
  help.addRow({
    column: 'Importing again',
    notes: 'Rows already in the system change nothing; a changed clock-in or clock-out updates the attendance.',
  });
  help.getColumn('notes').alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
