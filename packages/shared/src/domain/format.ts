/**
 * The one date and time formatter: the business runs on Singapore time, whatever the browser's
 * or the server's zone. Dates read DD/MM/YYYY in every language; a moment reads in the staff
 * language's words: "24 Nov 2026, 4:07 pm", "2026年11月24日 下午4:07", "24 Kas 2026 16:07".
 * Exports keep English (the default language). Money: formatSgd in money.ts.
 */

export const BUSINESS_TIME_ZONE = 'Asia/Singapore';

const DAY_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/**
 * English months as three letters, whatever the ICU data says (en-GB's newer data writes "Sept",
 * which would make September's dates the only four-letter ones: the formats are fixed here).
 */
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const enMonth = (month: string | undefined) => EN_MONTHS[Number(month) - 1] ?? '';

const MOMENT_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});
const MOMENT_PARTS_ZH = new Intl.DateTimeFormat('zh-Hans-SG', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});
const MOMENT_PARTS_TR = new Intl.DateTimeFormat('tr-TR', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const DAY_MONTH: Record<string, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'numeric' }),
  zh: new Intl.DateTimeFormat('zh-Hans-SG', { timeZone: 'UTC', day: 'numeric', month: 'numeric' }),
  tr: new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', day: 'numeric', month: 'short' }),
};

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(fmt: Intl.DateTimeFormat, d: Date): Record<string, string> {
  return Object.fromEntries(fmt.formatToParts(d).map((p) => [p.type, p.value]));
}

/**
 * "2026-03-05" -> "05/03/2026" (a calendar date is shown as it is); an instant
 * ("2026-03-04T16:30:00Z") -> its Singapore date ("05/03/2026"). Empty for null; the input itself
 * when it is not a date.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const m = CALENDAR_DATE.exec(value);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  }
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return String(value);
  const p = parts(DAY_PARTS, d);
  return `${p.day}/${p.month}/${p.year}`;
}

/** A calendar month "2026-01" as the dates show it: "01/2026"; the input itself when it is not one. */
export function formatMonthNumeric(value: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  return m ? `${m[2]}/${m[1]}` : value;
}

/**
 * An instant as Singapore date and time in the words of `lang` (a staff language; English for
 * any other and by default, as exports are): en "24 Nov 2026, 4:07 pm", zh "2026年11月24日 下午4:07",
 * tr "24 Kas 2026 16:07". Empty for null; the input itself when it is not a date.
 */
export function formatDateTime(value: string | Date | null | undefined, lang = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return String(value);
  if (lang === 'zh') {
    const p = parts(MOMENT_PARTS_ZH, d);
    return `${p.year}年${p.month}月${p.day}日 ${p.dayPeriod ?? ''}${p.hour}:${p.minute}`;
  }
  if (lang === 'tr') {
    const p = parts(MOMENT_PARTS_TR, d);
    return `${p.day} ${p.month} ${p.year} ${p.hour}:${p.minute}`;
  }
  const p = parts(MOMENT_PARTS, d);
  return `${Number(p.day)} ${enMonth(p.month)} ${p.year}, ${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toLowerCase()}`.trimEnd();
}

/**
 * A duration of whole minutes as decimal hours to two places ("7.25", "8.00", "65.75"): how the
 * staff pages show hours, as the payslip writes them, so a column of them lines up. The unit ("h")
 * is the page's text.
 */
export function formatHours(minutes: number): string {
  return (Math.round((minutes / 60) * 100) / 100).toFixed(2);
}

/**
 * A calendar date ("2026-11-24") as a short day and month in the words of `lang`, for chart axes
 * and week labels: en "24 Nov", zh "11月24日", tr "24 Kas". The input itself when it is not one.
 */
export function formatDayMonth(value: string, lang = 'en'): string {
  const m = CALENDAR_DATE.exec(value);
  if (!m) return value;
  const p = parts(DAY_MONTH[lang] ?? DAY_MONTH.en!, new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)));
  if (lang === 'zh') return `${p.month}月${p.day}日`;
  return lang === 'tr' ? `${p.day} ${p.month}` : `${Number(p.day)} ${enMonth(p.month)}`;
}

const MONTH_YEAR_TR = new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', month: 'short', year: 'numeric' });

/**
 * A month ("2026-11", or any date in it) as its short name and year, for report periods and chart
 * axes: en "Nov 2026", zh "2026年11月", tr "Kas 2026". The input itself when it is not one.
 */
export function formatMonth(value: string, lang = 'en'): string {
  const m = /^(\d{4})-(\d{2})(-\d{2})?$/.exec(value);
  if (!m) return value;
  if (lang === 'zh') return `${m[1]}年${Number(m[2])}月`;
  if (lang !== 'tr') return `${enMonth(m[2])} ${m[1]}`;
  const p = parts(MONTH_YEAR_TR, new Date(Date.UTC(+m[1]!, +m[2]! - 1, 1)));
  return `${p.month} ${p.year}`;
}

const KEY_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The Singapore calendar date of an instant as "YYYY-MM-DD" (file names, day keys). */
export function businessDateKey(d: Date): string {
  const p = parts(KEY_PARTS, d);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * The Singapore wall-clock time of an instant as a Date whose UTC fields carry it: what a
 * spreadsheet cell (which has no time zone) must hold to show Singapore time everywhere.
 */
export function businessWallClock(d: Date): Date {
  const p = parts(KEY_PARTS, d);
  return new Date(Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!));
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A message's or notification's time as the shell shows it (docs/product/shell.md#messages-and-notifications; 'MMM dd, h:mm a': "Nov 25, 7:54 PM"),
 * in Singapore time like every other time (in zh and tr, formatDateTime's words); empty when it is not a time.
 */
export function formatInboxTime(value: string | Date, lang = 'en'): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '';
  // Chinese and Turkish read the moment in their own words, as every other time on their pages.
  if (lang !== 'en') return formatDateTime(d, lang);
  const w = businessWallClock(d);
  const hour = w.getUTCHours();
  const minute = String(w.getUTCMinutes()).padStart(2, '0');
  return `${SHORT_MONTHS[w.getUTCMonth()]} ${String(w.getUTCDate()).padStart(2, '0')}, ${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "2026-03-05" as a Date at UTC midnight (a calendar date in a spreadsheet); null when not one. */
export function calendarDate(value: string): Date | null {
  const m = CALENDAR_DATE.exec(value);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)) : null;
}
