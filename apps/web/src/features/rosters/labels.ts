import type { AssignmentRefusal, AssignmentWarning } from '@wf/shared/contracts/rosters/rosters';
import type { ShiftFill } from '@wf/shared/domain/rosters/staffing';

/** Text keys of the roster codes: labels, never internal codes. */

export const REFUSAL_KEYS: Record<AssignmentRefusal, string> = {
  WORKER_NOT_ACTIVE: 'rosters.refusal.WORKER_NOT_ACTIVE',
  WORKER_BLACKLISTED: 'rosters.refusal.WORKER_BLACKLISTED',
  DO_NOT_SEND: 'rosters.refusal.DO_NOT_SEND',
  CERTIFICATE_MISSING: 'rosters.refusal.CERTIFICATE_MISSING',
  OVERLAPPING_SHIFT: 'rosters.refusal.OVERLAPPING_SHIFT',
};

export const WARNING_KEYS: Record<AssignmentWarning, string> = {
  OVER_12_HOURS_DAY: 'rosters.warning.OVER_12_HOURS_DAY',
  REST_UNDER_8_HOURS: 'rosters.warning.REST_UNDER_8_HOURS',
  OVER_44_HOURS_WEEK: 'rosters.warning.OVER_44_HOURS_WEEK',
};

/** A refusal or warning code as text; an unknown code reads as "cannot be assigned". */
export function codeKey(code: string): string {
  return (
    (REFUSAL_KEYS as Record<string, string>)[code] ??
    (WARNING_KEYS as Record<string, string>)[code] ??
    'rosters.refusal.other'
  );
}

/** A shift's fill state in words (`ended_short` takes `count`: "Short by 1"). */
export const STAFFING_KEYS: Record<ShiftFill, string> = {
  under: 'rosters.staffing.under',
  replace: 'rosters.replacement.needed',
  ended_short: 'rosters.staffing.endedShort',
  full: 'rosters.staffing.full',
  over: 'rosters.staffing.over',
};
