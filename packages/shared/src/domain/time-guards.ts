/**
 * What may not happen before its time (issue 29): attendance for a shift that has not started,
 * and a pay run confirmed, approved or paid while its period is still running. Each guard
 * answers null (allowed) or the refusal with the moment it becomes allowed, so the page can say
 * why and when. "Now" is the caller's (the one clock, domain/clock.ts); dates are Singapore dates.
 */
import { addDays } from './rosters/roster-rules.ts';

export const TIME_GUARD_CODES = {
  /** 409: attendance for a shift that has not started (error.current: { opensAt: ISO instant }). */
  shiftNotStarted: 'SHIFT_NOT_STARTED',
  /** 409: a pay run step before its period has ended (error.current: { periodEnd, opensOn: dates }). */
  periodNotOver: 'PAY_RUN_PERIOD_NOT_OVER',
  /** 409: a pay run with no workers cannot be confirmed. */
  emptyRun: 'PAY_RUN_EMPTY',
} as const;

/** Attendance opens when the shift starts: null once it has, else the instant it opens. */
export function attendanceNotYet(shiftStartsAt: Date, at: Date): { opensAt: Date } | null {
  return at.getTime() >= shiftStartsAt.getTime() ? null : { opensAt: shiftStartsAt };
}

/**
 * A pay run may be confirmed, approved and paid from the day after its period ends (Singapore
 * dates): null then, else the first day it may.
 */
export function periodNotOver(periodEnd: string, today: string): { periodEnd: string; opensOn: string } | null {
  return today > periodEnd ? null : { periodEnd, opensOn: addDays(periodEnd, 1) };
}
