import { describe, expect, it } from 'vitest';
import {
  HOLIDAY_IMPORT_MAX_ROWS,
  HolidayFileError,
  countPlan,
  parseHolidayCsv,
  parseHolidayDate,
  planHolidayImport,
  splitCsv,
} from './holiday-import.ts';

const problemOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof HolidayFileError ? e.problem : String(e);
  }
  return null;
};

describe('parseHolidayDate', () => {
  it.each([
    ['2026-08-09', '2026-08-09'],
    ['2026-8-9', '2026-08-09'],
    ['09/08/2026', '2026-08-09'],
    ['9/8/2026', '2026-08-09'],
    ['25.12.2026', '2026-12-25'],
    [' 01/01/2027 ', '2027-01-01'],
    ['29/02/2028', '2028-02-29'],
  ])('%s is %s', (text, iso) => expect(parseHolidayDate(text)).toBe(iso));

  it.each(['31/04/2026', '29/02/2027', '2026-13-01', '2026/08/09', '08/09/26', 'Aug 9 2026', '', '00/01/2026', '01/01/1800'])(
    '%s is not a date',
    (text) => expect(parseHolidayDate(text)).toBeNull(),
  );

  it('reads DD/MM, not MM/DD: 03/04/2026 is 3 April (Good Friday)', () => {
    expect(parseHolidayDate('03/04/2026')).toBe('2026-04-03');
  });
});

describe('splitCsv', () => {
  it('handles quotes, doubled quotes, commas in quotes, CRLF, a BOM and blank lines', () => {
    const text = '\uFEFFdate,name\r\n2026-01-01,"New Year\'s Day"\r\n\r\n"2026-02-17","Chinese New Year, day 1"\n2026-02-18,"The ""second"" day"\n';
    expect(splitCsv(text)).toEqual([
      { line: 1, cells: ['date', 'name'] },
      { line: 2, cells: ['2026-01-01', "New Year's Day"] },
      { line: 4, cells: ['2026-02-17', 'Chinese New Year, day 1'] },
      { line: 5, cells: ['2026-02-18', 'The "second" day'] },
    ]);
  });
});

describe('parseHolidayCsv', () => {
  it('reads a header in any order with extra columns, both date styles', () => {
    const rows = parseHolidayCsv('Name,Type,Date\nGood Friday,PH,03/04/2026\nLabour Day,PH,2026-05-01\n');
    expect(rows).toEqual([
      { line: 2, dateText: '03/04/2026', date: '2026-04-03', name: 'Good Friday' },
      { line: 3, dateText: '2026-05-01', date: '2026-05-01', name: 'Labour Day' },
    ]);
  });

  it('reads a file without a header as date,name', () => {
    expect(parseHolidayCsv('25/12/2026,Christmas  Day')).toEqual([
      { line: 1, dateText: '25/12/2026', date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it('keeps a row with a wrong date (to show why it is skipped)', () => {
    expect(parseHolidayCsv('date,name\n31/02/2026,Nope\n')[0]).toMatchObject({ date: null, dateText: '31/02/2026' });
  });

  it('refuses files without usable columns or rows', () => {
    expect(problemOf(() => parseHolidayCsv(''))).toBe('empty');
    expect(problemOf(() => parseHolidayCsv('\n\n'))).toBe('empty');
    expect(problemOf(() => parseHolidayCsv('date,name\n'))).toBe('empty');
    expect(problemOf(() => parseHolidayCsv('when,what\n2026-01-01,x'))).toBe('noColumns');
    expect(problemOf(() => parseHolidayCsv('2026-01-01\n'))).toBe('noColumns');
    expect(problemOf(() => parseHolidayCsv('%PDF-1.7\u0000\u0001'))).toBe('notText');
    const many = 'date,name\n' + Array.from({ length: HOLIDAY_IMPORT_MAX_ROWS + 1 }, () => '2026-01-01,x').join('\n');
    expect(problemOf(() => parseHolidayCsv(many))).toBe('tooManyRows');
  });
});

describe('planHolidayImport', () => {
  const saved = new Map([
    ['2026-01-01', "New Year's Day"],
    ['2026-03-21', 'Hari Raya Puasa'],
  ]);
  it('adds new dates, changes renamed ones, skips identical, invalid and repeated rows with the reason', () => {
    const plan = planHolidayImport(
      [
        { line: 2, dateText: '2026-01-01', date: '2026-01-01', name: "New Year's Day" },
        { line: 3, dateText: '2026-03-21', date: '2026-03-21', name: 'Hari Raya Aidilfitri' },
        { line: 4, dateText: '2026-04-03', date: '2026-04-03', name: 'Good Friday' },
        { line: 5, dateText: '31/02/2026', date: null, name: 'Bad' },
        { line: 6, dateText: '2026-05-01', date: '2026-05-01', name: '' },
        { line: 7, dateText: '2026-04-03', date: '2026-04-03', name: 'Good Friday again' },
        { line: 8, dateText: '2026-05-02', date: '2026-05-02', name: 'x'.repeat(121) },
      ],
      saved,
    );
    expect(plan.map((r) => [r.line, r.action, r.reason, r.currentName])).toEqual([
      [2, 'skip', 'identical', "New Year's Day"],
      [3, 'change', null, 'Hari Raya Puasa'],
      [4, 'add', null, null],
      [5, 'skip', 'invalidDate', null],
      [6, 'skip', 'missingName', null],
      [7, 'skip', 'duplicateInFile', null],
      [8, 'skip', 'nameTooLong', null],
    ]);
    expect(countPlan(plan)).toEqual({ add: 1, change: 1, skip: 5 });
  });
});
