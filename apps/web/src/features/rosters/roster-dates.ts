import { businessDateKey } from '@wf/shared/domain/format';
import { now as clockNow } from '@wf/shared/domain/clock';

/**
 * Calendar dates of the roster board: "YYYY-MM-DD" strings of the Singapore calendar (a roster
 * date is a calendar date, never an instant), weeks starting on Monday.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real "YYYY-MM-DD" date. */
export function isCalendarDate(value: string | null | undefined): value is string {
  const m = DATE.exec(value ?? '');
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.toISOString().slice(0, 10) === value;
}

/** Today in Singapore. */
export function todaySgt(now: Date = clockNow()): string {
  return businessDateKey(now);
}

function utc(date: string): Date {
  const m = DATE.exec(date)!;
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
}

/** The date `days` later (earlier when negative). */
export function addDays(date: string, days: number): string {
  const d = utc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Monday ... 6 = Sunday. */
export function weekdayIndex(date: string): number {
  return (utc(date).getUTCDay() + 6) % 7;
}

/** The Monday of the date's week. */
export function mondayOf(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/** The seven dates of the week that starts on `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** "Mon 24 Nov" in the user's language (the date is read as a calendar date, not an instant). */
export function dayLabel(date: string, lang: string, withWeekday = true): string {
  return new Intl.DateTimeFormat(intlLang(lang), {
    timeZone: 'UTC',
    ...(withWeekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'short',
  }).format(utc(date));
}

/** "Monday, 24 November 2026" in the user's language. */
export function longDayLabel(date: string, lang: string): string {
  return new Intl.DateTimeFormat(intlLang(lang), {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(utc(date));
}

function intlLang(lang: string): string {
  return lang === 'zh' ? 'zh-Hans-SG' : lang === 'tr' ? 'tr-TR' : 'en-SG';
}

/** Minutes after midnight as "HH:MM" (24 h); a value past midnight wraps ("25:30" -> "01:30"). */
export function clock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** "HH:MM" as minutes after midnight; null when not a time. */
export function parseClock(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const h = +m[1]!;
  const min = +m[2]!;
  return h < 24 && min < 60 ? h * 60 + min : null;
}

/** Whether a shift from `start` to `end` (minutes) ends on the next day. */
export function crossesMidnight(start: number, end: number): boolean {
  return end <= start;
}

/** How a shift is staffed: fewer, exactly or more workers than its headcount. */
export type Staffing = 'under' | 'full' | 'over';

export function staffing(filled: number, headcount: number): Staffing {
  return filled < headcount ? 'under' : filled === headcount ? 'full' : 'over';
}

const SGT_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Singapore',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant's Singapore wall-clock time, "HH:MM"; empty for null. */
export function sgtClock(iso: string | null | undefined): string {
  if (!iso) return '';
  if (/^\d{2}:\d{2}$/.test(iso)) return iso;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : SGT_CLOCK.format(d);
}
