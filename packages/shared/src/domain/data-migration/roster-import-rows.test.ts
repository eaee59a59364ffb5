import { describe, expect, it } from 'vitest';
import {
  mapHeader,
  parseImportDate,
  parseImportRow,
  parseImportTime,
  rowErrorText,
  type RawRow,
} from './roster-import-rows.ts';

const good: RawRow = {
  date: '31/12/2026',
  projectCode: 'prj-0001',
  locationName: ' Main warehouse ',
  position: 'Packer',
  start: '22:00',
  end: '06:00',
  breakMinutes: '30',
  worker: 'S1234567D',
  clockIn: '21:55',
  clockOut: '06:05',
};

const reasons = (raw: RawRow) => {
  const r = parseImportRow(7, raw);
  return 'errors' in r ? r.errors.map((e) => `${e.column}:${e.reason}`) : [];
};

describe('roster import rows', () => {
  it('reads a night shift row: end before start crosses midnight, ISO date, code upper-cased', () => {
    const r = parseImportRow(2, good);
    expect(r).toEqual({
      row: {
        line: 2,
        date: '2026-12-31',
        projectCode: 'PRJ-0001',
        locationName: 'Main warehouse',
        position: 'Packer',
        start: 22 * 60,
        end: 6 * 60,
        breakMinutes: 30,
        worker: { kind: 'id', value: 'S1234567D' },
        clockIn: '21:55',
        clockOut: '06:05',
      },
    });
  });

  it('takes an employee code when the value is not shaped like an NRIC/FIN; empty break is 0', () => {
    const r = parseImportRow(3, { ...good, worker: 'emp-00012', breakMinutes: '', clockIn: '', clockOut: '' });
    expect('row' in r && r.row.worker).toEqual({ kind: 'code', value: 'EMP-00012' });
    expect('row' in r && r.row.breakMinutes).toBe(0);
    expect('row' in r && r.row.clockIn).toBe(null);
  });

  it('dates: DD/MM/YYYY, D/M/YYYY and ISO; impossible dates refused', () => {
    expect(parseImportDate('1/2/2026')).toBe('2026-02-01');
    expect(parseImportDate('2028-02-29')).toBe('2028-02-29');
    expect(parseImportDate('29/02/2027')).toBe(null);
    expect(parseImportDate('2026-13-01')).toBe(null);
    expect(parseImportDate('12/31/2026')).toBe(null);
    expect(parseImportDate('31-12-2026')).toBe(null);
  });

  it('times: H:MM, HH:MM and HH:MM:00; 24:00 and 9.30 refused', () => {
    expect(parseImportTime('8:30')).toBe('08:30');
    expect(parseImportTime('08:30:00')).toBe('08:30');
    expect(parseImportTime('24:00')).toBe(null);
    expect(parseImportTime('9.30')).toBe(null);
  });

  it('each error reason names its column', () => {
    expect(reasons({ ...good, date: '', projectCode: '' })).toEqual(['date:required', 'projectCode:required']);
    expect(reasons({ ...good, date: '30/02/2026' })).toEqual(['date:date']);
    expect(reasons({ ...good, start: '25:00' })).toEqual(['start:time']);
    expect(reasons({ ...good, breakMinutes: '-5' })).toEqual(['breakMinutes:breakMinutes']);
    expect(reasons({ ...good, breakMinutes: '480' })).toEqual(['breakMinutes:breakTooLong']);
    expect(reasons({ ...good, worker: 'S1234567A' })).toEqual(['worker:idChecksum']);
    expect(reasons({ ...good, clockIn: '' })).toEqual(['clockOut:clockOutWithoutIn']);
    expect(reasons({ ...good, worker: '' })).toEqual(['worker:clockWithoutWorker']);
    expect(reasons({ ...good, position: 'x'.repeat(201) })).toEqual(['position:tooLong']);
  });

  it('the header is matched loosely; the error column is ignored; missing columns are named', () => {
    const h = mapHeader([
      'DATE',
      'project_code',
      'Location Name',
      'position',
      'start',
      'end',
      'Break',
      'NRIC/FIN',
      'error',
    ]);
    expect(h.columns).toEqual([
      'date',
      'projectCode',
      'locationName',
      'position',
      'start',
      'end',
      'breakMinutes',
      'worker',
      null,
    ]);
    expect(h.missing).toEqual([]);
    expect(mapHeader(['date', 'start']).missing).toEqual([
      'projectCode',
      'locationName',
      'position',
      'end',
      'breakMinutes',
      'worker',
    ]);
  });

  it('error text for the error file names the column header', () => {
    expect(rowErrorText({ column: 'position', reason: 'unknownPosition' })).toBe(
      'Position: is not a position of this project',
    );
    expect(rowErrorText({ column: 'worker', reason: 'rule', message: 'This worker is blacklisted' })).toBe(
      'Employee code or NRIC/FIN: This worker is blacklisted',
    );
  });
});
