/**
 * A shift's staffing as the board, the roster page, the list and the assignment rules count it
 * (issue 29): a worker who declined holds no place, so the places taken are the assignments
 * not declined, and a shift a decline left short needs a replacement.
 */

/** Places taken: every assignment but the declined ones. */
export const placesTaken = (assigned: number, declined: number): number => Math.max(0, assigned - declined);

/** A decline left the shift short of its headcount: someone must be found in the declined worker's place. */
export const needsReplacement = (s: { headcount: number; filled: number; declined: number }): boolean =>
  s.declined > 0 && s.filled < s.headcount;
