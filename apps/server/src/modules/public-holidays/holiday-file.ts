import { HOLIDAY_IMPORT_MAX_BYTES } from '@wf/shared/contracts/public-holidays/public-holidays';
import {
  HolidayFileError,
  parseHolidayCsv,
  type HolidaySourceRow,
} from '@wf/shared/domain/public-holidays/holiday-import';
import { parseHolidayIcs } from './holiday-ics.ts';

export type HolidayFile = { format: 'csv' | 'ics'; rows: HolidaySourceRow[] };

/**
 * Reads an uploaded holiday file by its content, not its name or type: at most 256 KB of UTF-8
 * text; a file that begins with BEGIN:VCALENDAR is an iCalendar file, any other text a CSV.
 * Throws HolidayFileError naming what is wrong.
 */
export function readHolidayFile(data: Buffer): HolidayFile {
  if (data.length === 0) throw new HolidayFileError('empty');
  if (data.length > HOLIDAY_IMPORT_MAX_BYTES) throw new HolidayFileError('tooLarge');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new HolidayFileError('notText');
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) throw new HolidayFileError('notText');
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (/^BEGIN:VCALENDAR/i.test(start)) return { format: 'ics', rows: parseHolidayIcs(text) };
  if (/^BEGIN:/i.test(start)) throw new HolidayFileError('notCalendar');
  return { format: 'csv', rows: parseHolidayCsv(text) };
}
