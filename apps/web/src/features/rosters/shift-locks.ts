import type { ShiftRow } from '@wf/shared/contracts/rosters/rosters';
import { shiftPayLocked, shiftRemovable } from '@wf/shared/domain/rosters/shift-edits';
import type { TFunction } from '../../lib/i18n/index.ts';

/**
 * Why saving a change to a stored shift would be refused, before the user makes it (issue 29, item
 * 7; the rules are @wf/shared/domain/rosters/shift-edits, which the roster service refuses by):
 * `fixedWhy` for its position, times, break and rate (PAY_LOCKED), `removeWhy` for removing it
 * (PAY_LOCKED or SHIFT_HAS_ASSIGNMENTS). Null where the server would accept the change.
 */
export type ShiftLock = { fixedWhy: string | null; removeWhy: string | null };

export function shiftLock(s: Pick<ShiftRow, 'assignments' | 'filled'>, t: TFunction): ShiftLock {
  const paid = shiftPayLocked(s);
  return {
    fixedWhy: paid ? t('rosters.shifts.paidFixedWhy') : null,
    removeWhy: paid ? t('rosters.shifts.removePaidWhy') : shiftRemovable(s) ? null : t('rosters.shifts.removeStaffedWhy'),
  };
}

/** The locks of a roster's stored shifts by shift id (a new shift has none). */
export function shiftLocks(shifts: ReadonlyArray<Pick<ShiftRow, 'id' | 'assignments' | 'filled'>>, t: TFunction) {
  const locks = new Map(shifts.map((s) => [s.id, shiftLock(s, t)]));
  return (id: string | undefined): ShiftLock | undefined => (id ? locks.get(id) : undefined);
}
