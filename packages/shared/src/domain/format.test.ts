import { describe, expect, it } from 'vitest';
import { businessDateKey, businessWallClock, calendarDate, formatDate, formatDateTime } from './format.ts';

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
