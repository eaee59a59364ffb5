import { HOLIDAY_IMPORT_MAX_BYTES } from '@wf/shared/contracts/public-holidays/public-holidays';
import {
  HolidayFileError,
  parseHolidayCsv,
  type HolidaySourceRow,
} from '@wf/shared/domain/public-holidays/holiday-import';
import { parseHolidayIcs } from './holiday-ics.ts';

/** Windows-1252's characters for the bytes 0x80-0x9f (the rest is Latin-1); undefined bytes stay C1 controls. */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** Text of a Windows-1252 file (Node's TextDecoder may know only Latin-1 under that name). */
function decodeWindows1252(data: Buffer): string {
  let out = '';
  for (const byte of data) out += byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return out;
}

export type HolidayFile = { format: 'csv' | 'ics'; rows: HolidaySourceRow[] };

/**
 * Reads an uploaded holiday file by its content, not its name or type: at most 256 KB of text
 * (UTF-8, else Windows-1252 as Excel writes it), with no control characters; a file that begins
 * with BEGIN:VCALENDAR is an iCalendar file, any other text a CSV.
 * Throws HolidayFileError naming what is wrong.
 */
export function readHolidayFile(data: Buffer): HolidayFile {
  if (data.length === 0) throw new HolidayFileError('empty');
  if (data.length > HOLIDAY_IMPORT_MAX_BYTES) throw new HolidayFileError('tooLarge');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    // Excel on Windows saves CSV in its ANSI code page (New Year’s Day with a 0x92 apostrophe).
    text = decodeWindows1252(data);
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000e-\u001f\u0080-\u009f]/.test(text)) throw new HolidayFileError('notText');
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (/^BEGIN:VCALENDAR/i.test(start)) return { format: 'ics', rows: parseHolidayIcs(text) };
  if (/^BEGIN:/i.test(start)) throw new HolidayFileError('notCalendar');
  return { format: 'csv', rows: parseHolidayCsv(text) };
}
