import { describe, expect, it } from 'vitest';
import { lastCompletePeriod, periodChoices } from './periods.ts';

describe('pay run periods', () => {
  // Wednesday 25 November 2026, 01:30 in Singapore (24 November 17:30 UTC).
  const now = new Date('2026-11-24T17:30:00Z');

  it('the last complete week is Monday to Sunday before the current week, in Singapore time', () => {
    expect(lastCompletePeriod('weekly', now)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
  });

  it('the last complete month is the calendar month before the current one', () => {
    expect(lastCompletePeriod('monthly', now)).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(lastCompletePeriod('monthly', new Date('2027-03-10T04:00:00Z'))).toEqual({ start: '2027-02-01', end: '2027-02-28' });
    expect(lastCompletePeriod('monthly', new Date('2028-03-10T04:00:00Z'))).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });

  it('a Monday already counts its own week as current; January reaches back into December', () => {
    expect(lastCompletePeriod('weekly', new Date('2026-11-23T01:00:00Z'))).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(lastCompletePeriod('monthly', new Date('2027-01-05T01:00:00Z'))).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('offers the current period and the twelve before it, newest first', () => {
    const weeks = periodChoices('weekly', now);
    expect(weeks).toHaveLength(13);
    expect(weeks[0]).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weeks[12]).toEqual({ start: '2026-08-31', end: '2026-09-06' });
    expect(periodChoices('monthly', now)[12]).toEqual({ start: '2025-11-01', end: '2025-11-30' });
  });
});
