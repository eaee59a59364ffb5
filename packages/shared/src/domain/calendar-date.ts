/**
 * The one rule for a calendar date the API accepts (issue #26 item 8): 'YYYY-MM-DD', a real day
 * of the Gregorian calendar, in the years 1900-2100. Outside that range a date is a typing error
 * in this product (no worker, roster or pay run lies there), and years 0-99 would be read as
 * 1900-1999 by `Date.UTC`.
 */
import { DATE_MAX_YEAR, DATE_MIN_YEAR } from './date-range.ts';

export { DATE_MAX_YEAR, DATE_MIN_YEAR };

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Why a 'YYYY-MM-DD' text is not an accepted date: 'format' (not that shape or no such day), 'range', or null. */
export function calendarDateError(s: string): 'format' | 'range' | null {
  const m = YMD.exec(s);
  if (!m) return 'format';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return 'format';
  // Days in the month, by the proleptic Gregorian rule (not Date.UTC, which maps years 0-99 to 1900-1999).
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1]!;
  if (d > days) return 'format';
  if (y < DATE_MIN_YEAR || y > DATE_MAX_YEAR) return 'range';
  return null;
}

/** True for a real day in 1900-2100 written 'YYYY-MM-DD'. */
export const isCalendarDate = (s: string): boolean => calendarDateError(s) === null;
