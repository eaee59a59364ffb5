import { describe, expect, it } from 'vitest';
import { allocateCents, employmentCostCents, marginAfterCostsCents, shiftExtras } from './employment-cost.ts';
import { marginBasisPoints } from './report-figures.ts';

describe('allocateCents: a sum split in proportion, exactly to the cent', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [3, 1], [8, 2]],
    [1, [1, 1, 1], [1, 0, 0]],
    // 0.5, 1, 0.5: the tie between the halves goes to the earlier.
    [2, [1, 2, 1], [1, 1, 0]],
    [-5, [1, 1], [-3, -2]],
    [7, [0, 0], [4, 3]],
    [0, [5, 9], [0, 0]],
    [1125, [9600, 4800], [750, 375]],
  ])('%d over %j -> %j', (total, weights, want) => {
    const got = allocateCents(total, weights);
    expect(got).toEqual(want);
    expect(got.reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('the largest remainder gets the odd cent, not the first part', () => {
    // 10 over [1, 2]: exact 3.33 and 6.67 -> 3 and 7.
    expect(allocateCents(10, [1, 2])).toEqual([3, 7]);
  });

  it('large sums do not lose cents (BigInt inside)', () => {
    const parts = allocateCents(987_654_321, [123_456_789, 987_654_321, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(987_654_321);
  });

  it('refuses what cannot be split', () => {
    expect(() => allocateCents(1, [])).toThrow(RangeError);
    expect(() => allocateCents(1.5, [1])).toThrow(RangeError);
    expect(() => allocateCents(1, [-1, 2])).toThrow(RangeError);
    expect(allocateCents(0, [])).toEqual([]);
  });
});

describe('employment cost and margin of shifts (decision 019, Margin)', () => {
  it('worked example: one worker, two shifts on two clients, an allowance, a deduction, employer CPF and SDL', () => {
    // Line: shifts paid S$96.00 (client A) and S$48.00 (client B); a S$15.00 allowance, S$3.00
    // reimbursed transport, a S$6.00 deduction; employer CPF S$24.48 (17% of S$144.00); SDL S$2.00 (the minimum).
    const extras = shiftExtras(
      {
        allowanceCents: 1500,
        otherAdditionCents: 0,
        reimbursementCents: 300,
        deductionCents: 600,
        employerCpfCents: 2448,
        sdlCents: 200,
      },
      [9600, 4800],
    );
    // Adjustments +12.00 split 2:1 -> 8.00 / 4.00; CPF 24.48 -> 16.32 / 8.16; SDL 2.00 -> 1.33 / 0.67 (odd cent to the larger remainder).
    expect(extras).toEqual([
      { adjustmentsCents: 800, employerCpfCents: 1632, sdlCents: 133 },
      { adjustmentsCents: 400, employerCpfCents: 816, sdlCents: 67 },
    ]);
    // Costs: 96.00 + 8.00 + 16.32 + 1.33 = 121.65 and 48.00 + 4.00 + 8.16 + 0.67 = 60.83; the line's 182.48 in all.
    expect(employmentCostCents(9600, extras[0]!)).toBe(12_165);
    expect(employmentCostCents(4800, extras[1]!)).toBe(6083);
    expect(12_165 + 6083).toBe(9600 + 4800 + 1500 + 300 - 600 + 2448 + 200);
    // Billed at S$15/h for 8 h and 4 h: S$120.00 and S$60.00. Margin -1.65 and -0.83: this worker costs more than they bill.
    expect(marginAfterCostsCents(12_000, 9600, extras[0]!)).toBe(-165);
    expect(marginAfterCostsCents(6000, 4800, extras[1]!)).toBe(-83);
    // Without the extras the spread was S$24.00 + S$12.00 = 20% of the bill; after them the margin is negative.
    expect(marginBasisPoints(18_000 - 14_400, 18_000)).toBe(2000);
    expect(marginBasisPoints(-165 - 83, 18_000)).toBe(-138);
  });

  it('a deduction larger than the additions lowers the cost; a line with no pay spreads its extras equally', () => {
    const extras = shiftExtras(
      {
        allowanceCents: 0,
        otherAdditionCents: 0,
        reimbursementCents: 0,
        deductionCents: 1001,
        employerCpfCents: 0,
        sdlCents: 200,
      },
      [0, 0],
    );
    expect(extras).toEqual([
      { adjustmentsCents: -501, employerCpfCents: 0, sdlCents: 100 },
      { adjustmentsCents: -500, employerCpfCents: 0, sdlCents: 100 },
    ]);
  });
});
