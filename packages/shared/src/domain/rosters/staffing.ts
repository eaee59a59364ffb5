/**
 * A shift's staffing as the board, the roster page, the list, the picker and the assignment rules
 * count it (issue 29): a worker who declined holds no place, so the places taken are the
 * assignments not declined, and a shift a decline left short needs a replacement, until it has
 * ended: an ended shift cannot be replaced any more, it was simply short.
 */

/** Places taken: every assignment but the declined ones. */
export const placesTaken = (assigned: number, declined: number): number => Math.max(0, assigned - declined);

/** The shift is over at `at`: its end instant has passed (the end itself counts as over). */
export const shiftEnded = (endsAt: Date | string, at: Date): boolean => new Date(endsAt).getTime() <= at.getTime();

/**
 * One word for a shift's staffing, the same on the board, the shift card and the picker:
 * - `over` / `full`: more / exactly as many places taken as the headcount;
 * - `ended_short`: the shift has ended short of its headcount (nothing to act on: "Short by 1");
 * - `replace`: not ended, and a decline left it short ("Needs replacement");
 * - `under`: not ended, short, and nobody declined ("Understaffed").
 * Without `endsAt` (a list row that does not carry it) the shift is taken as not ended.
 */
export type ShiftFill = 'over' | 'full' | 'under' | 'replace' | 'ended_short';

export interface FillFacts {
  headcount: number;
  /** Places taken (placesTaken). */
  filled: number;
  declined?: number;
  endsAt?: Date | string | null;
}

export function shiftFill(s: FillFacts, at: Date): ShiftFill {
  if (s.filled > s.headcount) return 'over';
  if (s.filled === s.headcount) return 'full';
  if (s.endsAt != null && shiftEnded(s.endsAt, at)) return 'ended_short';
  return (s.declined ?? 0) > 0 ? 'replace' : 'under';
}

/** Places still open: "Short by N" (0 when full or over). */
export const placesShort = (s: Pick<FillFacts, 'headcount' | 'filled'>): number => Math.max(0, s.headcount - s.filled);

/** A decline left a shift that has not ended short of its headcount: someone must be found in the declined worker's place. */
export const needsReplacement = (s: FillFacts, at: Date): boolean => shiftFill(s, at) === 'replace';
