/**
 * What the roster's shift editor may change on a shift that already exists (issue #26 item 6, issue
 * 29 item 7). The roster service refuses by these rules (`updateRoster`) and the editor disables
 * by them, so the two cannot disagree:
 * - a shift whose pay is locked in a pay run (hr-confirmed, approved or paid) keeps its position,
 *   times, break and rate (409 PAY_LOCKED); its places (headcount) and notes may change;
 * - a shift on which a worker holds a place cannot be removed (409 SHIFT_HAS_ASSIGNMENTS).
 * Recorded attendance alone refuses no change here (it blocks swapping and unassigning its worker).
 */

/** The fields of a paid shift that stay as they were paid. */
export const PAID_SHIFT_FIXED = ['positionId', 'start', 'end', 'breakMinutes', 'payRateCentsOverride'] as const;
export type PaidShiftField = (typeof PAID_SHIFT_FIXED)[number];

type FixedFields = { positionId: string; start: string; end: string; breakMinutes: number; payRateCentsOverride: number | null };

/** The fixed fields that differ between a shift as stored and as sent ("HH:MM" times on the roster's date). */
export function paidShiftChanges(before: FixedFields, after: FixedFields): PaidShiftField[] {
  return PAID_SHIFT_FIXED.filter((f) => before[f] !== after[f]);
}

/** A shift's pay is locked when the payment of any of its assignments is locked in a pay run. */
export const shiftPayLocked = (s: { assignments: ReadonlyArray<{ payLocked: boolean }> }): boolean =>
  s.assignments.some((a) => a.payLocked);

/** A shift may be removed from its roster only while no worker holds a place on it (declined workers hold none). */
export const shiftRemovable = (s: { filled: number }): boolean => s.filled === 0;
