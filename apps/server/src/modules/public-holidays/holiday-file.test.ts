import { describe, expect, it } from 'vitest';
import { HOLIDAY_IMPORT_MAX_BYTES } from '@wf/shared/contracts/public-holidays/public-holidays';
import { HolidayFileError } from '@wf/shared/domain/public-holidays/holiday-import';
import { readHolidayFile } from './holiday-file.ts';

const ics = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Holidays//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
const event = (lines: string[]) => ['BEGIN:VEVENT', `UID:${Math.random()}@test`, ...lines, 'END:VEVENT'].join('\r\n');

const problemOf = (data: Buffer) => {
  try {
    readHolidayFile(data);
  } catch (e) {
    return e instanceof HolidayFileError ? e.problem : String(e);
  }
  return null;
};

describe('readHolidayFile: iCalendar', () => {
  it('reads all-day events, spreads a two-day event over its days, leaves cancelled ones out', () => {
    const file = readHolidayFile(
      Buffer.from(
        ics(
          event(['DTSTART;VALUE=DATE:20270101', 'DTEND;VALUE=DATE:20270102', "SUMMARY:New Year's Day"]),
          event(['DTSTART;VALUE=DATE:20270206', 'DTEND;VALUE=DATE:20270208', 'SUMMARY:Chinese New Year']),
          event(['DTSTART;VALUE=DATE:20270326', 'SUMMARY:Good Friday', 'STATUS:CANCELLED']),
          event(['DTSTART;VALUE=DATE:20270809', 'SUMMARY:National', '  Day']),
        ),
      ),
    );
    expect(file.format).toBe('ics');
    expect(file.rows.map((r) => [r.line, r.date, r.name])).toEqual([
      [1, '2027-01-01', "New Year's Day"],
      [2, '2027-02-06', 'Chinese New Year'],
      [2, '2027-02-07', 'Chinese New Year'],
      [4, '2027-08-09', 'National Day'],
    ]);
  });

  it('takes a timed event in UTC on its Singapore date', () => {
    const file = readHolidayFile(Buffer.from(ics(event(['DTSTART:20261224T170000Z', 'SUMMARY:Christmas Day']))));
    expect(file.rows[0]).toMatchObject({ date: '2026-12-25', name: 'Christmas Day' });
  });

  it('keeps an event with a wrong date or no name for the preview to skip', () => {
    const file = readHolidayFile(
      Buffer.from(ics(event(['DTSTART;VALUE=DATE:20260231', 'SUMMARY:Nope']), event(['DTSTART;VALUE=DATE:20260501']))),
    );
    // ical.js alone would roll 31 February over to 3 March.
    expect(file.rows.map((r) => [r.date, r.dateText, r.name])).toEqual([
      [null, '20260231', 'Nope'],
      ['2026-05-01', '2026-05-01', ''],
    ]);
  });

  it('refuses a file that is not a calendar, or has no events', () => {
    expect(problemOf(Buffer.from('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Someone\r\nEND:VCARD\r\n'))).toBe('notCalendar');
    expect(problemOf(Buffer.from('BEGIN:VCALENDAR\r\nthis is : not ; a calendar\r\n'))).toBe('notCalendar');
    expect(problemOf(Buffer.from(ics()))).toBe('noEvents');
    expect(problemOf(Buffer.from(ics(event(['DTSTART;VALUE=DATE:20260101', 'STATUS:CANCELLED']))))).toBe('noEvents');
  });
});

describe('readHolidayFile: by content', () => {
  it('reads CSV text as CSV whatever the name', () => {
    const file = readHolidayFile(Buffer.from('date,name\n09/08/2026,National Day\n'));
    expect(file).toEqual({
      format: 'csv',
      rows: [{ line: 2, dateText: '09/08/2026', date: '2026-08-09', name: 'National Day' }],
    });
  });

  it("reads a CSV Excel saved in Windows-1252 (New Year\u2019s Day's apostrophe is 0x92)", () => {
    const bytes = Buffer.concat([
      Buffer.from('date,name\r\n01/01/2027,New Year'),
      Buffer.from([0x92]),
      Buffer.from('s Day\r\n'),
    ]);
    expect(readHolidayFile(bytes).rows[0]).toMatchObject({ date: '2027-01-01', name: 'New Year\u2019s Day' });
  });

  it('refuses an empty file, a binary file and one over 256 KB', () => {
    expect(problemOf(Buffer.alloc(0))).toBe('empty');
    expect(problemOf(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xfe]))).toBe('notText');
    expect(problemOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('notText');
    const big = Buffer.from('date,name\n' + '2026-01-01,x\n'.repeat(Math.ceil(HOLIDAY_IMPORT_MAX_BYTES / 13) + 10));
    expect(problemOf(big)).toBe('tooLarge');
  });
});
