import { describe, expect, it } from 'vitest';
import {
  addDays,
  clock,
  crossesMidnight,
  dayLabel,
  isCalendarDate,
  mondayOf,
  parseClock,
  staffing,
  todaySgt,
  weekDates,
  weekdayIndex,
} from './roster-dates.ts';

describe('roster board dates', () => {
  it('takes today from the Singapore calendar, not the browser’s', () => {
    // 23 Nov 2026, 17:30 UTC is already Tuesday 24 Nov 01:30 in Singapore.
    expect(todaySgt(new Date('2026-11-23T17:30:00Z'))).toBe('2026-11-24');
    expect(todaySgt(new Date('2026-11-23T15:59:00Z'))).toBe('2026-11-23');
  });

  it('starts weeks on Monday, across month and year ends', () => {
    expect(mondayOf('2026-11-24')).toBe('2026-11-23'); // Tuesday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday belongs to the week before
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(weekDates('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(weekdayIndex('2027-01-03')).toBe(6);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('checks calendar dates', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('24/11/2026')).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
  });

  it('labels a day as the calendar date whatever the zone', () => {
    expect(dayLabel('2026-11-23', 'en')).toMatch(/Mon.*23.*Nov/);
  });

  it('reads and writes clock times, wrapping past midnight', () => {
    expect(clock(8 * 60)).toBe('08:00');
    expect(clock(25 * 60 + 30)).toBe('01:30');
    expect(parseClock('7:05')).toBe(425);
    expect(parseClock('24:00')).toBeNull();
    expect(parseClock('ab')).toBeNull();
    expect(crossesMidnight(22 * 60, 6 * 60)).toBe(true);
    expect(crossesMidnight(8 * 60, 17 * 60)).toBe(false);
  });

  it('calls a shift under-, fully or over-staffed', () => {
    expect(staffing(2, 3)).toBe('under');
    expect(staffing(3, 3)).toBe('full');
    expect(staffing(4, 3)).toBe('over');
    expect(staffing(0, 0)).toBe('full');
  });
});
