import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { CSV_BOM, csvCell, csvLine, exportFileName, toCsv, toXlsx, type ExportColumn } from './table-export.ts';

describe('table-export csv cells', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });
  it('writes empty cells for null and JSON for objects', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell(12)).toBe('12');
  });
  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2')).toBe("'-2");
  });
  it('defuses the full-width formula signs as well', () => {
    expect(csvCell('\uFF1DHYPERLINK("x")')).toBe(`"'\uFF1DHYPERLINK(""x"")"`);
    expect(csvCell('\uFF0B1')).toBe("'\uFF0B1");
    expect(csvCell('\uFF0D2')).toBe("'\uFF0D2");
    expect(csvCell('\uFF20SUM(A1)')).toBe("'\uFF20SUM(A1)");
  });
  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});

describe('dates in exports are Singapore time (#13 item 5)', () => {
  type Row = { name: string; at: Date; day: string; pay: number };
  const columns: ExportColumn<Row>[] = [
    { key: 'name', label: 'Name' },
    { key: 'at', label: 'Created' },
    { key: 'day', label: 'Day' },
    { key: 'pay', label: 'Pay', kind: 'money' },
  ];
  // 16:30 UTC is already the next day in Singapore.
  const rows: Row[] = [{ name: 'Tan', at: new Date('2026-11-24T16:30:00Z'), day: '2026-11-24', pay: 12345 }];

  it('CSV shows instants and calendar dates as the pages do, never raw UTC', () => {
    const [, line] = toCsv(columns, rows).replace(CSV_BOM, '').trim().split('\r\n');
    expect(line).toBe('Tan,"25 Nov 2026, 12:30 am",24/11/2026,123.45');
  });

  it('XLSX holds real dates (Singapore wall clock) and money as a number with a currency format', async () => {
    const wb = new ExcelJS.Workbook();
    const file = await toXlsx('t', columns, rows);
    await wb.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    const row = wb.worksheets[0]!.getRow(2);
    expect(row.getCell(2).value).toEqual(new Date('2026-11-25T00:30:00Z'));
    expect(row.getCell(2).numFmt).toBe('d mmm yyyy, h:mm AM/PM');
    expect(row.getCell(3).value).toEqual(new Date('2026-11-24T00:00:00Z'));
    expect(row.getCell(3).numFmt).toBe('dd/mm/yyyy');
    expect(row.getCell(4).value).toBe(123.45);
    expect(row.getCell(4).numFmt).toContain('S$');
  });

  it('names the file by the Singapore date', () => {
    expect(exportFileName('clients', 'csv', new Date('2026-11-24T16:30:00Z'))).toBe('clients-2026-11-25.csv');
  });
});
