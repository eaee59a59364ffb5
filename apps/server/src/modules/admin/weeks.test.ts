import { describe, expect, it } from 'vitest';
import { fillWeeks, lastWeekStarts, sgDayStart, sgWeekStart } from './weeks.ts';

describe('weeks in Singapore time', () => {
  it('finds the Monday of the week', () => {
    // Sunday 2026-11-22 10:00 SGT
    expect(sgWeekStart(new Date('2026-11-22T02:00:00Z'))).toBe('2026-11-16');
    // Sunday 2026-11-22 23:30 UTC is Monday 07:30 in Singapore
    expect(sgWeekStart(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(sgWeekStart(new Date('2026-11-16T00:00:00+08:00'))).toBe('2026-11-16');
  });
  it('lists the last weeks oldest first and fills gaps with zero', () => {
    const now = new Date('2026-11-22T02:00:00Z');
    expect(lastWeekStarts(now, 3)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(fillWeeks(now, 3, [{ weekStart: '2026-11-09', count: 4 }, { weekStart: '2020-01-06', count: 9 }])).toEqual([
      { weekStart: '2026-11-02', count: 0 },
      { weekStart: '2026-11-09', count: 4 },
      { weekStart: '2026-11-16', count: 0 },
    ]);
  });
  it('crosses a year end', () => {
    expect(lastWeekStarts(new Date('2027-01-05T00:00:00Z'), 2)).toEqual(['2026-12-28', '2027-01-04']);
  });
  it('starts a Singapore day at 16:00 UTC the day before', () => {
    expect(sgDayStart('2026-11-22').toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });
});
