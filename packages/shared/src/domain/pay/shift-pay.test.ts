import { describe, expect, it } from 'vitest';
import { type AttendedShift, type DayKind, DEFAULT_PAY_RULES, computeShiftPay, lineAmountCents, weekStartOf, workedMinutes } from './shift-pay';

const hm = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
let n = 0;
function shift(date: string, from: string, to: string, rate: number, extra: Partial<AttendedShift> = {}): AttendedShift {
  n += 1;
  return { id: `s${n}`, date, paidStartMinute: hm(from), paidEndMinute: hm(to), breakMinutes: 0, positionRateCents: rate, dayKind: 'normal', ...extra };
}

// The worked examples of docs/decisions/010-shift-pay.md, to the cent.
describe('worked examples', () => {
  it('1. a normal day: 09:00-17:30 with a 30-minute break at S$12.00 is 8 h, S$96.00', () => {
    const r = computeShiftPay({ shifts: [shift('2026-11-23', '09:00', '17:30', 1200, { breakMinutes: 30 })] });
    expect(r.totals).toMatchObject({ workedMinutes: 480, normalMinutes: 480, normalCents: 9600, overtimeMinutes: 0, totalCents: 9600 });
  });

  it('2. a long day: 08:00-20:00, 1 h break, S$12.50: 8 h normal S$100.00 + 3 h overtime at 1.5x S$56.25', () => {
    const r = computeShiftPay({ shifts: [shift('2026-11-24', '08:00', '20:00', 1250, { breakMinutes: 60 })] });
    expect(r.shifts[0]!.lines).toEqual([
      { kind: 'normal', minutes: 480, rateCents: 1250, multiplier: 1000, amountCents: 10000 },
      { kind: 'overtime', minutes: 180, rateCents: 1250, multiplier: 1500, amountCents: 5625 },
    ]);
    expect(r.totals.totalCents).toBe(15625);
  });

  it('3. across midnight: Friday 22:00-06:00, 30 min break, S$11.00 belongs to Friday: 7.5 h, S$82.50', () => {
    const r = computeShiftPay({ shifts: [shift('2026-11-27', '22:00', '06:00', 1100, { breakMinutes: 30 })] });
    expect(r.shifts[0]).toMatchObject({ date: '2026-11-27', workedMinutes: 450, totalCents: 8250 });
  });

  it('4. the 44-hour week: six 8-hour days at S$10.00: 44 h normal S$440.00, Saturday\'s last 4 h overtime S$60.00', () => {
    const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
    const r = computeShiftPay({ shifts: days.map((d) => shift(d, '09:00', '17:00', 1000)) });
    expect(r.totals).toMatchObject({ normalMinutes: 2640, normalCents: 44000, overtimeMinutes: 240, overtimeCents: 6000, totalCents: 50000 });
    expect(r.shifts[5]).toMatchObject({ regularMinutes: 240, overtimeMinutes: 240 });
  });

  it('5. hours counted once: a 10-hour Monday then 8-hour days to Saturday: 6 h overtime, not 9.3', () => {
    const days = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
    const r = computeShiftPay({ shifts: [shift('2026-11-23', '08:00', '18:00', 1000), ...days.map((d) => shift(d, '09:00', '17:00', 1000))] });
    // Monday: 8 h + 2 h daily overtime; Tue-Fri 32 h -> 40 h regular; Saturday 4 h regular + 4 h weekly overtime.
    expect(r.totals).toMatchObject({ workedMinutes: 3000, normalMinutes: 2640, overtimeMinutes: 360, normalCents: 44000, overtimeCents: 9000, totalCents: 53000 });
  });

  it('6. two shifts in one day share the 8 hours: 08:00-13:00 and 14:00-19:00 at S$10.00 = S$110.00', () => {
    const r = computeShiftPay({ shifts: [shift('2026-11-23', '14:00', '19:00', 1000), shift('2026-11-23', '08:00', '13:00', 1000)] });
    expect(r.shifts.map((s) => [s.regularMinutes, s.overtimeMinutes, s.totalCents])).toEqual([
      [300, 0, 5000],
      [180, 120, 6000],
    ]);
    expect(r.totals.totalCents).toBe(11000);
  });

  it('7. a rest day: 6 h at S$13.00 x 1.5 = S$117.00', () => {
    const r = computeShiftPay({ shifts: [shift('2026-11-29', '10:00', '16:00', 1300, { dayKind: 'rest_day' })] });
    expect(r.totals).toMatchObject({ restDayMinutes: 360, restDayCents: 11700, normalMinutes: 0, totalCents: 11700 });
  });

  it('8. a public holiday: 10 h at S$10.00: 8 h x 2.0 = S$160.00, 2 h overtime at the larger 2.0 = S$40.00', () => {
    const r = computeShiftPay({ shifts: [shift('2026-12-25', '08:00', '18:00', 1000, { dayKind: 'public_holiday' })] });
    expect(r.shifts[0]!.lines).toEqual([
      { kind: 'public_holiday', minutes: 480, rateCents: 1000, multiplier: 2000, amountCents: 16000 },
      { kind: 'overtime', minutes: 120, rateCents: 1000, multiplier: 2000, amountCents: 4000 },
    ]);
  });

  it('9. the rate: the shift override, else the worker\'s own rate, else the position\'s', () => {
    const shifts = [shift('2026-11-23', '09:00', '10:00', 1200, { overrideRateCents: 1500 }), shift('2026-11-24', '09:00', '10:00', 1200)];
    const withWorkerRate = computeShiftPay({ workerRateCents: 1400, shifts });
    expect(withWorkerRate.shifts.map((s) => [s.rateSource, s.rateCents, s.totalCents])).toEqual([
      ['override', 1500, 1500],
      ['worker', 1400, 1400],
    ]);
    expect(computeShiftPay({ shifts }).shifts[1]).toMatchObject({ rateSource: 'position', rateCents: 1200 });
  });

  it('10. rounding: half up to the cent, once per line', () => {
    expect(lineAmountCents(90, 1234, 1500)).toBe(2777); // 2,776.5
    expect(lineAmountCents(1, 1230, 1000)).toBe(21); // 20.5
    expect(lineAmountCents(7, 1234, 1000)).toBe(144); // 143.97
    expect(lineAmountCents(1, 1229, 1000)).toBe(20); // 20.48
    // A 7-minute and an 8-minute shift at S$12.34: 143.97 -> 144 and 164.53 -> 165; the total is the lines' sum.
    const r = computeShiftPay({ shifts: [shift('2026-11-23', '09:00', '09:07', 1234), shift('2026-11-24', '09:00', '09:08', 1234)] });
    expect(r.totals.totalCents).toBe(144 + 165);
  });

  it('11. weeks run Monday to Sunday: a full week does not push next Monday into overtime', () => {
    const lastWeek = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'].map((d) => shift(d, '09:00', '17:00', 1000));
    const sundayNight = shift('2026-11-22', '20:00', '04:00', 1000); // belongs to Sunday, last week
    const monday = shift('2026-11-23', '09:00', '17:00', 1000);
    const r = computeShiftPay({ shifts: [...lastWeek, sundayNight, monday] });
    expect(r.shifts.find((s) => s.shiftId === sundayNight.id)).toMatchObject({ regularMinutes: 0, overtimeMinutes: 480 });
    expect(r.shifts.find((s) => s.shiftId === monday.id)).toMatchObject({ regularMinutes: 480, overtimeMinutes: 0 });
  });

  it('rules are configurable: overtime after 9 h a day at 2.0x', () => {
    const rules = { ...DEFAULT_PAY_RULES, dailyOvertimeAfterMinutes: 540, overtimeMultiplier: 2000 };
    const r = computeShiftPay({ rules, shifts: [shift('2026-11-23', '08:00', '18:00', 1000)] });
    expect(r.totals).toMatchObject({ normalMinutes: 540, overtimeMinutes: 60, overtimeCents: 2000, totalCents: 9000 + 2000 });
  });
});

describe('helpers and bad input', () => {
  it('workedMinutes: across midnight, a break longer than the shift gives 0', () => {
    expect(workedMinutes({ paidStartMinute: hm('23:00'), paidEndMinute: hm('01:00'), breakMinutes: 0 })).toBe(120);
    expect(workedMinutes({ paidStartMinute: hm('09:00'), paidEndMinute: hm('09:00'), breakMinutes: 0 })).toBe(1440);
    expect(workedMinutes({ paidStartMinute: hm('09:00'), paidEndMinute: hm('10:00'), breakMinutes: 90 })).toBe(0);
  });

  it('weekStartOf gives the Monday', () => {
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });

  it('refuses impossible shifts instead of paying them', () => {
    expect(() => computeShiftPay({ shifts: [shift('2026-11-23', '09:00', '10:00', -1)] })).toThrow(RangeError);
    expect(() => computeShiftPay({ shifts: [{ ...shift('2026-11-23', '09:00', '10:00', 1000), paidEndMinute: 1440 }] })).toThrow(RangeError);
    expect(() => computeShiftPay({ shifts: [shift('23/11/2026', '09:00', '10:00', 1000)] })).toThrow(RangeError);
    expect(() => computeShiftPay({ workerRateCents: 10.5, shifts: [] })).toThrow(RangeError);
  });
});

// Property checks over random weeks (a seeded generator, so a failure repeats).
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomWeek(rnd: () => number): AttendedShift[] {
  const kinds: DayKind[] = ['normal', 'normal', 'normal', 'rest_day', 'public_holiday'];
  const count = Math.floor(rnd() * 10);
  return Array.from({ length: count }, (_, i) => {
    const day = 23 + Math.floor(rnd() * 7); // 23-29 Nov 2026, Monday to Sunday
    return {
      id: `r${i}`,
      date: `2026-11-${day}`,
      paidStartMinute: Math.floor(rnd() * 96) * 15,
      paidEndMinute: Math.floor(rnd() * 96) * 15,
      breakMinutes: Math.floor(rnd() * 5) * 15,
      positionRateCents: 800 + Math.floor(rnd() * 2000),
      overrideRateCents: rnd() < 0.2 ? 1000 + Math.floor(rnd() * 1000) : null,
      dayKind: kinds[Math.floor(rnd() * kinds.length)]!,
    };
  });
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('properties over 500 random weeks', () => {
  const rnd = random(20261124);
  const weeks = Array.from({ length: 500 }, () => randomWeek(rnd));

  it('the total is the sum of the lines, overtime never exceeds worked minutes, no line is negative', () => {
    for (const shifts of weeks) {
      const r = computeShiftPay({ shifts, workerRateCents: rnd() < 0.3 ? 1300 : null });
      const lineSum = r.shifts.flatMap((s) => s.lines).reduce((sum, l) => sum + l.amountCents, 0);
      expect(r.totals.totalCents).toBe(lineSum);
      expect(r.totals.overtimeMinutes).toBeLessThanOrEqual(r.totals.workedMinutes);
      expect(r.totals.normalMinutes + r.totals.restDayMinutes + r.totals.publicHolidayMinutes + r.totals.overtimeMinutes).toBe(r.totals.workedMinutes);
      for (const line of r.shifts.flatMap((s) => s.lines)) {
        expect(line.amountCents).toBeGreaterThanOrEqual(0);
        expect(line.minutes).toBeGreaterThan(0);
      }
    }
  });

  it('moving every shift one whole day later onto a normal day never increases pay', () => {
    for (const shifts of weeks) {
      const before = computeShiftPay({ shifts }).totals.totalCents;
      const moved = shifts.map((s) => ({ ...s, date: nextDay(s.date), dayKind: 'normal' as const }));
      expect(computeShiftPay({ shifts: moved }).totals.totalCents).toBeLessThanOrEqual(before);
    }
  });
});
