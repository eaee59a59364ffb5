/**
 * Public-holiday import (docs/product/sections.md#settings): the pure part. A CSV file's text becomes
 * rows of (date, name); rows from a CSV or an iCalendar file are compared with the saved holidays
 * into a plan of what would be added, changed (same date, another name) or skipped, with the reason.
 * The .ics parsing itself (a library) is on the server; it hands its events to `planHolidayImport`.
 */

/** Largest import file: a year's calendar is a few KB; 256 KB leaves room for decades. */
export const HOLIDAY_IMPORT_MAX_BYTES = 256 * 1024;
/** Most rows one import may hold. */
export const HOLIDAY_IMPORT_MAX_ROWS = 1000;
/** Longest holiday name. */
export const HOLIDAY_NAME_MAX = 120;

/** Why a whole file is refused (the web shows each in words). */
export const HOLIDAY_FILE_PROBLEMS = [
  'empty',
  'tooLarge',
  'notText',
  'notCalendar',
  'noEvents',
  'noColumns',
  'tooManyRows',
] as const;
export type HolidayFileProblem = (typeof HOLIDAY_FILE_PROBLEMS)[number];

/** Why one row is skipped. */
export const HOLIDAY_SKIP_REASONS = [
  'identical',
  'invalidDate',
  'missingName',
  'nameTooLong',
  'duplicateInFile',
] as const;
export type HolidaySkipReason = (typeof HOLIDAY_SKIP_REASONS)[number];

export class HolidayFileError extends Error {
  constructor(readonly problem: HolidayFileProblem) {
    super(`Holiday file refused: ${problem}`);
  }
}

/** One row read from a file: its line (CSV) or event number (.ics), the raw date text and the name. */
export type HolidaySourceRow = { line: number; dateText: string; date: string | null; name: string };

export type HolidayPlanRow = {
  line: number;
  date: string | null;
  dateText: string;
  name: string;
  action: 'add' | 'change' | 'skip';
  /** The saved name a 'change' replaces, or an 'identical' skip matches. */
  currentName: string | null;
  reason: HolidaySkipReason | null;
};

/** True for a real calendar date yyyy-mm-dd (no 31 April, 29 February only in leap years). */
export function isCalendarDate(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

/**
 * A holiday date as people write it: `YYYY-MM-DD` or `DD/MM/YYYY` (Singapore's order; one-digit
 * day and month allowed, `-` or `.` for `/` too). Answers yyyy-mm-dd, or null when it is not a
 * real date between 1900 and 2199.
 */
export function parseHolidayDate(text: string): string | null {
  const s = text.trim();
  let y: string, m: string, d: string;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (match) [, y, m, d] = match as unknown as [string, string, string, string];
  else {
    match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
    if (!match) return null;
    [, d, m, y] = match as unknown as [string, string, string, string];
  }
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const year = Number(y);
  if (year < 1900 || year > 2199) return null;
  return isCalendarDate(iso) ? iso : null;
}

/** Splits CSV text into records (RFC 4180: quoted fields, doubled quotes, CRLF or LF, a BOM). */
export function splitCsv(text: string): { line: number; cells: string[] }[] {
  const src = text.replace(/^\uFEFF/, '');
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length) endRecord();
  return records;
}

/**
 * Reads a CSV of holidays: columns `date` and `name` (a header row naming them, in any order and
 * with other columns beside them; or no header, date first and name second). Throws
 * HolidayFileError for a file with no usable rows.
 */
export function parseHolidayCsv(text: string): HolidaySourceRow[] {
  if (text.includes('\u0000')) throw new HolidayFileError('notText');
  const records = splitCsv(text);
  if (records.length === 0) throw new HolidayFileError('empty');
  const header = records[0]!.cells.map((c) => c.trim().toLowerCase());
  let dateCol = 0;
  let nameCol = 1;
  let body = records;
  if (parseHolidayDate(records[0]!.cells[0] ?? '') === null) {
    dateCol = header.findIndex((h) => h === 'date' || h === 'day');
    nameCol = header.findIndex((h) => h === 'name' || h === 'holiday' || h === 'description' || h === 'summary');
    if (dateCol < 0 || nameCol < 0) throw new HolidayFileError('noColumns');
    body = records.slice(1);
  } else if (records[0]!.cells.length < 2) throw new HolidayFileError('noColumns');
  if (body.length === 0) throw new HolidayFileError('empty');
  if (body.length > HOLIDAY_IMPORT_MAX_ROWS) throw new HolidayFileError('tooManyRows');
  return body.map(({ line, cells }) => {
    const dateText = (cells[dateCol] ?? '').trim();
    return {
      line,
      dateText,
      date: parseHolidayDate(dateText),
      name: (cells[nameCol] ?? '').trim().replace(/\s+/g, ' '),
    };
  });
}

/**
 * What importing the rows would do beside the saved holidays (by date): a new date is added, a
 * saved date with another name is changed, the same name is skipped as identical; a row without a
 * real date or a name, with a name too long, or repeating a date earlier in the file is skipped.
 */
export function planHolidayImport(
  rows: readonly HolidaySourceRow[],
  saved: ReadonlyMap<string, string>,
): HolidayPlanRow[] {
  const seen = new Set<string>();
  return rows.map((r) => {
    const base = { line: r.line, date: r.date, dateText: r.dateText, name: r.name, currentName: null };
    const skip = (reason: HolidaySkipReason, currentName: string | null = null): HolidayPlanRow => ({
      ...base,
      currentName,
      action: 'skip',
      reason,
    });
    if (!r.date) return skip('invalidDate');
    if (!r.name) return skip('missingName');
    if (r.name.length > HOLIDAY_NAME_MAX) return skip('nameTooLong');
    if (seen.has(r.date)) return skip('duplicateInFile');
    seen.add(r.date);
    const current = saved.get(r.date);
    if (current === undefined) return { ...base, action: 'add', reason: null };
    if (current === r.name) return skip('identical', current);
    return { ...base, currentName: current, action: 'change', reason: null };
  });
}

/** Counts of a plan by action. */
export function countPlan(plan: readonly HolidayPlanRow[]): { add: number; change: number; skip: number } {
  const n = { add: 0, change: 0, skip: 0 };
  for (const r of plan) n[r.action]++;
  return n;
}

/** The year of a yyyy-mm-dd date. */
export const holidayYear = (iso: string): number => Number(iso.slice(0, 4));

/** The weekday of a yyyy-mm-dd date, 0 = Sunday. */
export const weekday = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay();
