import { describe, expect, it } from 'vitest';
import {
  dueDate,
  gstCents,
  sortStatementLines,
  statementNumberText,
  statementTotals,
  type StatementLine,
} from './billing-statement.ts';

const line = (
  project: string,
  position: string,
  dayKind: StatementLine['dayKind'],
  billCents: number,
): StatementLine => ({
  projectId: project,
  project,
  position,
  dayKind,
  shifts: 1,
  minutes: 480,
  billCents,
});

describe('billing statement figures', () => {
  it('GST at 9% rounds half up to the cent, once on the subtotal', () => {
    expect(gstCents(10000, 900)).toBe(900); // S$100.00 -> S$9.00
    expect(gstCents(10005, 900)).toBe(900); // 900.45 -> 900
    expect(gstCents(10006, 900)).toBe(901); // 900.54 -> 901
    expect(gstCents(50, 900)).toBe(5); // 4.5 -> 5 (half up)
    expect(gstCents(0, 900)).toBe(0);
    expect(gstCents(-10006, 900)).toBe(-901);
    expect(() => gstCents(1.5, 900)).toThrow(RangeError);
  });

  it('subtotal is the lines, GST only when registered, total = subtotal + GST', () => {
    // Three lines whose GST one by one would be 1+1+1 = 3 cents (0.54 each -> 1); on the subtotal 1.62 -> 2.
    const lines = [line('A', 'Usher', 'normal', 6), line('A', 'Usher', 'rest_day', 6), line('B', 'Chef', 'normal', 6)];
    expect(statementTotals(lines, 900)).toEqual({
      subtotalCents: 18,
      gstBasisPoints: 900,
      gstCents: 2,
      totalCents: 20,
    });
    expect(statementTotals(lines, null)).toEqual({
      subtotalCents: 18,
      gstBasisPoints: null,
      gstCents: 0,
      totalCents: 18,
    });
    expect(statementTotals([line('A', 'Usher', 'normal', 123456)], 900)).toEqual({
      subtotalCents: 123456,
      gstBasisPoints: 900,
      gstCents: 11111, // 11111.04
      totalCents: 134567,
    });
  });

  it('orders lines by project, position, then normal, rest day, public holiday', () => {
    const sorted = sortStatementLines([
      line('B', 'Chef', 'normal', 1),
      line('A', 'Usher', 'public_holiday', 2),
      line('A', 'Usher', 'normal', 3),
      line('A', 'Chef', 'rest_day', 4),
    ]);
    expect(sorted.map((l) => l.billCents)).toEqual([4, 3, 2, 1]);
  });

  it('numbers and due dates', () => {
    expect(statementNumberText(7)).toBe('BS-000007');
    expect(dueDate('2026-11-30', 30)).toBe('2026-12-30');
    expect(dueDate('2027-01-31', 30)).toBe('2027-03-02');
    expect(dueDate('2026-02-28', 0)).toBe('2026-02-28');
  });
});
