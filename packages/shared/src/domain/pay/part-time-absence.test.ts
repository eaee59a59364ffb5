import { describe, expect, it } from 'vitest';
import { absentAroundHoliday, DEFAULT_PART_TIME_RULES } from './part-time';
import { computeShiftPay, DEFAULT_PAY_RULES, type AttendedShift } from './shift-pay';

/**
 * Decision 026, the absence rule for a public holiday that was WORKED (Employment Act s.88(3); MOM FAQ
 * "Is an employee who absents oneself immediately before or after the holiday without reason, but works
 * on the holiday entitled to the holiday pay?": no holiday pay, but still the pay for the work).
 * Worked examples to the cent, at the default rules (2.0x holiday, 1.5x overtime, 8 h day).
 */
const PT = DEFAULT_PART_TIME_RULES; // 22 h a week -> 4 h a holiday (MOM's example)
// Wednesday 24 Jan 2029 made a holiday for the example; a Mon/Wed/Fri part-timer.
const HOLIDAY = '2029-01-24';
const MWF = [1, 3, 5];

const shift = (over: Partial<AttendedShift> = {}): AttendedShift => ({
  id: 'ph',
  date: HOLIDAY,
  paidStartMinute: 9 * 60,
  paidEndMinute: 11 * 60, // 2 h
  breakMinutes: 0,
  positionRateCents: 1200,
  dayKind: 'public_holiday',
  ...over,
});

describe('the working day around a holiday the worker was absent on (s.88(3))', () => {
  it('a no-show on Monday 22 or Friday 26 counts; one on Tuesday 23 (not a usual day) does not; none: null', () => {
    const holidays = new Set([HOLIDAY]);
    expect(absentAroundHoliday(HOLIDAY, MWF, holidays, new Set(['2029-01-22']))).toBe('2029-01-22');
    expect(absentAroundHoliday(HOLIDAY, MWF, holidays, new Set(['2029-01-26']))).toBe('2029-01-26');
    expect(absentAroundHoliday(HOLIDAY, MWF, holidays, new Set(['2029-01-23']))).toBeNull();
    expect(absentAroundHoliday(HOLIDAY, MWF, holidays, new Set())).toBeNull();
    // Another holiday on the Friday is skipped: the working day after is Monday 29.
    expect(absentAroundHoliday(HOLIDAY, MWF, new Set([HOLIDAY, '2029-01-26']), new Set(['2029-01-29']))).toBe('2029-01-29');
  });
});

describe('a public holiday worked, holiday pay forfeited by an absence around it', () => {
  it('present on both days: 2 h x S$12 = S$24.00 + the pro-rated holiday 4 h x S$12 = S$48.00 -> S$72.00 (MOM minimum beats 2.0x S$48)', () => {
    const r = computeShiftPay({ shifts: [shift()], partTime: PT });
    expect(r.shifts[0]!.totalCents).toBe(7200);
    expect(r.shifts[0]!.lines.map((l) => l.kind)).toEqual(['public_holiday', 'public_holiday_entitlement']);
    expect(r.shifts[0]!.holidayAbsentOn).toBeUndefined();
  });

  it('absent without excuse on the Monday before: the 2 h are paid at the ordinary rate, 2 h x S$12 x 1.0 = S$24.00, no premium, no extra day', () => {
    const r = computeShiftPay({ shifts: [shift({ holidayForfeited: { absentOn: '2029-01-22', payAs: 'normal' } })], partTime: PT });
    const s = r.shifts[0]!;
    expect(s.lines).toEqual([{ kind: 'normal', minutes: 120, rateCents: 1200, multiplier: 1000, amountCents: 2400 }]);
    expect(s.totalCents).toBe(2400);
    // Still a public holiday (what the day was), with the day the worker was absent on.
    expect(s.dayKind).toBe('public_holiday');
    expect(s.holidayAbsentOn).toBe('2029-01-22');
    expect(r.totals).toMatchObject({ normalMinutes: 120, normalCents: 2400, publicHolidayMinutes: 0, publicHolidayCents: 0, totalCents: 2400 });
  });

  it('a 10 h holiday shift forfeited: 8 h x S$12 = S$96.00 + 2 h overtime x 1.5 = S$36.00 -> S$132.00 (S$240.00 at 2.0x had it been paid as a holiday)', () => {
    const long = shift({ paidStartMinute: 8 * 60, paidEndMinute: 18 * 60 });
    expect(computeShiftPay({ shifts: [long], partTime: PT }).shifts[0]!.totalCents).toBe(24000);
    const r = computeShiftPay({ shifts: [{ ...long, holidayForfeited: { absentOn: '2029-01-26', payAs: 'normal' } }], partTime: PT });
    expect(r.shifts[0]!.lines).toEqual([
      { kind: 'normal', minutes: 480, rateCents: 1200, multiplier: 1000, amountCents: 9600 },
      { kind: 'overtime', minutes: 120, rateCents: 1200, multiplier: 1500, amountCents: 3600 },
    ]);
    expect(r.shifts[0]!.totalCents).toBe(13200);
  });

  it('a holiday on the rest day, forfeited: the work is still rest-day work (a part-timer: MOM rest-day minimum, 1 day = 4 h x S$12 = S$48.00 for 2 h)', () => {
    const r = computeShiftPay({ shifts: [shift({ holidayForfeited: { absentOn: '2029-01-22', payAs: 'rest_day' } })], partTime: PT, rules: DEFAULT_PAY_RULES });
    expect(r.shifts[0]!.lines).toEqual([{ kind: 'rest_day_minimum', minutes: 240, rateCents: 1200, multiplier: 1000, amountCents: 4800 }]);
    expect(r.totals.publicHolidayCents).toBe(0);
  });

  it('the flag means nothing on a day that is not a public holiday', () => {
    const r = computeShiftPay({ shifts: [shift({ dayKind: 'normal', holidayForfeited: { absentOn: '2029-01-22', payAs: 'normal' } })], partTime: PT });
    expect(r.shifts[0]!.totalCents).toBe(2400);
    expect(r.shifts[0]!.holidayAbsentOn).toBeUndefined();
  });
});
