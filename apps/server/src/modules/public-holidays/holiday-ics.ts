import ICAL from 'ical.js';
import { businessDateKey } from '@wf/shared/domain/format';
import {
  HOLIDAY_IMPORT_MAX_ROWS,
  HolidayFileError,
  type HolidaySourceRow,
} from '@wf/shared/domain/public-holidays/holiday-import';

/** Longest event an import spreads over its days (a two-day Chinese New Year is one event in some calendars). */
const MAX_EVENT_DAYS = 7;

/** yyyy-mm-dd of an iCalendar time: all-day and floating times as written, zoned times in Singapore. */
function dateOf(t: ICAL.Time, asWritten = false): string {
  const floating = !t.zone || t.zone.tzid === 'floating';
  if (t.isDate || floating || asWritten) {
    return `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
  }
  return businessDateKey(t.toJSDate());
}

/**
 * Reads the events of an iCalendar (.ics) file as holiday rows (ical.js parses the file; the line
 * of a row is the event's number in the file). An event lasting several whole days gives a row a
 * day (at most seven); a cancelled event is left out. Throws HolidayFileError('notCalendar') for a
 * file that is not a VCALENDAR and 'noEvents' for one without events.
 */
export function parseHolidayIcs(text: string): HolidaySourceRow[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text.replace(/^\uFEFF/, '')) as unknown[]);
  } catch {
    throw new HolidayFileError('notCalendar');
  }
  if (root.name !== 'vcalendar') throw new HolidayFileError('notCalendar');
  const events = root.getAllSubcomponents('vevent');
  if (events.length === 0) throw new HolidayFileError('noEvents');
  const rows: HolidaySourceRow[] = [];
  events.forEach((component, i) => {
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') return;
    const name = String(component.getFirstPropertyValue('summary') ?? '')
      .trim()
      .replace(/\s+/g, ' ');
    const line = i + 1;
    let start: ICAL.Time | null;
    let end: ICAL.Time | null = null;
    try {
      const event = new ICAL.Event(component);
      start = event.startDate ?? null;
      end = event.endDate ?? null;
    } catch {
      start = null;
    }
    const raw = component.getFirstProperty('dtstart');
    const rawValue = raw ? String(raw.toICALString()).split(':').pop()!.trim() : '';
    // ical.js rolls 20260231 over to 3 March; a date it had to roll over is wrong in the file.
    const written = /^(\d{4})(\d{2})(\d{2})/.exec(rawValue);
    const asWritten = start && written ? `${written[1]}-${written[2]}-${written[3]}` : null;
    if (!start || !asWritten || asWritten !== dateOf(start, true)) {
      rows.push({ line, dateText: rawValue, date: null, name });
      return;
    }
    const first = dateOf(start);
    rows.push({ line, dateText: first, date: first, name });
    if (start.isDate && end?.isDate) {
      const days = Math.round((Date.parse(`${dateOf(end)}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000);
      for (let d = 1; d < Math.min(days, MAX_EVENT_DAYS); d++) {
        const next = new Date(Date.parse(`${first}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
        rows.push({ line, dateText: next, date: next, name });
      }
    }
    if (rows.length > HOLIDAY_IMPORT_MAX_ROWS) throw new HolidayFileError('tooManyRows');
  });
  if (rows.length === 0) throw new HolidayFileError('noEvents');
  return rows;
}
