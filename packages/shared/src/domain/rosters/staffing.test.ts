import { describe, expect, it } from 'vitest';
import { needsReplacement, placesTaken } from './staffing.ts';

describe('shift staffing (issue 29)', () => {
  it('a declined worker holds no place: 2 assigned, 1 declined = 1 place taken', () => {
    expect(placesTaken(2, 1)).toBe(1);
    expect(placesTaken(2, 0)).toBe(2);
    expect(placesTaken(0, 0)).toBe(0);
  });

  it('needs a replacement only when a decline left the shift short', () => {
    // 2 places, 2 assigned, 1 declined: 1/2, short.
    expect(needsReplacement({ headcount: 2, filled: 1, declined: 1 })).toBe(true);
    // The replacement found: 2/2 again, the decline stays on record.
    expect(needsReplacement({ headcount: 2, filled: 2, declined: 1 })).toBe(false);
    // Short but nobody declined: understaffed, not a replacement.
    expect(needsReplacement({ headcount: 2, filled: 1, declined: 0 })).toBe(false);
  });
});
