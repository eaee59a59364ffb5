import { describe, expect, it } from 'vitest';
import { attendanceNotYet, periodNotOver } from './time-guards.ts';

describe('time guards (issue 29)', () => {
  it('attendance opens at the shift start, not a minute before', () => {
    // 09:00 SGT on 30/11/2026 is 01:00 UTC.
    const start = new Date('2026-11-30T01:00:00.000Z');
    expect(attendanceNotYet(start, new Date('2026-11-27T10:00:00.000Z'))).toEqual({ opensAt: start });
    expect(attendanceNotYet(start, new Date('2026-11-30T00:59:00.000Z'))).toEqual({ opensAt: start });
    expect(attendanceNotYet(start, new Date('2026-11-30T01:00:00.000Z'))).toBeNull();
    expect(attendanceNotYet(start, new Date('2026-12-02T00:00:00.000Z'))).toBeNull();
  });

  it('a run may go on from the day after its period ends, across month and year ends and 29 February', () => {
    expect(periodNotOver('2026-11-30', '2026-11-29')).toEqual({ periodEnd: '2026-11-30', opensOn: '2026-12-01' });
    expect(periodNotOver('2026-11-30', '2026-11-30')).toEqual({ periodEnd: '2026-11-30', opensOn: '2026-12-01' });
    expect(periodNotOver('2026-11-30', '2026-12-01')).toBeNull();
    expect(periodNotOver('2026-12-31', '2026-12-31')?.opensOn).toBe('2027-01-01');
    expect(periodNotOver('2028-02-29', '2028-02-29')?.opensOn).toBe('2028-03-01');
    expect(periodNotOver('2028-02-29', '2028-03-01')).toBeNull();
  });
});
