import { isValidNricFin, hasIdShape, normalizeId } from '../registration/nric.ts';
import { parseTimeOfDay } from '../rosters/roster-rules.ts';

/**
 * The roster import's columns (issue #32; docs/product/sections.md#data-migration), in the
 * template's order, with the header each is written under. Headers are matched loosely
 * (case, spaces and punctuation ignored), so "Project Code" and "project_code" both match.
 */
export const IMPORT_COLUMNS = [
  { key: 'date', header: 'Date' },
  { key: 'projectCode', header: 'Project code' },
  { key: 'locationName', header: 'Location name' },
  { key: 'position', header: 'Position' },
  { key: 'start', header: 'Start' },
  { key: 'end', header: 'End' },
  { key: 'breakMinutes', header: 'Break minutes' },
  { key: 'worker', header: 'Employee code or NRIC/FIN' },
  { key: 'clockIn', header: 'Clock-in' },
  { key: 'clockOut', header: 'Clock-out' },
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number]['key'];
export const IMPORT_COLUMN_KEYS = IMPORT_COLUMNS.map((c) => c.key) as ImportColumn[];
/** The column the error file adds (ignored when a corrected error file is uploaded again). */
export const ERROR_COLUMN_HEADER = 'error';

/** Most rows one file may hold, and its largest size. */
export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Longest text a cell may hold (a longer one is not a roster value). */
export const IMPORT_MAX_CELL = 200;

/** Why a row is refused; each names one column (or none: the whole row). */
export const ROW_ERROR_REASONS = [
  'required',
  'tooLong',
  'date',
  'time',
  'breakMinutes',
  'breakTooLong',
  'idChecksum',
  'clockOutWithoutIn',
  'clockWithoutWorker',
  'unknownProject',
  'projectClosed',
  'unknownLocation',
  'unknownPosition',
  'unknownWorker',
  'duplicateRow',
  'tooManyShifts',
  'rule',
] as const;
export type RowErrorReason = (typeof ROW_ERROR_REASONS)[number];

/** One problem of one row: its 1-based line in the file (the header is line 1), the column, the reason. */
export type RowError = {
  line: number;
  column: ImportColumn | null;
  reason: RowErrorReason;
  /** For `rule`: the roster rule's code (WORKER_BLACKLISTED, OVERLAPPING_SHIFT, …). */
  code?: string;
};

/** A row read and checked on its own (references still as text, resolved against the database later). */
export type ParsedRow = {
  line: number;
  date: string;
  projectCode: string;
  locationName: string;
  position: string;
  /** Minutes of the day; an end before the start crosses midnight. */
  start: number;
  end: number;
  breakMinutes: number;
  worker: { kind: 'code'; value: string } | { kind: 'id'; value: string } | null;
  clockIn: string | null;
  clockOut: string | null;
};

export type RawRow = Partial<Record<ImportColumn, string>>;

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const HEADER_KEYS = new Map<string, ImportColumn>(IMPORT_COLUMNS.map((c) => [squash(c.header), c.key]));
for (const [alias, key] of [
  ['employeecode', 'worker'],
  ['nricfin', 'worker'],
  ['worker', 'worker'],
  ['clockin', 'clockIn'],
  ['clockout', 'clockOut'],
  ['break', 'breakMinutes'],
  ['location', 'locationName'],
  ['project', 'projectCode'],
] as const)
  HEADER_KEYS.set(alias, key);

/**
 * The column of each header cell (null: a column the import ignores, such as the error file's
 * "error"), or the columns missing from the header.
 */
export function mapHeader(cells: readonly string[]): { columns: (ImportColumn | null)[]; missing: ImportColumn[] } {
  const columns = cells.map((c) => HEADER_KEYS.get(squash(c)) ?? null);
  const seen = new Set(columns.filter(Boolean));
  const missing = IMPORT_COLUMN_KEYS.filter((k) => k !== 'clockIn' && k !== 'clockOut' && !seen.has(k));
  return { columns, missing };
}

/** "31/12/2026", "1/2/2026" or "2026-12-31" -> "YYYY-MM-DD" of a real date; null otherwise. */
export function parseImportDate(value: string): string | null {
  const v = value.trim();
  let y: number, m: number, d: number;
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  const t = new Date(Date.UTC(y, m - 1, d));
  if (y < 2000 || y > 2100 || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** "8:30", "08:30" or "08:30:00" -> "08:30"; null otherwise. */
export function parseImportTime(value: string): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(value.trim());
  if (!m) return null;
  const hhmm = `${m[1]!.padStart(2, '0')}:${m[2]}`;
  return parseTimeOfDay(hhmm) === null ? null : hhmm;
}

/** Length of a shift from its start and end (an end at or before the start is the next day). */
export const shiftLength = (start: number, end: number) => (end > start ? end - start : end + 1440 - start);

/** Reads one row's cells: every problem found (one per column at most), or the parsed row. */
export function parseImportRow(line: number, raw: RawRow): { row: ParsedRow } | { errors: RowError[] } {
  const errors: RowError[] = [];
  // Each cell trimmed once (a file has up to 50,000 rows, and the rules read a cell several times).
  const cells = {} as Record<ImportColumn, string>;
  for (const k of IMPORT_COLUMN_KEYS) cells[k] = (raw[k] ?? '').trim();
  const cell = (k: ImportColumn) => cells[k];
  const fail = (column: ImportColumn | null, reason: RowErrorReason) => errors.push({ line, column, reason });
  for (const k of IMPORT_COLUMN_KEYS) if (cell(k).length > IMPORT_MAX_CELL) fail(k, 'tooLong');
  if (errors.length) return { errors };
  for (const k of ['date', 'projectCode', 'locationName', 'position', 'start', 'end'] as const)
    if (!cell(k)) fail(k, 'required');
  const date = cell('date') ? parseImportDate(cell('date')) : null;
  if (cell('date') && !date) fail('date', 'date');
  const times = {} as Record<'start' | 'end' | 'clockIn' | 'clockOut', string | null>;
  for (const k of ['start', 'end', 'clockIn', 'clockOut'] as const) {
    times[k] = cell(k) ? parseImportTime(cell(k)) : null;
    if (cell(k) && !times[k]) fail(k, 'time');
  }
  const breakText = cell('breakMinutes') || '0';
  const breakMinutes = /^\d{1,3}$/.test(breakText) ? Number(breakText) : null;
  if (breakMinutes === null || breakMinutes > 600) fail('breakMinutes', 'breakMinutes');
  const start = times.start === null ? null : parseTimeOfDay(times.start)!;
  const end = times.end === null ? null : parseTimeOfDay(times.end)!;
  if (start !== null && end !== null && breakMinutes !== null && breakMinutes >= shiftLength(start, end))
    fail('breakMinutes', 'breakTooLong');
  let worker: ParsedRow['worker'] = null;
  const w = cell('worker');
  if (w) {
    if (hasIdShape(w)) {
      if (isValidNricFin(w)) worker = { kind: 'id', value: normalizeId(w) };
      else fail('worker', 'idChecksum');
    } else worker = { kind: 'code', value: w.toUpperCase() };
  }
  if (cell('clockOut') && !cell('clockIn')) fail('clockOut', 'clockOutWithoutIn');
  if (cell('clockIn') && !w) fail('worker', 'clockWithoutWorker');
  if (errors.length) return { errors };
  return {
    row: {
      line,
      date: date!,
      projectCode: cell('projectCode').toUpperCase(),
      locationName: cell('locationName'),
      position: cell('position'),
      start: start!,
      end: end!,
      breakMinutes: breakMinutes!,
      worker,
      clockIn: times.clockIn,
      clockOut: times.clockOut,
    },
  };
}

/** The English text of a row problem (the error file's "error" column; the page shows its own translation). */
export const ROW_ERROR_TEXT: Record<RowErrorReason, string> = {
  required: 'is required',
  tooLong: 'is too long',
  date: 'is not a date (DD/MM/YYYY or YYYY-MM-DD)',
  time: 'is not a time (HH:MM, 24-hour)',
  breakMinutes: 'must be whole minutes from 0 to 600',
  breakTooLong: 'must be shorter than the shift',
  idChecksum: 'is not a valid NRIC/FIN (check letter)',
  clockOutWithoutIn: 'needs a clock-in',
  clockWithoutWorker: 'is required for a clock-in',
  unknownProject: 'is not a known project code',
  projectClosed: 'is a completed or cancelled project',
  unknownLocation: 'is not a location of this project',
  unknownPosition: 'is not a position of this project',
  unknownWorker: 'is not a known employee code or NRIC/FIN',
  duplicateRow: 'repeats an earlier row for this worker and shift',
  tooManyShifts: 'would make more than 50 shifts on this roster',
  rule: 'is refused by the roster rules',
};

/** One problem as the error file writes it: "Position: is not a position of this project". */
export function rowErrorText(e: Pick<RowError, 'column' | 'reason'> & { message?: string }): string {
  const header = IMPORT_COLUMNS.find((c) => c.key === e.column)?.header;
  const text = e.reason === 'rule' && e.message ? e.message : ROW_ERROR_TEXT[e.reason];
  return header ? `${header}: ${text}` : text;
}
