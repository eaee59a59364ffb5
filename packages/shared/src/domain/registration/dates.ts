/**
 * Dates of the registration form (docs/product/registration.md#dates): entered as DD/MM/YYYY (en-GB), yyyy-mm-dd
 * input is converted, anything else (including impossible dates like 31/02/2026) is invalid.
 * Calendar dates are handled as ISO strings 'YYYY-MM-DD'; "today" is the date in Singapore
 * (UTC+8, no daylight saving). Every function that needs the time takes `now`, by default the
 * one clock's (domain/clock.ts).
 */
import * as clock from '../clock.ts';
import { DATE_MAX_YEAR, DATE_MIN_YEAR } from '../date-range.ts';

/** An ISO calendar date 'YYYY-MM-DD'. */
export type IsoDate = string;

const SG_OFFSET_MS = 8 * 60 * 60 * 1000;
const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function isoIfReal(y: number, m: number, d: number): IsoDate | null {
  if (y < DATE_MIN_YEAR || y > DATE_MAX_YEAR || m < 1 || m > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > days) return null;
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** 'DD/MM/YYYY' (or 'yyyy-mm-dd') -> ISO date, or null when not a real date in that format. */
export function parseDateInput(input: string | null | undefined): IsoDate | null {
  if (typeof input !== 'string') return null;
  const s = input.trim();
  let m = DMY.exec(s);
  if (m) return isoIfReal(Number(m[3]), Number(m[2]), Number(m[1]));
  m = YMD.exec(s);
  if (m) return isoIfReal(Number(m[1]), Number(m[2]), Number(m[3]));
  return null;
}

/** ISO date -> 'DD/MM/YYYY'. */
export function formatDisplayDate(iso: IsoDate): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** Converts typed input to the display form: '2026-03-05' -> '05/03/2026'; null when invalid. */
export function normalizeDateInput(input: string): string | null {
  const iso = parseDateInput(input);
  return iso ? formatDisplayDate(iso) : null;
}

/** The calendar date in Singapore at this instant. */
export const isoDateInSingapore = (at: Date): IsoDate => clock.singaporeDateAt(at);

/** Today in Singapore. */
export const todayInSingapore = (now: Date = clock.now()): IsoDate => isoDateInSingapore(now);

/** Unix seconds of midnight (Singapore) at the start of this date. */
export function toUnixSeconds(iso: IsoDate): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Math.floor((Date.UTC(y, m - 1, d) - SG_OFFSET_MS) / 1000);
}

/** Unix seconds -> the Singapore calendar date of that instant. */
export const fromUnixSeconds = (seconds: number): IsoDate => isoDateInSingapore(new Date(seconds * 1000));

/** A unix-seconds string as sent by the form ('1735660800') -> ISO date, or null. */
export function parseUnixSecondsString(s: string | null | undefined): IsoDate | null {
  if (typeof s !== 'string' || !/^-?\d{1,12}$/.test(s.trim())) return null;
  return fromUnixSeconds(Number(s.trim()));
}

/** ISO dates compare as strings. */
export const compareIso = (a: IsoDate, b: IsoDate): number => (a < b ? -1 : a > b ? 1 : 0);
export const isBefore = (a: IsoDate, b: IsoDate): boolean => a < b;
export const isAfter = (a: IsoDate, b: IsoDate): boolean => a > b;
export const isBeforeToday = (iso: IsoDate, now: Date = clock.now()): boolean => iso < todayInSingapore(now);
export const isAfterToday = (iso: IsoDate, now: Date = clock.now()): boolean => iso > todayInSingapore(now);

/** Completed years between a date of birth and a day (a 29 February birthday counts on 1 March). */
export function ageOn(dob: IsoDate, day: IsoDate): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = day.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}
