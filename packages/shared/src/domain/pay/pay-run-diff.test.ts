import { describe, expect, it } from 'vitest';
import type { PayRunAdjustmentItem, PayRunRateLine } from './pay-run';
import { payRunLineChanges } from './pay-run-diff';

const line = (kind: PayRunRateLine['kind'], rateCents: number, minutes: number, amountCents: number, multiplier = 1000): PayRunRateLine => ({
  month: '2027-03',
  kind,
  rateCents,
  multiplier,
  minutes,
  amountCents,
});
const adj = (id: string, amountCents: number): PayRunAdjustmentItem => ({ adjustmentId: id, category: 'allowance', amountCents, reason: `r${id}` });

describe('payRunLineChanges', () => {
  it('lists only what differs: a changed line, a new one, a gone one, by month, kind, rate and multiplier', () => {
    const before = { payLines: [line('normal', 1200, 480, 9_600), line('normal', 1800, 240, 7_200), line('rest_day', 1200, 60, 1_800, 1500)], adjustments: [] };
    const after = { payLines: [line('normal', 1200, 540, 10_800), line('normal', 1800, 240, 7_200), line('overtime', 1200, 60, 1_800, 1500)], adjustments: [] };
    expect(payRunLineChanges(before, after)).toEqual([
      { part: 'pay', kind: 'normal', month: '2027-03', rateCents: 1200, multiplier: 1000, beforeMinutes: 480, afterMinutes: 540, beforeCents: 9_600, afterCents: 10_800 },
      { part: 'pay', kind: 'overtime', month: '2027-03', rateCents: 1200, multiplier: 1500, beforeMinutes: null, afterMinutes: 60, beforeCents: null, afterCents: 1_800 },
      { part: 'pay', kind: 'rest_day', month: '2027-03', rateCents: 1200, multiplier: 1500, beforeMinutes: 60, afterMinutes: null, beforeCents: 1_800, afterCents: null },
    ]);
  });

  it('adjustments by id: added, changed, removed; an unchanged one is not listed', () => {
    const before = { payLines: [], adjustments: [adj('a', 500), adj('b', 700), adj('c', 100)] };
    const after = { payLines: [], adjustments: [adj('a', 500), adj('b', 900), adj('d', -200)] };
    expect(payRunLineChanges(before, after).map((c) => [c.part === 'adjustment' && c.adjustmentId, c.beforeCents, c.afterCents])).toEqual([
      ['b', 700, 900],
      ['d', null, -200],
      ['c', 100, null],
    ]);
  });

  it('a worker added or removed: every line on one side only; the same line twice: nothing', () => {
    const one = { payLines: [line('normal', 1000, 60, 1_000)], adjustments: [adj('a', 5)] };
    expect(payRunLineChanges(null, one)).toHaveLength(2);
    expect(payRunLineChanges(one, null).every((c) => c.afterCents === null)).toBe(true);
    expect(payRunLineChanges(one, structuredClone(one))).toEqual([]);
  });
});
