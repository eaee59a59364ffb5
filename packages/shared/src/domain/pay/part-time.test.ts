import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PART_TIME_RULES,
  isoWeekdayOf,
  partTimeHolidays,
  partTimeRulesFor,
  publicHolidayEntitlementMinutes,
  publicHolidayNotWorkedLine,
  publicHolidayWorkedLines,
  restDayMinimumLines,
  sumLines,
} from './part-time';
import { payRunLineAmounts, type PayRunHolidayItem } from './pay-run';
import { type AttendedShift, computeShiftPay } from './shift-pay';

const FULL_TIME = { dayMinutes: 480, weekMinutes: 2640, overtimeMultiplier: 1500 };
const PT = DEFAULT_PART_TIME_RULES; // 4 h a day, 22 h a week, rest-day work at the employer's request
const hm = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
let n = 0;
function shift(date: string, from: string, to: string, rate: number, dayKind: AttendedShift['dayKind']): AttendedShift {
  n += 1;
  return { id: `p${n}`, date, paidStartMinute: hm(from), paidEndMinute: hm(to), breakMinutes: 0, positionRateCents: rate, dayKind };
}

// MOM's own worked examples (mom.gov.sg/employment-practices/part-time-employment/rest-days and
// .../public-holidays), to the cent; decision 026.
describe("MOM's worked examples", () => {
  it('rest day: 4 h normal day, full-timer 8 h, $5/h, 9 h at the employer\'s request = 2 days + 4 h + 1.5 x 1 h = $67.50', () => {
    const lines = restDayMinimumLines(9 * 60, 500, PT, FULL_TIME);
    expect(lines).toEqual([
      { kind: 'rest_day_minimum', minutes: 240, rateCents: 500, multiplier: 2000, amountCents: 4000 },
      { kind: 'rest_day', minutes: 240, rateCents: 500, multiplier: 1000, amountCents: 2000 },
      { kind: 'overtime', minutes: 60, rateCents: 500, multiplier: 1500, amountCents: 750 },
    ]);
    expect(sumLines(lines)).toBe(6750);
  });

  it('public holiday: 22 h a week against a full-timer\'s 44 h, 8 h a day -> 4 h of pay per holiday', () => {
    expect(publicHolidayEntitlementMinutes({ weekMinutes: 22 * 60 }, FULL_TIME)).toBe(240);
    // Not worked on a day they would have worked: the pro-rated holiday, on a line of its own kind.
    expect(publicHolidayNotWorkedLine(500, PT, FULL_TIME)).toEqual({ kind: 'public_holiday_not_worked', minutes: 240, rateCents: 500, multiplier: 1000, amountCents: 2000 });
  });
});

describe('rest-day bands', () => {
  it.each([
    // worked, who asked, MOM's minimum at $10/h with a 4-hour normal day
    [120, 'employer', 4000], // up to half the day: 1 day
    [121, 'employer', 8000], // more than half: 2 days
    [240, 'employer', 8000],
    [300, 'employer', 9000], // 2 days + 1 h
    [120, 'employee', 2000], // half a day
    [180, 'employee', 4000], // 1 day
    [540, 'employee', 4000 + 4000 + 1500], // 1 day + 4 h + 1.5 x 1 h
  ] as const)('%i min at the %s\'s request: %i c', (worked, at, cents) => {
    expect(sumLines(restDayMinimumLines(worked, 1000, { ...PT, restDayWorkAt: at }, FULL_TIME))).toBe(cents);
  });

  it('no work, no minimum', () => {
    expect(restDayMinimumLines(0, 1000, PT, FULL_TIME)).toEqual([]);
    expect(publicHolidayWorkedLines(0, 1000, PT, FULL_TIME)).toEqual([]);
  });
});

describe('in computeShiftPay (a part-timer at the default multipliers)', () => {
  it('a 2-hour rest-day shift at $10/h at the employer\'s request pays $40 (one 4-hour day), not $30', () => {
    const r = computeShiftPay({ shifts: [shift('2026-11-29', '10:00', '12:00', 1000, 'rest_day')], partTime: PT });
    expect(r.shifts[0]!.lines).toEqual([{ kind: 'rest_day_minimum', minutes: 240, rateCents: 1000, multiplier: 1000, amountCents: 4000 }]);
    expect(r.shifts[0]).toMatchObject({ workedMinutes: 120, regularMinutes: 120, totalCents: 4000 });
    expect(r.totals).toMatchObject({ restDayMinutes: 120, restDayCents: 4000, totalCents: 4000 });
  });

  it('the same shift for someone without part-time rules stays at 1.5x: $30', () => {
    const r = computeShiftPay({ shifts: [shift('2026-11-29', '10:00', '12:00', 1000, 'rest_day')] });
    expect(r.totals).toMatchObject({ restDayMinutes: 120, restDayCents: 3000, totalCents: 3000 });
  });

  it('at the employee\'s request half a day ($20) is less than 1.5x, so the hourly $30 stands', () => {
    const r = computeShiftPay({ shifts: [shift('2026-11-29', '10:00', '12:00', 1000, 'rest_day')], partTime: { ...PT, restDayWorkAt: 'employee' } });
    expect(r.shifts[0]!.lines).toEqual([{ kind: 'rest_day', minutes: 120, rateCents: 1000, multiplier: 1500, amountCents: 3000 }]);
  });

  it('a 2-hour public-holiday shift at $10/h pays the 2 hours ($20) and the pro-rated 4-hour holiday ($40): $60, not $40', () => {
    const r = computeShiftPay({ shifts: [shift('2026-12-25', '10:00', '12:00', 1000, 'public_holiday')], partTime: PT });
    expect(r.shifts[0]!.lines).toEqual([
      { kind: 'public_holiday', minutes: 120, rateCents: 1000, multiplier: 1000, amountCents: 2000 },
      { kind: 'public_holiday_entitlement', minutes: 240, rateCents: 1000, multiplier: 1000, amountCents: 4000 },
    ]);
    expect(r.totals).toMatchObject({ publicHolidayMinutes: 120, publicHolidayCents: 6000, totalCents: 6000 });
  });

  it('an 8-hour public-holiday shift: 2.0x ($160) beats the minimum ($80 + $40), so the hourly line stands', () => {
    const r = computeShiftPay({ shifts: [shift('2026-12-25', '09:00', '17:00', 1000, 'public_holiday')], partTime: PT });
    expect(r.shifts[0]!.lines).toEqual([{ kind: 'public_holiday', minutes: 480, rateCents: 1000, multiplier: 2000, amountCents: 16000 }]);
  });

  it('two shifts on one public holiday: the entitlement is paid once, on the first', () => {
    const r = computeShiftPay({
      shifts: [shift('2026-12-25', '14:00', '15:00', 1000, 'public_holiday'), shift('2026-12-25', '08:00', '09:00', 1000, 'public_holiday')],
      partTime: PT,
    });
    expect(r.shifts.map((s) => s.totalCents)).toEqual([1000 + 4000, 2000]);
  });

  it("MOM's 9-hour rest day through computeShiftPay: S$67.50; every worked minute counted once (480 rest-day + 60 overtime)", () => {
    const r = computeShiftPay({ shifts: [shift('2026-11-29', '09:00', '18:00', 500, 'rest_day')], partTime: PT });
    expect(r.shifts[0]).toMatchObject({ workedMinutes: 540, regularMinutes: 480, overtimeMinutes: 60, totalCents: 6750 });
    expect(r.totals).toMatchObject({ workedMinutes: 540, restDayMinutes: 480, overtimeMinutes: 60, restDayCents: 6000, overtimeCents: 750, totalCents: 6750 });
  });

  it('a normal day is never touched', () => {
    const r = computeShiftPay({ shifts: [shift('2026-11-30', '10:00', '12:00', 1000, 'normal')], partTime: PT });
    expect(r.totals).toMatchObject({ normalCents: 2000, totalCents: 2000 });
  });
});

// Issue #25 item 2, the open parts (decision 026): the part-timer's own contract and who asked.
describe('a public holiday not worked on a usual working day', () => {
  // 2026: Christmas Day is a Friday (ISO 5), Deepavali 8 Nov a Sunday (ISO 7).
  const base = { periodStart: '2026-12-01', periodEnd: '2026-12-31', holidays: ['2026-12-25'], workedDates: new Set<string>() };

  // The holidays paid on a usual working day (partTimeHolidays with nothing else in play).
  const paidOnUsualDays = (over: Partial<Parameters<typeof partTimeHolidays>[0]>) =>
    partTimeHolidays({ ...base, usualDays: [], nonWorkingDay: 'pay', encashed: false, absentDates: new Set(), ...over })
      .filter((d) => d.paid && d.day === 'usual')
      .map((d) => d.date);

  it('is paid on a usual day not worked, not on another day, not when worked, not after the last working day', () => {
    expect(isoWeekdayOf('2026-12-25')).toBe(5);
    expect(paidOnUsualDays({ usualDays: [1, 3, 5] })).toEqual(['2026-12-25']);
    expect(paidOnUsualDays({ usualDays: [2, 4] })).toEqual([]);
    expect(paidOnUsualDays({ usualDays: [5], workedDates: new Set(['2026-12-25']) })).toEqual([]);
    expect(paidOnUsualDays({ usualDays: [5], lastWorkingDay: '2026-12-24' })).toEqual([]);
    expect(paidOnUsualDays({ usualDays: [5], lastWorkingDay: '2026-12-25' })).toEqual(['2026-12-25']);
    expect(paidOnUsualDays({ usualDays: [5], holidays: ['2026-11-06', '2026-12-25', '2026-12-25'] })).toEqual(['2026-12-25']);
  });

  it("MOM's example per worker: 22 h a week against 44 h, S$5/h -> 4 h = S$20.00", () => {
    const rules = partTimeRulesFor(PT, { dayMinutes: 240, weekMinutes: 22 * 60 });
    expect(publicHolidayNotWorkedLine(500, rules, FULL_TIME)).toMatchObject({ minutes: 240, amountCents: 2000 });
  });

  it('a worker\'s own 12-hour week: 12/44 x 8 h = 2 h 10.9 min -> 131 min; at S$10/h S$21.83 (rounded once, half up)', () => {
    const rules = partTimeRulesFor(PT, { dayMinutes: 240, weekMinutes: 12 * 60 });
    expect(publicHolidayEntitlementMinutes(rules, FULL_TIME)).toBe(131);
    expect(publicHolidayNotWorkedLine(1000, rules, FULL_TIME)).toEqual({ kind: 'public_holiday_not_worked', minutes: 131, rateCents: 1000, multiplier: 1000, amountCents: 2183 });
  });

  it('no rate, no line', () => {
    expect(publicHolidayNotWorkedLine(0, PT, FULL_TIME)).toBeNull();
  });

  it('in a run line: public-holiday pay, gross and the ordinary CPF wages of the holiday\'s month, on its own pay line', () => {
    const holiday: PayRunHolidayItem = { date: '2026-12-25', name: 'Christmas Day', minutes: 240, rateCents: 1000, amountCents: 4000 };
    const shifts = [
      {
        shiftPaymentId: 's1',
        date: '2026-12-23',
        projectName: 'P',
        position: 'Cashier',
        workedMinutes: 240,
        overtimeMinutes: 0,
        dayKind: 'normal' as const,
        totalCents: 4000,
        lines: [{ kind: 'normal' as const, minutes: 240, rateCents: 1000, multiplier: 1000, amountCents: 4000 }],
      },
    ];
    const a = payRunLineAmounts(shifts, [], '2026-12-27', [holiday]);
    expect(a.payLines).toEqual([
      { month: '2026-12', kind: 'normal', rateCents: 1000, multiplier: 1000, minutes: 240, amountCents: 4000 },
      { month: '2026-12', kind: 'public_holiday_not_worked', rateCents: 1000, multiplier: 1000, minutes: 240, amountCents: 4000 },
    ]);
    expect(a).toMatchObject({ basicPayCents: 4000, publicHolidayPayCents: 4000, publicHolidayMinutes: 0, regularMinutes: 240, grossCents: 8000 });
    expect(a.cpfWages).toEqual([{ month: '2026-12', ordinaryWageCents: 8000, additionalWageCents: 0 }]);
  });

  it('a weekly run across the month end puts the holiday in its own month: New Year\'s Day 2027 in January', () => {
    const a = payRunLineAmounts([], [], '2027-01-03', [{ date: '2027-01-01', name: "New Year's Day", minutes: 240, rateCents: 500, amountCents: 2000 }]);
    expect(a.cpfWages).toEqual([{ month: '2027-01', ordinaryWageCents: 2000, additionalWageCents: 0 }]);
    expect(a.grossCents).toBe(2000);
  });
});

describe("the part-timer's own normal day and week", () => {
  it('replace the settings\' where set, and only there', () => {
    expect(partTimeRulesFor(PT, { dayMinutes: 360, weekMinutes: null })).toEqual({ normalDayMinutes: 360, weekMinutes: 22 * 60, restDayWorkAt: 'employer' });
    expect(partTimeRulesFor(PT, null)).toEqual(PT);
  });

  it('rest day: a 6-hour normal day makes a 1-hour shift at S$10 worth one day, S$60 (MOM: 1 day\'s salary for up to half the normal day)', () => {
    const rules = partTimeRulesFor(PT, { dayMinutes: 360, weekMinutes: 18 * 60 });
    const r = computeShiftPay({ shifts: [shift('2026-11-29', '10:00', '11:00', 1000, 'rest_day')], partTime: rules });
    expect(r.shifts[0]!.lines).toEqual([{ kind: 'rest_day_minimum', minutes: 360, rateCents: 1000, multiplier: 1000, amountCents: 6000 }]);
  });

  it('public holiday worked: an 18-hour week pro-rates the holiday to 18/44 x 8 h = 196 min (S$32.67 at S$10), added to the hours worked', () => {
    const rules = partTimeRulesFor(PT, { dayMinutes: 360, weekMinutes: 18 * 60 });
    const lines = publicHolidayWorkedLines(120, 1000, rules, FULL_TIME);
    expect(lines).toEqual([
      { kind: 'public_holiday', minutes: 120, rateCents: 1000, multiplier: 1000, amountCents: 2000 },
      { kind: 'public_holiday_entitlement', minutes: 196, rateCents: 1000, multiplier: 1000, amountCents: 3267 },
    ]);
  });
});

describe('who asked for the rest-day work, per shift', () => {
  const rules = partTimeRulesFor(PT, { dayMinutes: 360, weekMinutes: 18 * 60 });

  it("MOM's table, employee's request: the 9-hour example at S$5 is 1 day + 4 h + 1.5 x 1 h = S$47.50 (S$20 less than at the employer's)", () => {
    const employee = restDayMinimumLines(9 * 60, 500, { ...PT, restDayWorkAt: 'employee' }, FULL_TIME);
    expect(sumLines(employee)).toBe(4750);
    expect(employee[0]).toEqual({ kind: 'rest_day_minimum', minutes: 240, rateCents: 500, multiplier: 1000, amountCents: 2000 });
  });

  it("a shift marked as the employee's request pays half a day (S$30) where the default (employer) pays a day (S$60); the hourly 1.5x is S$15", () => {
    const atEmployer = computeShiftPay({ shifts: [shift('2026-11-29', '10:00', '11:00', 1000, 'rest_day')], partTime: rules });
    const own = { ...shift('2026-11-29', '10:00', '11:00', 1000, 'rest_day'), restDayWorkAt: 'employee' as const };
    const atEmployee = computeShiftPay({ shifts: [own], partTime: rules });
    expect(atEmployer.totals.totalCents).toBe(6000);
    expect(atEmployee.shifts[0]!.lines).toEqual([{ kind: 'rest_day_minimum', minutes: 360, rateCents: 1000, multiplier: 500, amountCents: 3000 }]);
  });

  it("a shift marked as the employer's request pays a day even where the settings say employee", () => {
    const marked = { ...shift('2026-11-29', '10:00', '11:00', 1000, 'rest_day'), restDayWorkAt: 'employer' as const };
    const r = computeShiftPay({ shifts: [marked], partTime: { ...rules, restDayWorkAt: 'employee' } });
    expect(r.totals.totalCents).toBe(6000);
  });
});
