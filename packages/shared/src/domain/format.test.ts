import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format.ts';

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
