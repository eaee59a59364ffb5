import { describe, expect, it } from 'vitest';
import { needsReplacement, placesShort, placesTaken, shiftEnded, shiftFill } from './staffing.ts';

// Monday 23 Nov 2026, 07:00–15:00 Singapore = 23:00 (22 Nov) – 07:00 UTC.
const ENDS = '2026-11-23T07:00:00.000Z';
const DURING = new Date('2026-11-23T03:00:00.000Z'); // 11:00 SGT, the shift running
const AFTER = new Date('2026-11-29T03:00:00.000Z'); // six days later

describe('shift staffing (issue 29)', () => {
  it('a declined worker holds no place: 2 assigned, 1 declined = 1 place taken', () => {
    expect(placesTaken(2, 1)).toBe(1);
    expect(placesTaken(2, 0)).toBe(2);
    expect(placesTaken(0, 0)).toBe(0);
  });

  it('needs a replacement only when a decline left a shift not yet ended short', () => {
    // 2 places, 2 assigned, 1 declined: 1/2, short, still running.
    expect(needsReplacement({ headcount: 2, filled: 1, declined: 1, endsAt: ENDS }, DURING)).toBe(true);
    // The replacement found: 2/2 again, the decline stays on record.
    expect(needsReplacement({ headcount: 2, filled: 2, declined: 1, endsAt: ENDS }, DURING)).toBe(false);
    // Short but nobody declined: understaffed, not a replacement.
    expect(needsReplacement({ headcount: 2, filled: 1, declined: 0, endsAt: ENDS }, DURING)).toBe(false);
    // The same shift six days later: it ended short, nobody can replace anyone on it any more.
    expect(needsReplacement({ headcount: 2, filled: 1, declined: 1, endsAt: ENDS }, AFTER)).toBe(false);
  });

  it('a shift has ended from its end instant on', () => {
    expect(shiftEnded(ENDS, new Date('2026-11-23T06:59:59.999Z'))).toBe(false);
    expect(shiftEnded(ENDS, new Date(ENDS))).toBe(true);
    expect(shiftEnded(new Date(ENDS), AFTER)).toBe(true);
  });

  it('one word per shift, the same on the board, the card and the picker', () => {
    const s = { headcount: 2, endsAt: ENDS };
    expect(shiftFill({ ...s, filled: 3, declined: 0 }, DURING)).toBe('over');
    expect(shiftFill({ ...s, filled: 2, declined: 1 }, AFTER)).toBe('full');
    expect(shiftFill({ ...s, filled: 1, declined: 1 }, DURING)).toBe('replace');
    expect(shiftFill({ ...s, filled: 1, declined: 0 }, DURING)).toBe('under');
    // Ended: short either way, with or without a decline.
    expect(shiftFill({ ...s, filled: 1, declined: 1 }, AFTER)).toBe('ended_short');
    expect(shiftFill({ ...s, filled: 0, declined: 0 }, AFTER)).toBe('ended_short');
    // No end known (a list row): never taken as ended.
    expect(shiftFill({ headcount: 2, filled: 1 }, AFTER)).toBe('under');
    expect(placesShort({ headcount: 2, filled: 0 })).toBe(2);
    expect(placesShort({ headcount: 2, filled: 3 })).toBe(0);
  });
});
