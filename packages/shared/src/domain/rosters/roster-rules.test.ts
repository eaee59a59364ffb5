import { describe, expect, it } from 'vitest';
import {
  addDays,
  actualBreakProblem,
  assignmentWarnings,
  breakTaken,
  computeAttendance,
  formatTimeOfDay,
  minutesInWeek,
  minutesOnDate,
  overlaps,
  parseTimeOfDay,
  placeClockTime,
  restBetween,
  rosteredMinutes,
  sgtDate,
  sgtInstant,
  shiftInterval,
  weekDates,
  weekStart,
  type WorkedShift,
} from './roster-rules.ts';

const t = parseTimeOfDay;
/** A worker's shift on a roster date, paid minutes = length less break. */
function worked(date: string, start: string, end: string, breakMinutes = 0): WorkedShift {
  const i = shiftInterval(date, t(start)!, t(end)!);
  return { ...i, date, minutes: rosteredMinutes(i.lengthMinutes, breakMinutes) };
}

describe('times of day', () => {
  it('parses and formats HH:MM', () => {
    expect(t('00:00')).toBe(0);
    expect(t('08:30')).toBe(510);
    expect(t('23:59')).toBe(1439);
    expect(t('24:00')).toBeNull();
    expect(t('8:30')).toBeNull();
    expect(formatTimeOfDay(510)).toBe('08:30');
    expect(formatTimeOfDay(1440 + 60)).toBe('01:00');
  });
});

describe('calendar (Singapore, UTC+8, weeks Monday-Sunday)', () => {
  it('places a Singapore wall-clock time on the right instant', () => {
    expect(sgtInstant('2026-03-02', 8 * 60).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(sgtInstant('2026-03-02', 6 * 60).toISOString()).toBe('2026-03-01T22:00:00.000Z');
    expect(sgtDate(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    expect(sgtDate(new Date('2026-03-01T15:59:00Z'))).toBe('2026-03-01');
  });
  it('finds the Monday of a week, Sunday belonging to the week before it', () => {
    expect(weekStart('2026-03-04')).toBe('2026-03-02'); // Wednesday
    expect(weekStart('2026-03-02')).toBe('2026-03-02'); // Monday
    expect(weekStart('2026-03-08')).toBe('2026-03-02'); // Sunday
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // across a year end
    expect(weekDates('2026-03-04')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29'); // a leap day
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-12-28', 400)).toBe('2028-02-01');
    expect(addDays('2026-03-02', 0)).toBe('2026-03-02');
    expect(weekStart('2028-03-01')).toBe('2028-02-28'); // a Wednesday after a leap day
  });
});

describe('shift interval', () => {
  it('a day shift ends on the same date', () => {
    const s = shiftInterval('2026-03-02', t('09:00')!, t('18:00')!);
    expect(s.crossesMidnight).toBe(false);
    expect(s.lengthMinutes).toBe(540);
    expect(s.start.toISOString()).toBe('2026-03-02T01:00:00.000Z');
    expect(s.end.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(rosteredMinutes(s.lengthMinutes, 60)).toBe(480);
  });
  it('an end before the start is on the next day', () => {
    const s = shiftInterval('2026-03-02', t('22:00')!, t('06:00')!);
    expect(s.crossesMidnight).toBe(true);
    expect(s.lengthMinutes).toBe(480);
    expect(sgtDate(s.end)).toBe('2026-03-03');
    expect(s.end.toISOString()).toBe('2026-03-02T22:00:00.000Z');
  });
  it('a break longer than the shift pays nothing, not a negative', () => {
    expect(rosteredMinutes(30, 60)).toBe(0);
  });
});

describe('overlap and rest', () => {
  it('a night shift overlaps the next morning shift it runs into', () => {
    const night = worked('2026-03-02', '22:00', '06:00');
    const morning = worked('2026-03-03', '05:00', '13:00');
    expect(overlaps(night, morning)).toBe(true);
    expect(restBetween(night, morning)).toBe(0);
  });
  it('touching shifts do not overlap and leave no rest', () => {
    const a = worked('2026-03-02', '08:00', '12:00');
    const b = worked('2026-03-02', '12:00', '16:00');
    expect(overlaps(a, b)).toBe(false);
    expect(restBetween(a, b)).toBe(0);
  });
  it('rest is measured across midnight in either order', () => {
    const late = worked('2026-03-02', '16:00', '23:00');
    const early = worked('2026-03-03', '06:00', '14:00');
    expect(restBetween(late, early)).toBe(7 * 60);
    expect(restBetween(early, late)).toBe(7 * 60);
  });
});

describe('hours in a day and a week', () => {
  it('counts a shift across midnight on its roster date', () => {
    const shifts = [worked('2026-03-02', '20:00', '08:00', 60), worked('2026-03-03', '18:00', '22:00')];
    expect(minutesOnDate(shifts, '2026-03-02')).toBe(660);
    expect(minutesOnDate(shifts, '2026-03-03')).toBe(240);
  });
  it('a Sunday night shift counts in its own week, not the next', () => {
    const shifts = [worked('2026-03-08', '22:00', '06:00'), worked('2026-03-09', '09:00', '17:00')];
    expect(minutesInWeek(shifts, '2026-03-08')).toBe(480);
    expect(minutesInWeek(shifts, '2026-03-09')).toBe(480);
  });
  it('a week across a year end counts its Monday to its Sunday, and no day either side', () => {
    // Monday 2026-12-28 to Sunday 2027-01-03.
    const shifts = [
      worked('2026-12-27', '09:00', '17:00'),
      worked('2026-12-28', '09:00', '17:00'),
      worked('2027-01-03', '09:00', '12:00'),
      worked('2027-01-04', '09:00', '17:00'),
    ];
    expect(minutesInWeek(shifts, '2026-12-31')).toBe(660);
    expect(minutesInWeek(shifts, '2027-01-03')).toBe(660);
    expect(minutesInWeek(shifts, '2026-12-27')).toBe(480);
    expect(minutesInWeek(shifts, '2027-01-04')).toBe(480);
  });
});

describe('assignment warnings', () => {
  it('none for an ordinary second shift with rest', () => {
    const others = [worked('2026-03-02', '08:00', '12:00')];
    expect(assignmentWarnings(worked('2026-03-03', '08:00', '12:00'), others)).toEqual([]);
  });
  it('over 12 hours in a day: 8 h + 5 h back to back on one date (no rest warning without a gap)', () => {
    const others = [worked('2026-03-02', '06:00', '14:00')];
    expect(assignmentWarnings(worked('2026-03-02', '14:00', '19:00'), others)).toEqual(['OVER_12_HOURS_DAY']);
    // exactly 12 h is allowed
    expect(assignmentWarnings(worked('2026-03-02', '14:00', '18:00'), others)).not.toContain('OVER_12_HOURS_DAY');
  });
  it('under 8 hours rest between a late and the next early shift, across midnight', () => {
    const others = [worked('2026-03-02', '15:00', '23:00')];
    expect(assignmentWarnings(worked('2026-03-03', '06:00', '14:00'), others)).toEqual(['REST_UNDER_8_HOURS']);
    expect(assignmentWarnings(worked('2026-03-03', '07:00', '15:00'), others)).toEqual([]); // exactly 8 h
  });
  it('under 8 hours rest before a later shift (candidate comes first)', () => {
    const others = [worked('2026-03-03', '06:00', '14:00')];
    expect(assignmentWarnings(worked('2026-03-02', '22:00', '01:00'), others)).toEqual(['REST_UNDER_8_HOURS']);
  });
  it('over 44 hours in a Monday-Sunday week; a shift in the next week does not count', () => {
    const others = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'].map((d) =>
      worked(d, '08:00', '17:00', 60),
    ); // 5 x 8 h = 40 h
    expect(assignmentWarnings(worked('2026-03-07', '08:00', '12:00'), others)).toEqual([]); // 44 h exactly
    expect(assignmentWarnings(worked('2026-03-07', '08:00', '12:30'), others)).toEqual(['OVER_44_HOURS_WEEK']);
    expect(assignmentWarnings(worked('2026-03-09', '08:00', '17:00'), others)).toEqual([]);
  });
});

describe('attendance rounding and status', () => {
  const shift = shiftInterval('2026-03-02', t('08:00')!, t('17:00')!);
  const at = (hhmm: string, date = '2026-03-02') => sgtInstant(date, t(hhmm)!);
  const base = { rosteredStart: shift.start, rosteredEnd: shift.end, breakMinutes: 60 };

  it('early arrival is paid from the rostered start; on time', () => {
    const r = computeAttendance({ ...base, clockIn: at('07:48'), clockOut: at('17:05') });
    expect(r.paidStart).toEqual(at('08:00'));
    expect(r.paidEnd).toEqual(at('17:00'));
    expect(r.paidMinutes).toBe(480);
    expect(r.status).toBe('on_time');
  });
  it('a late clock-in is rounded up to the next step and marked late', () => {
    const r = computeAttendance({ ...base, clockIn: at('08:07'), clockOut: at('17:00') });
    expect(r.paidStart).toEqual(at('08:15'));
    expect(r.paidMinutes).toBe(465);
    expect(r.status).toBe('late');
    expect(r.lateMinutes).toBe(7);
  });
  it('an early clock-out is rounded down and marked left early', () => {
    const r = computeAttendance({ ...base, clockIn: at('08:00'), clockOut: at('16:20') });
    expect(r.paidEnd).toEqual(at('16:15'));
    expect(r.paidMinutes).toBe(435);
    expect(r.status).toBe('left_early');
    expect(r.earlyMinutes).toBe(40);
  });
  it('late and left early: status late, both kept', () => {
    const r = computeAttendance({ ...base, clockIn: at('08:30'), clockOut: at('16:00') });
    expect(r.status).toBe('late');
    expect(r.lateMinutes).toBe(30);
    expect(r.earlyMinutes).toBe(60);
    expect(r.paidMinutes).toBe(390);
  });
  it('the step is configurable', () => {
    const r = computeAttendance({ ...base, clockIn: at('08:07'), clockOut: at('17:08'), step: 5 });
    expect(r.paidStart).toEqual(at('08:10'));
    expect(r.paidEnd).toEqual(at('17:05'));
    expect(r.paidMinutes).toBe(475);
  });
  it('no clock-in is a no-show paying nothing', () => {
    const r = computeAttendance({ ...base, clockIn: null, clockOut: null });
    expect(r).toMatchObject({ status: 'no_show', paidMinutes: 0, paidStart: null });
  });
  it('no clock-out yet: nothing paid yet', () => {
    const r = computeAttendance({ ...base, clockIn: at('08:00'), clockOut: null });
    expect(r.paidMinutes).toBeNull();
    expect(r.status).toBe('on_time');
  });
  it('a night shift clocked out after midnight', () => {
    const night = shiftInterval('2026-03-02', t('22:00')!, t('06:00')!);
    const clockIn = placeClockTime('2026-03-02', t('21:55')!, night.start);
    const clockOut = placeClockTime('2026-03-02', t('06:10')!, night.end, clockIn);
    expect(clockIn).toEqual(at('21:55'));
    expect(clockOut).toEqual(at('06:10', '2026-03-03'));
    const r = computeAttendance({
      rosteredStart: night.start,
      rosteredEnd: night.end,
      breakMinutes: 30,
      clockIn,
      clockOut,
    });
    expect(r.paidStart).toEqual(night.start);
    expect(r.paidEnd).toEqual(at('06:00', '2026-03-03'));
    expect(r.paidMinutes).toBe(450);
    expect(r.status).toBe('on_time');
  });
  it('a clock-in before midnight for a shift starting just after it', () => {
    const s = shiftInterval('2026-03-03', t('00:30')!, t('08:30')!);
    expect(placeClockTime('2026-03-03', t('23:50')!, s.start)).toEqual(at('23:50', '2026-03-02'));
  });
  it('clock times across a month, a year end and a leap day are the same time on the next or previous day', () => {
    const eve = shiftInterval('2026-12-31', t('22:00')!, t('06:00')!);
    const clockIn = placeClockTime('2026-12-31', t('21:50')!, eve.start);
    expect(clockIn).toEqual(at('21:50', '2026-12-31'));
    expect(placeClockTime('2026-12-31', t('06:05')!, eve.end, clockIn)).toEqual(at('06:05', '2027-01-01'));
    const leap = shiftInterval('2028-03-01', t('00:15')!, t('08:00')!);
    expect(placeClockTime('2028-03-01', t('23:58')!, leap.start)).toEqual(at('23:58', '2028-02-29'));
    // A clock-out that can only be after the clock-in: the first such one.
    const late = shiftInterval('2026-01-31', t('20:00')!, t('23:00')!);
    const lateIn = placeClockTime('2026-01-31', t('20:00')!, late.start);
    expect(placeClockTime('2026-01-31', t('19:00')!, late.end, lateIn)).toEqual(at('19:00', '2026-02-01'));
  });
});

describe('the break actually taken (issue 29, item 5)', () => {
  // Rostered 09:00-18:00 with a 60-minute break: 540 minutes on site.
  const shift = shiftInterval('2026-03-02', t('09:00')!, t('18:00')!);
  const at = (hhmm: string) => sgtInstant('2026-03-02', t(hhmm)!);
  const base = { rosteredStart: shift.start, rosteredEnd: shift.end, breakMinutes: 60, clockIn: at('09:00'), clockOut: at('18:00') };

  it('the recorded break counts, else the rostered one', () => {
    expect(breakTaken(60, 30)).toBe(30);
    expect(breakTaken(60, null)).toBe(60);
    expect(breakTaken(60, undefined)).toBe(60);
    expect(breakTaken(60, 0)).toBe(0);
    expect(breakTaken(60, 90)).toBe(90);
  });
  it('paid minutes use the break taken: 30 min -> 8.5 h, none recorded -> 8 h, 0 -> 9 h, 90 -> 7.5 h', () => {
    expect(computeAttendance({ ...base, actualBreakMinutes: 30 }).paidMinutes).toBe(510);
    expect(computeAttendance({ ...base, actualBreakMinutes: null }).paidMinutes).toBe(480);
    expect(computeAttendance(base).paidMinutes).toBe(480);
    expect(computeAttendance({ ...base, actualBreakMinutes: 0 }).paidMinutes).toBe(540);
    expect(computeAttendance({ ...base, actualBreakMinutes: 90 }).paidMinutes).toBe(450);
  });
  it('with rounding: in 09:07, out 17:52, 45 min taken -> paid 09:15-17:45 less 45 = 465 min', () => {
    const r = computeAttendance({ ...base, clockIn: at('09:07'), clockOut: at('17:52'), actualBreakMinutes: 45 });
    expect(r.paidMinutes).toBe(465);
  });
  it('a break longer than the time on site is refused; nothing to check without both clock times', () => {
    expect(actualBreakProblem(540, at('09:00'), at('18:00'))).toBeNull();
    expect(actualBreakProblem(541, at('09:00'), at('18:00'))).toBe('validation.breakTooLong');
    expect(actualBreakProblem(600, at('09:00'), null)).toBeNull();
    expect(actualBreakProblem(null, at('09:00'), at('10:00'))).toBeNull();
  });
});
