import { describe, expect, it } from 'vitest';
import { fillRateBasisPoints, staffingTotals } from './project-figures.ts';

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
});
