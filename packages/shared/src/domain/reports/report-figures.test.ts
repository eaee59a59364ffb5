import { describe, expect, it } from 'vitest';
import {
  billCents,
  formatBasisPoints,
  groupFigures,
  hoursFlags,
  marginBasisPoints,
  movePeriod,
  reportPeriod,
  sumFigures,
  totalOf,
} from './report-figures.ts';

describe('billCents: the pay lines priced at the bill rate', () => {
  it('keeps each line multiplier and rounds each line half up once', () => {
    // 8 h normal at S$18.00 = 14,400; 90 min overtime at 1.5x = 4,050.
    const lines = [
      { minutes: 480, multiplier: 1000 },
      { minutes: 90, multiplier: 1500 },
    ];
    expect(billCents(lines, 1800)).toBe(14_400 + 4_050);
    // 7 min at S$12.34 x 1.5: 7*1234*1.5/60 = 215.95 -> 216; 7 min at 1x: 143.966 -> 144.
    expect(billCents([{ minutes: 7, multiplier: 1500 }, { minutes: 7, multiplier: 1000 }], 1234)).toBe(216 + 144);
  });
  it('a public holiday bills at 2x like its pay; flat billing ignores the multipliers', () => {
    const ph = [{ minutes: 600, multiplier: 2000 }];
    expect(billCents(ph, 2000)).toBe(40_000);
    expect(billCents(ph, 2000, 'flat')).toBe(20_000);
  });
  it('no lines bill nothing', () => expect(billCents([], 5000)).toBe(0));
});

describe('marginBasisPoints', () => {
  it('rounds half away from zero to a hundredth of a percent', () => {
    expect(marginBasisPoints(1, 3)).toBe(3333);
    expect(marginBasisPoints(2, 3)).toBe(6667);
    expect(marginBasisPoints(-1, 8)).toBe(-1250);
    expect(marginBasisPoints(1, 80_000)).toBe(0); // 0.00125% -> 0.00%
    expect(marginBasisPoints(1, 20_000)).toBe(1); // 0.005% -> 0.01% (half up)
    expect(marginBasisPoints(-1, 20_000)).toBe(-1);
    expect(marginBasisPoints(2500, 10_000)).toBe(2500);
  });
  it('is null when nothing was billed', () => {
    expect(marginBasisPoints(-500, 0)).toBeNull();
  });
  it('formats as a percentage with two decimals', () => {
    expect(formatBasisPoints(3333)).toBe('33.33%');
    expect(formatBasisPoints(-1250)).toBe('-12.50%');
    expect(formatBasisPoints(5)).toBe('0.05%');
    expect(formatBasisPoints(null)).toBe('');
  });
});

describe('groupFigures / sumFigures / totalOf', () => {
  // a's first shift is in a frozen run with 100 cents of extras (employer CPF, SDL, adjustments); its
  // second is provisional (pay only); b's has no extras given.
  const shifts = [
    { w: 'a', paidMinutes: 480, overtimeMinutes: 0, payCents: 1000, billCents: 1500, employmentCostCents: 1100 },
    { w: 'b', paidMinutes: 300, overtimeMinutes: 60, payCents: 700, billCents: 650 },
    { w: 'a', paidMinutes: 120, overtimeMinutes: 30, payCents: 333, billCents: 0, provisional: true },
  ];
  it('one row per key; totals are the sums of the rows; margin = bill - employment cost, spread = bill - pay, margin % from the sums', () => {
    const { rows, totals } = groupFigures(shifts, (s) => s.w);
    expect(rows.get('a')).toEqual({
      shifts: 2, paidMinutes: 600, overtimeMinutes: 30, payCents: 1333, billCents: 1500, employmentCostCents: 1433, provisionalShifts: 1,
      marginCents: 67, marginBasisPoints: 447, spreadCents: 167,
    });
    expect(rows.get('b')).toEqual({
      shifts: 1, paidMinutes: 300, overtimeMinutes: 60, payCents: 700, billCents: 650, employmentCostCents: 700, provisionalShifts: 0,
      marginCents: -50, marginBasisPoints: -769, spreadCents: -50,
    });
    expect(totals).toEqual({
      shifts: 3, paidMinutes: 900, overtimeMinutes: 90, payCents: 2033, billCents: 2150, employmentCostCents: 2133, provisionalShifts: 1,
      marginCents: 17, marginBasisPoints: 79, spreadCents: 117,
    });
    expect(totalOf(rows.values())).toEqual(totals);
    expect(sumFigures(shifts)).toEqual(totals);
  });
  it('no shifts: zero figures and no margin %', () => {
    expect(sumFigures([])).toEqual({
      shifts: 0, paidMinutes: 0, overtimeMinutes: 0, payCents: 0, billCents: 0, employmentCostCents: 0, provisionalShifts: 0,
      marginCents: 0, marginBasisPoints: null, spreadCents: 0,
    });
  });
});

describe('reportPeriod', () => {
  it('months from the first to the last day, leap years included', () => {
    expect(reportPeriod('month', '2028-02-15')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(reportPeriod('month', '2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });
  it('weeks Monday to Sunday, across a year end', () => {
    expect(reportPeriod('week', '2026-01-01')).toEqual({ start: '2025-12-29', end: '2026-01-04' });
    expect(reportPeriod('week', '2026-11-30')).toEqual({ start: '2026-11-30', end: '2026-12-06' });
  });
  it('refuses a non-date', () => expect(() => reportPeriod('week', 'nope')).toThrow(RangeError));
  it('moves by whole periods from any day of one', () => {
    expect(movePeriod('month', '2026-01-31', -1)).toBe('2025-12-01');
    expect(movePeriod('month', '2026-12-15', 1)).toBe('2027-01-01');
    expect(movePeriod('week', '2026-12-31', 1)).toBe('2027-01-04');
    expect(movePeriod('week', '2028-03-01', -1)).toBe('2028-02-21');
  });
});

describe('hoursFlags', () => {
  it('flags a day over 12 h (not at 12 h) and a week over 44 h (not at 44 h)', () => {
    const m = new Map([
      ['2026-11-23', 12 * 60],
      ['2026-11-24', 12 * 60 + 1],
      ['2026-11-25', 10 * 60],
      ['2026-11-26', 10 * 60 - 1], // week of 23 Nov: 44 h exactly -> no flag
      ['2026-11-30', 12 * 60],
      ['2026-12-01', 12 * 60],
      ['2026-12-02', 12 * 60],
      ['2026-12-03', 8 * 60 + 1], // week of 30 Nov: 44 h 1 min -> flag
    ]);
    expect(hoursFlags(m)).toEqual({ overDay: ['2026-11-24'], overWeek: ['2026-11-30'] });
  });
});
