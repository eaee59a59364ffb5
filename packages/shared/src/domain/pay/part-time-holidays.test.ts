import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PART_TIME_RULES,
  encashedHolidayRateCents,
  partTimeHolidays,
  partTimeRulesFor,
  publicHolidayNotWorkedLine,
  publicHolidayWorkedLines,
  workingDaysAround,
} from './part-time';
import { payRunLineAmounts } from './pay-run';

/**
 * Decision 026, the parts left open after session 13: a part-timer's public holiday on a day they
 * are not required to work, holidays encashed into the hourly rate, and the absence rule around a
 * holiday. Worked examples to the cent.
 */
const FULL_TIME = { dayMinutes: 480, weekMinutes: 2640, overtimeMultiplier: 1500 };
const PT = DEFAULT_PART_TIME_RULES; // 22 h a week -> 4 h a holiday (MOM's example)

// Christmas 2026 is a Friday; a Tue/Thu part-timer is not required to work it.
const base = {
  periodStart: '2026-12-21',
  periodEnd: '2026-12-27',
  holidays: ['2026-12-25'],
  usualDays: [2, 4],
  workedDates: new Set<string>(),
  nonWorkingDay: 'pay' as const,
  encashed: false,
  absentDates: new Set<string>(),
};

describe('a public holiday on a non-working day (MOM: every public holiday of a part-timer is pro-rated)', () => {
  it("MOM's example on a non-working day: 22 h / 44 h x 8 h = 4 h at S$5 = S$20.00, on its own line", () => {
    expect(partTimeHolidays(base)).toEqual([{ date: '2026-12-25', day: 'non_working', paid: true }]);
    expect(publicHolidayNotWorkedLine(500, PT, FULL_TIME, 'public_holiday_non_working_day')).toEqual({
      kind: 'public_holiday_non_working_day',
      minutes: 240,
      rateCents: 500,
      multiplier: 1000,
      amountCents: 2000,
    });
  });

  it('a 12-hour week at S$12: 12/44 x 8 h = 131 min = S$26.20; public-holiday pay, an ordinary wage of the holiday\'s month (a weekly run across the year end)', () => {
    const rules = partTimeRulesFor(PT, { dayMinutes: 360, weekMinutes: 12 * 60 });
    const line = publicHolidayNotWorkedLine(1200, rules, FULL_TIME, 'public_holiday_non_working_day')!;
    expect([line.minutes, line.amountCents]).toEqual([131, 2620]);
    const a = payRunLineAmounts([], [], '2027-01-03', [{ date: '2026-12-25', name: 'Christmas Day', nonWorkingDay: true, minutes: 131, rateCents: 1200, amountCents: 2620 }]);
    expect(a.payLines.map((l) => [l.month, l.kind, l.amountCents])).toEqual([['2026-12', 'public_holiday_non_working_day', 2620]]);
    expect(a).toMatchObject({ publicHolidayPayCents: 2620, publicHolidayMinutes: 0, grossCents: 2620 });
    expect(a.cpfWages).toEqual([{ month: '2026-12', ordinaryWageCents: 2620, additionalWageCents: 0 }]);
  });

  it('a usual-day and a non-working-day holiday in one run are two lines of their own kinds', () => {
    const a = payRunLineAmounts([], [], '2026-12-31', [
      { date: '2026-12-25', name: 'Christmas Day', nonWorkingDay: true, minutes: 240, rateCents: 500, amountCents: 2000 },
      { date: '2026-12-24', name: 'A usual-day holiday', minutes: 240, rateCents: 500, amountCents: 2000 },
    ]);
    expect(a.payLines.map((l) => l.kind)).toEqual(['public_holiday_not_worked', 'public_holiday_non_working_day']);
    expect(a.grossCents).toBe(4000);
  });

  it('never twice: a holiday worked is paid by its shift (not again here); a day off in substitution pays no line and says so', () => {
    expect(partTimeHolidays({ ...base, workedDates: new Set(['2026-12-25']) })).toEqual([]);
    expect(partTimeHolidays({ ...base, nonWorkingDay: 'day_off' })).toEqual([{ date: '2026-12-25', day: 'non_working', paid: false, reason: 'day_off' }]);
    // The setting is about non-working days only: a usual day's holiday is still paid.
    expect(partTimeHolidays({ ...base, usualDays: [5], nonWorkingDay: 'day_off' })).toEqual([{ date: '2026-12-25', day: 'usual', paid: true }]);
  });

  it('not outside the period, not after the last working day', () => {
    expect(partTimeHolidays({ ...base, periodEnd: '2026-12-24' })).toEqual([]);
    expect(partTimeHolidays({ ...base, lastWorkingDay: '2026-12-24' })).toEqual([]);
  });
});

describe('public holidays encashed into the hourly rate (MOM, "Encashing public holidays")', () => {
  it("MOM's example: [44 h / (22 h x 52)] x S$5 = S$0.19, so S$5.19 an hour", () => {
    expect(encashedHolidayRateCents(500, FULL_TIME)).toBe(19);
    // The part-timer's own hours cancel out: S$12.00 -> 12 x 11 x 8 / (44 x 52) = S$0.4615 -> S$0.46.
    expect(encashedHolidayRateCents(1200, FULL_TIME)).toBe(46);
  });

  it('no separate holiday is paid, worked or not; the run says why', () => {
    expect(partTimeHolidays({ ...base, usualDays: [5], encashed: true })).toEqual([{ date: '2026-12-25', day: 'usual', paid: false, reason: 'encashed' }]);
    expect(partTimeHolidays({ ...base, encashed: true })).toEqual([{ date: '2026-12-25', day: 'non_working', paid: false, reason: 'encashed' }]);
    // Worked: the day's work at the basic rate only (2 h at S$10 = S$20), no S$40 entitlement line.
    const rules = partTimeRulesFor(PT, { dayMinutes: null, weekMinutes: null, holidaysEncashed: true });
    expect(publicHolidayWorkedLines(120, 1000, rules, FULL_TIME)).toEqual([{ kind: 'public_holiday', minutes: 120, rateCents: 1000, multiplier: 1000, amountCents: 2000 }]);
    expect(publicHolidayWorkedLines(120, 1000, PT, FULL_TIME).map((l) => l.amountCents)).toEqual([2000, 4000]);
  });
});

describe('absent on the working day before or after (Employment Act s.88(3))', () => {
  // A Mon/Wed/Fri part-timer; Wednesday 24 Jan 2029 a holiday: the working days around it are Mon 22 and Fri 26.
  const mwf = { ...base, periodStart: '2029-01-22', periodEnd: '2029-01-28', holidays: ['2029-01-24'], usualDays: [1, 3, 5] };

  it('the working days immediately around a holiday are the usual days next to it, skipping other holidays', () => {
    expect(workingDaysAround('2029-01-24', [1, 3, 5], new Set(['2029-01-24']))).toEqual({ before: '2029-01-22', after: '2029-01-26' });
    // Friday also a holiday: the working day after is the next Monday.
    expect(workingDaysAround('2029-01-24', [1, 3, 5], new Set(['2029-01-24', '2029-01-26']))).toEqual({ before: '2029-01-22', after: '2029-01-29' });
    expect(workingDaysAround('2029-01-24', [], new Set())).toEqual({ before: null, after: null });
  });

  it('a no-show on the Monday before or the Friday after forfeits the holiday (S$20.00 not paid); one on another day does not', () => {
    expect(partTimeHolidays({ ...mwf, absentDates: new Set(['2029-01-22']) })).toEqual([{ date: '2029-01-24', day: 'usual', paid: false, reason: 'absent', absentOn: '2029-01-22' }]);
    expect(partTimeHolidays({ ...mwf, absentDates: new Set(['2029-01-26']) })).toEqual([{ date: '2029-01-24', day: 'usual', paid: false, reason: 'absent', absentOn: '2029-01-26' }]);
    expect(partTimeHolidays({ ...mwf, absentDates: new Set(['2029-01-23', '2029-01-19']) })).toEqual([{ date: '2029-01-24', day: 'usual', paid: true }]);
  });

  it('applies to a holiday on a non-working day too (a Tue/Thu worker absent on Thursday before Christmas)', () => {
    expect(partTimeHolidays({ ...base, absentDates: new Set(['2026-12-24']) })).toEqual([{ date: '2026-12-25', day: 'non_working', paid: false, reason: 'absent', absentOn: '2026-12-24' }]);
  });
});
