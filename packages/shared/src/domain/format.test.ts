import { describe, expect, it } from 'vitest';
import { businessDateKey, businessWallClock, calendarDate, formatDate, formatDateTime, formatDayMonth, formatHours, formatMonth, formatMonthNumeric } from './format.ts';

describe('one date formatter, Singapore time', () => {
  it('shows a calendar date as DD/MM/YYYY without shifting it', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });
  it('shows an instant as its Singapore date (UTC+8), whatever the process zone', () => {
    expect(formatDate('2026-03-04T16:30:00Z')).toBe('05/03/2026');
    expect(formatDate('2026-03-04T15:59:00Z')).toBe('04/03/2026');
    expect(formatDate(new Date('2026-11-24T08:07:00Z'))).toBe('24/11/2026');
  });
  it('shows a moment in words: "24 Nov 2026, 4:07 pm"', () => {
    expect(formatDateTime('2026-11-24T08:07:00Z')).toBe('24 Nov 2026, 4:07 pm');
    expect(formatDateTime('2026-11-23T16:05:00Z')).toBe('24 Nov 2026, 12:05 am');
    expect(formatDateTime('2026-01-01T04:00:00.000Z')).toBe('1 Jan 2026, 12:00 pm');
  });
  it('writes every English month in three letters (ICU\'s en-GB writes "Sept")', () => {
    const months = Array.from({ length: 12 }, (_, i) => formatDateTime(`2027-${String(i + 1).padStart(2, '0')}-11T04:00:00Z`));
    expect(months.map((m) => m.split(' ')[1])).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(formatDateTime('2027-09-11T04:00:00Z')).toBe('11 Sep 2027, 12:00 pm');
    expect(formatDayMonth('2027-09-11')).toBe('11 Sep');
  });
  it('shows a moment in the staff language\'s words, still Singapore time', () => {
    expect(formatDateTime('2026-11-24T08:07:00Z', 'en')).toBe('24 Nov 2026, 4:07 pm');
    expect(formatDateTime('2026-11-24T08:07:00Z', 'zh')).toBe('2026年11月24日 下午4:07');
    expect(formatDateTime('2026-11-23T16:05:00Z', 'zh')).toBe('2026年11月24日 上午12:05');
    expect(formatDateTime('2026-11-24T08:07:00Z', 'tr')).toBe('24 Kas 2026 16:07');
    expect(formatDateTime('2026-03-04T16:30:00Z', 'tr')).toBe('5 Mar 2026 00:30');
    // any other language reads as the exports do
    expect(formatDateTime('2026-11-24T08:07:00Z', 'fr')).toBe('24 Nov 2026, 4:07 pm');
    expect(formatDateTime(null, 'zh')).toBe('');
  });
  it('keeps numeric dates DD/MM/YYYY in every language (no language argument)', () => {
    expect(formatDate('2026-11-24T08:07:00Z')).toBe('24/11/2026');
  });
  it('names a calendar day and month for chart axes in the language\'s words', () => {
    expect(formatDayMonth('2026-11-24')).toBe('24 Nov');
    expect(formatDayMonth('2026-11-24', 'zh')).toBe('11月24日');
    expect(formatDayMonth('2026-05-03', 'tr')).toBe('3 May');
    expect(formatDayMonth('2026-11-24', 'tr')).toBe('24 Kas');
    expect(formatDayMonth('not a date', 'zh')).toBe('not a date');
  });
  it('names a month and year for report periods in the language\'s words', () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('2026-11-30')).toBe('Nov 2026');
    expect(formatMonth('2027-01', 'zh')).toBe('2027年1月');
    expect(formatMonth('2026-11', 'tr')).toBe('Kas 2026');
    expect(formatMonth('nope')).toBe('nope');
    expect(formatMonth('2027-09')).toBe('Sep 2027');
  });
  it('leaves empties empty and non-dates as they are', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('Singapore day keys and spreadsheet cells', () => {
  it('names the Singapore date of an instant (UTC 16:00 is already the next day)', () => {
    expect(businessDateKey(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
    expect(businessDateKey(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
  });
  it('carries the Singapore wall clock in the UTC fields', () => {
    expect(businessWallClock(new Date('2026-11-24T08:07:30Z')).toISOString()).toBe('2026-11-24T16:07:30.000Z');
    expect(businessWallClock(new Date('2026-12-31T20:00:00Z')).toISOString()).toBe('2027-01-01T04:00:00.000Z');
  });
  it('reads a calendar date as UTC midnight, and nothing else', () => {
    expect(calendarDate('2026-03-05')?.toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(calendarDate('05/03/2026')).toBeNull();
    expect(calendarDate('2026-03-05T00:00:00Z')).toBeNull();
  });
});

describe('formatHours', () => {
  it('writes whole minutes as decimal hours to two places, as the payslip does', () => {
    expect(formatHours(435)).toBe('7.25');
    expect(formatHours(480)).toBe('8.00');
    expect(formatHours(3945)).toBe('65.75');
    expect(formatHours(20)).toBe('0.33');
    expect(formatHours(0)).toBe('0.00');
  });
});

describe('formatMonthNumeric', () => {
  it('writes a calendar month as the dates do (MM/YYYY); anything else as it is', () => {
    expect(formatMonthNumeric('2029-01')).toBe('01/2029');
    expect(formatMonthNumeric('2026-12')).toBe('12/2026');
    expect(formatMonthNumeric('January')).toBe('January');
  });
});
