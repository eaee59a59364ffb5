import { describe, expect, it } from 'vitest';
import { DEFAULT_PART_TIME_RULES, publicHolidayEntitlementMinutes, publicHolidayNotWorkedLine, publicHolidayWorkedLines, restDayMinimumLines, sumLines } from './part-time';
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
    expect(publicHolidayNotWorkedLine(500, PT, FULL_TIME)).toEqual({ kind: 'public_holiday_entitlement', minutes: 240, rateCents: 500, multiplier: 1000, amountCents: 2000 });
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
