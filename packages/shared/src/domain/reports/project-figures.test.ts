import { describe, expect, it } from 'vitest';
import { fillRateBasisPoints, staffingByDay, staffingTotals } from './project-figures.ts';

describe('project dashboard staffing figures', () => {
  it('counts places taken without the declined workers, and the answers awaited', () => {
    const t = staffingTotals([
      { headcount: 3, filled: 3, confirmed: 1, declined: 1 },
      { headcount: 2, filled: 2, confirmed: 2, declined: 0 },
    ]);
    expect(t).toEqual({
      shifts: 2,
      headcount: 5,
      places: 4,
      confirmed: 3,
      declined: 1,
      pending: 1,
      short: 1,
      fillRateBasisPoints: 8000,
    });
  });

  it('an overfilled shift counts up to its headcount in the fill rate', () => {
    const t = staffingTotals([
      { headcount: 2, filled: 3, confirmed: 0, declined: 0 },
      { headcount: 2, filled: 0, confirmed: 0, declined: 0 },
    ]);
    expect(t.places).toBe(2);
    expect(t.fillRateBasisPoints).toBe(5000);
    expect(t.short).toBe(1);
    expect(t.pending).toBe(3);
  });

  it('no shifts: no fill rate', () => {
    expect(staffingTotals([])).toMatchObject({ shifts: 0, headcount: 0, fillRateBasisPoints: null });
  });

  it('rounds the rate half up to a basis point', () => {
    expect(fillRateBasisPoints(1, 3)).toBe(3333);
    expect(fillRateBasisPoints(2, 3)).toBe(6667);
    expect(fillRateBasisPoints(0, 4)).toBe(0);
    expect(fillRateBasisPoints(4, 4)).toBe(10000);
  });

  it('per day: every day of the range, a day without shifts empty, shifts outside the range left out', () => {
    const days = staffingByDay(
      ['2026-11-23', '2026-11-24', '2026-11-25'],
      [
        { date: '2026-11-23', headcount: 3, filled: 3, confirmed: 1, declined: 1 },
        { date: '2026-11-23', headcount: 2, filled: 1, confirmed: 1, declined: 0 },
        { date: '2026-11-25', headcount: 4, filled: 4, confirmed: 4, declined: 0 },
        { date: '2026-11-30', headcount: 9, filled: 0, confirmed: 0, declined: 0 },
      ],
    );
    expect(days).toEqual([
      // 2 of 3 places (one declined) and 1 of 2: 3 of 5 = 60%, both shifts short.
      { date: '2026-11-23', shifts: 2, headcount: 5, places: 3, short: 2, fillRateBasisPoints: 6000 },
      { date: '2026-11-24', shifts: 0, headcount: 0, places: 0, short: 0, fillRateBasisPoints: null },
      { date: '2026-11-25', shifts: 1, headcount: 4, places: 4, short: 0, fillRateBasisPoints: 10000 },
    ]);
  });
});
