import { describe, expect, it } from 'vitest';
import { computeCpf, computeSdl } from './cpf.ts';
import {
  ADJUSTMENT_CPF_TREATMENT,
  cpfMonthOf,
  maySendBack,
  monthToDateContributions,
  netPayCents,
  NOTHING_EARLIER,
  payRunLineAmounts,
  payRunPeriod,
  type PayRunAdjustmentItem,
  type PayRunShiftItem,
  latestLawfulPaymentDates,
  lineContributions,
  type MonthContributionRules,
  paidLate,
} from './pay-run.ts';
import type { PayLine } from './shift-pay.ts';
import { ADJUSTMENT_CATEGORY } from '../../enums/pay.ts';

const line = (kind: PayLine['kind'], minutes: number, rateCents: number, multiplier: number, amountCents: number): PayLine => ({
  kind,
  minutes,
  rateCents,
  multiplier,
  amountCents,
});
const shift = (id: string, date: string, lines: PayLine[]): PayRunShiftItem => ({
  shiftPaymentId: id,
  date,
  projectName: 'Kitchen',
  position: 'Food Operator',
  workedMinutes: lines.reduce((s, l) => s + l.minutes, 0),
  overtimeMinutes: lines.filter((l) => l.kind === 'overtime').reduce((s, l) => s + l.minutes, 0),
  dayKind: lines.some((l) => l.kind === 'public_holiday') ? 'public_holiday' : lines.some((l) => l.kind === 'rest_day') ? 'rest_day' : 'normal',
  totalCents: lines.reduce((s, l) => s + l.amountCents, 0),
  lines,
});

describe('payRunPeriod', () => {
  it('weekly runs are Monday to Sunday, monthly runs the calendar month', () => {
    expect(payRunPeriod('weekly', '2026-11-25')).toEqual({ periodStart: '2026-11-23', periodEnd: '2026-11-29' });
    expect(payRunPeriod('weekly', '2026-11-23')).toEqual({ periodStart: '2026-11-23', periodEnd: '2026-11-29' });
    expect(payRunPeriod('weekly', '2026-11-29')).toEqual({ periodStart: '2026-11-23', periodEnd: '2026-11-29' });
    // A week across two months belongs, for CPF, to the month it ends in.
    expect(payRunPeriod('weekly', '2026-12-31')).toEqual({ periodStart: '2026-12-28', periodEnd: '2027-01-03' });
    expect(cpfMonthOf('2027-01-03')).toBe('2027-01');
    expect(payRunPeriod('monthly', '2028-02-10')).toEqual({ periodStart: '2028-02-01', periodEnd: '2028-02-29' });
    expect(payRunPeriod('monthly', '2026-12-31')).toEqual({ periodStart: '2026-12-01', periodEnd: '2026-12-31' });
  });
});

describe('payRunLineAmounts: worked examples', () => {
  it('1. a week of shifts: normal, overtime, rest day and public holiday minutes and pay by kind', () => {
    // Mon 10 h at S$12.50: 480 normal S$100.00 + 120 overtime at 1.5x S$37.50.
    // Sun 6 h at S$12.50 rest day x1.5: S$112.50. A public holiday 8 h at S$12.50 x2: S$200.00.
    const a = payRunLineAmounts(
      [
        shift('a', '2026-11-23', [line('normal', 480, 1250, 1000, 10_000), line('overtime', 120, 1250, 1500, 3_750)]),
        shift('b', '2026-11-29', [line('rest_day', 360, 1250, 1500, 11_250)]),
        shift('c', '2026-12-25', [line('public_holiday', 480, 1250, 2000, 20_000)]),
      ],
      [],
    );
    expect(a).toEqual({
      basicRateCents: 1250,
      regularMinutes: 480,
      overtimeMinutes: 120,
      restDayMinutes: 360,
      publicHolidayMinutes: 480,
      basicPayCents: 10_000,
      overtimePayCents: 3_750,
      restDayPayCents: 11_250,
      publicHolidayPayCents: 20_000,
      allowanceCents: 0,
      otherAdditionCents: 0,
      deductionCents: 0,
      reimbursementCents: 0,
      grossCents: 45_000,
      payLines: [
        { month: '2026-11', kind: 'normal', rateCents: 1250, multiplier: 1000, minutes: 480, amountCents: 10_000 },
        { month: '2026-11', kind: 'overtime', rateCents: 1250, multiplier: 1500, minutes: 120, amountCents: 3_750 },
        { month: '2026-11', kind: 'rest_day', rateCents: 1250, multiplier: 1500, minutes: 360, amountCents: 11_250 },
        { month: '2026-12', kind: 'public_holiday', rateCents: 1250, multiplier: 2000, minutes: 480, amountCents: 20_000 },
      ],
      // The public holiday is in December: its wages are December's.
      cpfWages: [
        { month: '2026-11', ordinaryWageCents: 25_000, additionalWageCents: 0 },
        { month: '2026-12', ordinaryWageCents: 20_000, additionalWageCents: 0 },
      ],
    });
  });

  it('2. adjustments by their CPF treatment: allowances and meals and corrections (either sign) are ordinary wages, a bonus additional wages, transport a reimbursement, a deduction never reduces the CPF wages', () => {
    const a = payRunLineAmounts(
      [shift('a', '2026-11-23', [line('normal', 480, 1200, 1000, 9_600)])],
      [
        { adjustmentId: '1', category: 'allowance', amountCents: 2_000, reason: 'Shift lead' },
        { adjustmentId: '2', category: 'transport', amountCents: 900, reason: 'Grab' },
        { adjustmentId: '3', category: 'meal', amountCents: 800, reason: 'Dinner' },
        { adjustmentId: '4', category: 'correction', amountCents: 1_500, reason: 'Clock-out missed' },
        { adjustmentId: '5', category: 'correction', amountCents: -300, reason: 'Paid twice' },
        { adjustmentId: '6', category: 'deduction', amountCents: -500, reason: 'Lost key' },
        { adjustmentId: '7', category: 'bonus', amountCents: 5_000, reason: 'Year-end' },
      ],
      '2026-11-29',
    );
    expect(a).toMatchObject({ basicPayCents: 9_600, allowanceCents: 2_800, otherAdditionCents: 6_200, deductionCents: 500, reimbursementCents: 900 });
    // Gross: 96.00 + 28.00 + 62.00 = S$186.00, before the deduction; the reimbursement is not a wage.
    expect(a.grossCents).toBe(18_600);
    // CPF wages: OW 96.00 + 28.00 + 15.00 - 3.00 = S$136.00, AW S$50.00; the S$5.00 deduction is not taken off.
    expect(a.cpfWages).toEqual([{ month: '2026-11', ordinaryWageCents: 13_600, additionalWageCents: 5_000 }]);
    // Net: 186.00 - 5.00 - S$10 employee CPF + 9.00 = S$180.00.
    expect(netPayCents(a, 1_000)).toBe(18_000);
  });

  it('2a. every category declares its CPF treatment', () => {
    expect(ADJUSTMENT_CPF_TREATMENT).toEqual({
      allowance: 'ordinary_wage',
      meal: 'ordinary_wage',
      correction: 'ordinary_wage',
      bonus: 'additional_wage',
      transport: 'reimbursement',
      deduction: 'deduction',
    });
    expect(Object.keys(ADJUSTMENT_CPF_TREATMENT).sort()).toEqual([...ADJUSTMENT_CATEGORY.values].sort());
  });

  it('3. the basic rate is the rate paid for the most minutes (a tie takes the higher rate)', () => {
    const mostMinutes = payRunLineAmounts(
      [
        shift('a', '2026-11-23', [line('normal', 480, 1200, 1000, 9_600)]),
        shift('b', '2026-11-24', [line('normal', 240, 1500, 1000, 6_000)]),
      ],
      [],
    );
    expect(mostMinutes.basicRateCents).toBe(1200);
    const tie = payRunLineAmounts(
      [
        shift('a', '2026-11-23', [line('normal', 240, 1200, 1000, 4_800)]),
        shift('b', '2026-11-24', [line('normal', 240, 1500, 1000, 6_000)]),
      ],
      [],
    );
    expect(tie.basicRateCents).toBe(1500);
    expect(payRunLineAmounts([], [{ adjustmentId: '1', category: 'allowance', amountCents: 500, reason: 'x' }])).toMatchObject({
      basicRateCents: 0,
      grossCents: 500,
    });
  });
});

describe('monthToDateContributions: the CPF month of weekly runs', () => {
  const cpf = (ow: number, aw: number) =>
    computeCpf({ month: '2026-12', dateOfBirth: '1990-01-15', status: 'citizen', ordinaryWageCents: ow, additionalWageCents: aw });
  const sdl = (wages: number) => computeSdl(wages, '2026-12');
  const wages = (ordinaryWageCents: number, additionalWageCents = 0) => ({ month: '2026-12', ordinaryWageCents, additionalWageCents });

  it('4. a monthly run with no earlier run takes the month: S$800 for a citizen aged 36 is S$160 employee, S$136 employer, S$2 SDL', () => {
    const c = monthToDateContributions(wages(80_000), NOTHING_EARLIER, cpf, sdl);
    expect(c).toEqual({ ...wages(80_000), employeeCpfCents: 16_000, employerCpfCents: 13_600, sdlCents: 200 });
  });

  it('5. a second weekly run in the month pays the month-to-date CPF less what the first took', () => {
    // Week 1: S$400 alone is in the S$50-S$500 band: employer 17 % = S$68, no employee share.
    const week1 = monthToDateContributions(wages(40_000), NOTHING_EARLIER, cpf, sdl);
    expect(week1).toMatchObject({ employeeCpfCents: 0, employerCpfCents: 6_800, sdlCents: 200 });
    // Week 2: S$400 more makes S$800 for the month: S$160 + S$136 in all, S$68 of it paid already.
    const week2 = monthToDateContributions(
      wages(40_000),
      { ordinaryWageCents: 40_000, additionalWageCents: 0, employeeCpfCents: week1.employeeCpfCents, employerCpfCents: week1.employerCpfCents, sdlCents: week1.sdlCents },
      cpf,
      sdl,
    );
    expect(week2).toMatchObject({ employeeCpfCents: 16_000, employerCpfCents: 6_800, sdlCents: 0 });
    // Together they are exactly the month's figures.
    expect(week1.employeeCpfCents + week2.employeeCpfCents).toBe(cpf(80_000, 0).employeeCents);
    expect(week1.employerCpfCents + week2.employerCpfCents).toBe(cpf(80_000, 0).employerCents);
  });

  it('6. without CPF (a foreigner or a contractor) only the levy, or nothing', () => {
    expect(monthToDateContributions(wages(80_000), NOTHING_EARLIER, () => null, sdl)).toMatchObject({ employeeCpfCents: 0, employerCpfCents: 0, sdlCents: 200 });
    expect(monthToDateContributions(wages(80_000), NOTHING_EARLIER, () => null, () => 0)).toMatchObject({ employeeCpfCents: 0, employerCpfCents: 0, sdlCents: 0 });
  });

  it('7. additional wages go to computeCpf as AW: S$1,000 OW + S$500 bonus is CPF on S$1,500 (S$555: S$300 + S$255)', () => {
    const c = monthToDateContributions(wages(100_000, 50_000), NOTHING_EARLIER, cpf, sdl);
    expect(c).toMatchObject({ employeeCpfCents: 30_000, employerCpfCents: 25_500, sdlCents: 375 });
  });
});

describe('maySendBack: who sends a run back from which state', () => {
  it('hr from hr_confirmed only; finance and admin from either review stage; a manager never; never a draft or a paid run', () => {
    const table = (['admin', 'manager', 'hr', 'finance'] as const).map((role) => [
      role,
      (['draft', 'hr_confirmed', 'finance_approved', 'paid'] as const).filter((s) => maySendBack(role, s)),
    ]);
    expect(table).toEqual([
      ['admin', ['hr_confirmed', 'finance_approved']],
      ['manager', []],
      ['hr', ['hr_confirmed']],
      ['finance', ['hr_confirmed', 'finance_approved']],
    ]);
  });
});

describe('CPF on CPF wages (issue #25)', () => {
  const citizen = (dateOfBirth = '1990-01-15'): MonthContributionRules => ({
    cpf: (month, ow, aw) => {
      const r = computeCpf({ month, dateOfBirth, status: 'citizen', ordinaryWageCents: ow, additionalWageCents: aw });
      return r.applies ? r : { employeeCents: 0, employerCents: 0 };
    },
    sdl: (month, tw) => computeSdl(tw, month),
  });
  const noEarlier = () => NOTHING_EARLIER;

  it("the audit's case: a -S$20 uniform deduction leaves the month's CPF at S$600 (employee S$324), not S$593 (S$320)", () => {
    // S$1,621.62 of wages in November 2026 (citizen, 36): 37 % = S$600.00, employee 20 % = S$324.32 -> S$324.
    const shifts = [shift('a', '2026-11-02', [line('normal', 7_207, 1350, 1000, 162_158)])];
    const a = payRunLineAmounts(shifts, [{ adjustmentId: 'u', category: 'deduction', amountCents: -2_000, reason: 'Uniform', effectiveDate: '2026-11-02' }], '2026-11-30');
    // 7,207 min at S$13.50 = 162,157.5 c -> S$1,621.58 on the one basic line; make the wages S$1,621.62 with an allowance.
    const withAllowance = payRunLineAmounts(
      shifts,
      [
        { adjustmentId: 'x', category: 'allowance', amountCents: 4, reason: 'Rounding example', effectiveDate: '2026-11-02' },
        { adjustmentId: 'u', category: 'deduction', amountCents: -2_000, reason: 'Uniform', effectiveDate: '2026-11-02' },
      ],
      '2026-11-30',
    );
    expect(a.basicPayCents).toBe(162_158);
    expect(withAllowance.cpfWages).toEqual([{ month: '2026-11', ordinaryWageCents: 162_162, additionalWageCents: 0 }]);
    const c = lineContributions(withAllowance.cpfWages, noEarlier, citizen());
    expect(c).toMatchObject({ employeeCpfCents: 32_400, employerCpfCents: 27_600 });
    // Had the deduction been taken off the wages (the defect): S$1,601.62 -> S$593, employee S$320.
    const wrong = computeCpf({ month: '2026-11', dateOfBirth: '1990-01-15', status: 'citizen', ordinaryWageCents: 160_162 });
    expect([wrong.totalCents, wrong.employeeCents]).toEqual([59_300, 32_000]);
    // Gross S$1,621.62, net = gross - S$20 - S$324 = S$1,277.62.
    expect(withAllowance.grossCents).toBe(162_162);
    expect(netPayCents(withAllowance, c.employeeCpfCents)).toBe(127_762);
  });

  it('property: over 400 seeded random lines, adding deductions never changes the CPF wages, CPF or SDL, and lowers net pay by exactly their sum', () => {
    let seed = 20261128;
    const rnd = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const categories = ['allowance', 'meal', 'correction', 'bonus', 'transport'] as const;
    for (let i = 0; i < 400; i++) {
      const shifts = Array.from({ length: Math.floor(rnd() * 6) }, (_, k) => {
        const minutes = 30 + Math.floor(rnd() * 600);
        const rate = 900 + Math.floor(rnd() * 2000);
        return shift(`s${k}`, `2026-11-${String(1 + Math.floor(rnd() * 30)).padStart(2, '0')}`, [line('normal', minutes, rate, 1000, 0)]);
      });
      const wages: PayRunAdjustmentItem[] = Array.from({ length: Math.floor(rnd() * 3) }, (_, k) => ({
        adjustmentId: `w${k}`,
        category: categories[Math.floor(rnd() * categories.length)]!,
        amountCents: 1 + Math.floor(rnd() * 50_000),
        reason: 'r',
        effectiveDate: '2026-11-15',
      }));
      const deductions: PayRunAdjustmentItem[] = Array.from({ length: 1 + Math.floor(rnd() * 3) }, (_, k) => ({
        adjustmentId: `d${k}`,
        category: 'deduction',
        amountCents: -(1 + Math.floor(rnd() * 20_000)),
        reason: 'Uniform',
        effectiveDate: '2026-11-20',
      }));
      const without = payRunLineAmounts(shifts, wages, '2026-11-30');
      const withDeductions = payRunLineAmounts(shifts, [...wages, ...deductions], '2026-11-30');
      expect(withDeductions.cpfWages).toEqual(without.cpfWages);
      expect(withDeductions.grossCents).toBe(without.grossCents);
      const c1 = lineContributions(without.cpfWages, noEarlier, citizen());
      const c2 = lineContributions(withDeductions.cpfWages, noEarlier, citizen());
      expect(c2).toEqual(c1);
      const deducted = -deductions.reduce((s, d) => s + d.amountCents, 0);
      expect(netPayCents(without, c1.employeeCpfCents) - netPayCents(withDeductions, c2.employeeCpfCents)).toBe(deducted);
    }
  });

  it('a weekly run across 31 Jan / 1 Feb 2026 puts each day in its own CPF month; each month is computed on its own wages', () => {
    // Week Mon 26 Jan - Sun 1 Feb 2026 at S$12.50: Fri 30 Jan 8 h = S$100, Sat 31 Jan 8 h = S$100, Sun 1 Feb 8 h = S$100.
    const a = payRunLineAmounts(
      [
        shift('a', '2026-01-30', [line('normal', 480, 1250, 1000, 10_000)]),
        shift('b', '2026-01-31', [line('normal', 480, 1250, 1000, 10_000)]),
        shift('c', '2026-02-01', [line('normal', 480, 1250, 1000, 10_000)]),
      ],
      [{ adjustmentId: 'm', category: 'meal', amountCents: 1_500, reason: 'Dinner', effectiveDate: '2026-02-01' }],
      '2026-02-01',
    );
    expect(a.payLines.map((l) => [l.month, l.minutes, l.amountCents])).toEqual([
      ['2026-01', 960, 20_000],
      ['2026-02', 480, 10_000],
    ]);
    expect(a.cpfWages).toEqual([
      { month: '2026-01', ordinaryWageCents: 20_000, additionalWageCents: 0 },
      { month: '2026-02', ordinaryWageCents: 11_500, additionalWageCents: 0 },
    ]);
    // January already had S$400 in an earlier frozen run (employer S$68): January is now S$600 -> 17 % S$102 + 0.6 x S$100 = S$162
    // in all (S$60 employee), S$94 more of it now; February S$115 alone: employer 17 % = S$19.55 -> S$20.
    const earlier = (month: string) =>
      month === '2026-01' ? { ordinaryWageCents: 40_000, additionalWageCents: 0, employeeCpfCents: 0, employerCpfCents: 6_800, sdlCents: 200 } : NOTHING_EARLIER;
    const c = lineContributions(a.cpfWages, earlier, citizen());
    expect(c.parts).toEqual([
      { month: '2026-01', ordinaryWageCents: 20_000, additionalWageCents: 0, employeeCpfCents: 6_000, employerCpfCents: 3_400, sdlCents: 0 },
      { month: '2026-02', ordinaryWageCents: 11_500, additionalWageCents: 0, employeeCpfCents: 0, employerCpfCents: 2_000, sdlCents: 200 },
    ]);
    expect(c).toMatchObject({ employeeCpfCents: 6_000, employerCpfCents: 5_400, sdlCents: 200 });
    // Putting the whole week in February (the defect) would give CPF on S$315: employer S$54, nothing for January.
    expect(computeCpf({ month: '2026-02', dateOfBirth: '1990-01-15', status: 'citizen', ordinaryWageCents: 31_500 }).totalCents).toBe(5_400);
  });
});

describe('payRunRateLines: one line per rate, rounded once (issue #25)', () => {
  it("the audit's multi-rate worker: 16 h at S$12.00 and 8 h at S$18.00 are two basic lines, not 24 h at S$12.00", () => {
    const a = payRunLineAmounts(
      [
        shift('a', '2026-11-23', [line('normal', 480, 1200, 1000, 9_600)]),
        shift('b', '2026-11-24', [line('normal', 480, 1200, 1000, 9_600)]),
        shift('c', '2026-11-25', [line('normal', 480, 1800, 1000, 14_400)]),
      ],
      [],
      '2026-11-29',
    );
    expect(a.payLines.map((l) => [l.rateCents, l.minutes, l.amountCents])).toEqual([
      [1200, 960, 19_200],
      [1800, 480, 14_400],
    ]);
    expect(a.basicPayCents).toBe(33_600);
  });

  it("the audit's rounding: S$13.50 x 58.25 h is S$786.375 -> S$786.38 on one line (per-shift roundings added up gave S$786.40)", () => {
    // Seven shifts of 8 h 5 min (each 10,912.5 c -> 10,913 c) and one of 1 h 40 min (2,250 c): 3,495 min.
    const shifts = [
      ...Array.from({ length: 7 }, (_, k) => shift(`s${k}`, `2026-11-0${k + 1}`, [line('normal', 485, 1350, 1000, 10_913)])),
      shift('t', '2026-11-09', [line('normal', 100, 1350, 1000, 2_250)]),
    ];
    expect(shifts.reduce((s, x) => s + x.totalCents, 0)).toBe(78_641);
    const [only] = payRunLineAmounts(shifts, [], '2026-11-30').payLines;
    expect(only).toEqual({ month: '2026-11', kind: 'normal', rateCents: 1350, multiplier: 1000, minutes: 3_495, amountCents: 78_638 });
  });
});

describe('latestLawfulPaymentDates: Employment Act payment limits', () => {
  it("MOM's example: salary of 1-31 July 2015 is due by 7 August, overtime by 14 August; across a year end and 29 Feb", () => {
    expect(latestLawfulPaymentDates('2015-07-31')).toEqual({ salary: '2015-08-07', overtime: '2015-08-14' });
    expect(latestLawfulPaymentDates('2026-12-27')).toEqual({ salary: '2027-01-03', overtime: '2027-01-10' });
    expect(latestLawfulPaymentDates('2028-02-22')).toEqual({ salary: '2028-02-29', overtime: '2028-03-07' });
    expect(paidLate('2015-07-31', '2015-08-07')).toBe(false);
    expect(paidLate('2015-07-31', '2015-08-08')).toBe(true);
    expect(() => latestLawfulPaymentDates('31/07/2015')).toThrow();
  });
});
