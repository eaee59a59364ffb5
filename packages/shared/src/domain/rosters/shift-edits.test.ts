import { describe, expect, it } from 'vitest';
import { paidShiftChanges, shiftPayLocked, shiftRemovable } from './shift-edits.ts';

const SHIFT = { positionId: 'p1', start: '09:00', end: '17:00', breakMinutes: 60, payRateCentsOverride: null };

describe('what the shift editor may change (issue 29 item 7)', () => {
  it('a paid shift: position, start, end, break and rate are fixed; nothing else counts as a change of them', () => {
    expect(paidShiftChanges(SHIFT, { ...SHIFT })).toEqual([]);
    expect(paidShiftChanges(SHIFT, { ...SHIFT, end: '18:00' })).toEqual(['end']);
    expect(paidShiftChanges(SHIFT, { ...SHIFT, positionId: 'p2', breakMinutes: 30 })).toEqual(['positionId', 'breakMinutes']);
    // An override of S$13.50 where there was none is a new rate.
    expect(paidShiftChanges(SHIFT, { ...SHIFT, payRateCentsOverride: 1350 })).toEqual(['payRateCentsOverride']);
    expect(paidShiftChanges(SHIFT, { ...SHIFT, start: '08:00', end: '16:00' })).toEqual(['start', 'end']);
  });

  it('the pay of a shift is locked when any one of its workers is paid in a run', () => {
    expect(shiftPayLocked({ assignments: [] })).toBe(false);
    expect(shiftPayLocked({ assignments: [{ payLocked: false }, { payLocked: true }] })).toBe(true);
    expect(shiftPayLocked({ assignments: [{ payLocked: false }] })).toBe(false);
  });

  it('a shift is removable while nobody holds a place: 0 of 2 taken yes, 1 of 2 no', () => {
    expect(shiftRemovable({ filled: 0 })).toBe(true);
    expect(shiftRemovable({ filled: 1 })).toBe(false);
  });
});
