import { describe, expect, it } from 'vitest';
import { computeCpf, computeSdl } from './cpf.ts';
import { cpfMonthOf, maySendBack, monthToDateContributions, payRunLineAmounts, payRunPeriod, type PayRunShiftItem } from './pay-run.ts';
import type { PayLine } from './shift-pay.ts';

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
      grossCents: 45_000,
    });
  });

  it('2. adjustments: allowances, transport and meals add up; positive corrections are other additions; every negative amount is a deduction', () => {
    const a = payRunLineAmounts(
      [shift('a', '2026-11-23', [line('normal', 480, 1200, 1000, 9_600)])],
      [
        { adjustmentId: '1', category: 'allowance', amountCents: 2_000, reason: 'Shift lead' },
        { adjustmentId: '2', category: 'transport', amountCents: 900, reason: 'Grab' },
        { adjustmentId: '3', category: 'meal', amountCents: 800, reason: 'Dinner' },
        { adjustmentId: '4', category: 'correction', amountCents: 1_500, reason: 'Clock-out missed' },
        { adjustmentId: '5', category: 'correction', amountCents: -300, reason: 'Paid twice' },
        { adjustmentId: '6', category: 'deduction', amountCents: -500, reason: 'Lost key' },
      ],
    );
    expect(a).toMatchObject({ basicPayCents: 9_600, allowanceCents: 3_700, otherAdditionCents: 1_500, deductionCents: 800 });
    // 96.00 + 37.00 + 15.00 - 8.00 = S$140.00
    expect(a.grossCents).toBe(14_000);
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
  const cpf = (wages: number) => computeCpf({ month: '2026-12', dateOfBirth: '1990-01-15', status: 'citizen', ordinaryWageCents: wages });
  const sdl = (wages: number) => computeSdl(wages, '2026-12');

  it('4. a monthly run with no earlier run takes the month: S$800 for a citizen aged 36 is S$160 employee, S$136 employer, S$2 SDL', () => {
    const c = monthToDateContributions(80_000, { grossCents: 0, employeeCpfCents: 0, employerCpfCents: 0, sdlCents: 0 }, cpf, sdl);
    expect(c).toEqual({ employeeCpfCents: 16_000, employerCpfCents: 13_600, sdlCents: 200 });
  });

  it('5. a second weekly run in the month pays the month-to-date CPF less what the first took', () => {
    // Week 1: S$400 alone is in the S$50-S$500 band: employer 17 % = S$68, no employee share.
    const week1 = monthToDateContributions(40_000, { grossCents: 0, employeeCpfCents: 0, employerCpfCents: 0, sdlCents: 0 }, cpf, sdl);
    expect(week1).toEqual({ employeeCpfCents: 0, employerCpfCents: 6_800, sdlCents: 200 });
    // Week 2: S$400 more makes S$800 for the month: S$160 + S$136 in all, S$68 of it paid already.
    const week2 = monthToDateContributions(
      40_000,
      { grossCents: 40_000, employeeCpfCents: week1.employeeCpfCents, employerCpfCents: week1.employerCpfCents, sdlCents: week1.sdlCents },
      cpf,
      sdl,
    );
    expect(week2).toEqual({ employeeCpfCents: 16_000, employerCpfCents: 6_800, sdlCents: 0 });
    // Together they are exactly the month's figures.
    expect(week1.employeeCpfCents + week2.employeeCpfCents).toBe(cpf(80_000).employeeCents);
    expect(week1.employerCpfCents + week2.employerCpfCents).toBe(cpf(80_000).employerCents);
  });

  it('6. without CPF (a foreigner or a contractor) only the levy, or nothing', () => {
    const none = { grossCents: 0, employeeCpfCents: 0, employerCpfCents: 0, sdlCents: 0 };
    expect(monthToDateContributions(80_000, none, () => null, sdl)).toEqual({ employeeCpfCents: 0, employerCpfCents: 0, sdlCents: 200 });
    expect(monthToDateContributions(80_000, none, () => null, () => 0)).toEqual({ employeeCpfCents: 0, employerCpfCents: 0, sdlCents: 0 });
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
