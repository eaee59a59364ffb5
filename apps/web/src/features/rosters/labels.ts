import type {
  AssignmentRefusal,
  AssignmentWarning,
  AttendanceStatus,
  ConfirmationState,
  RosterStatus,
} from '@wf/shared/contracts/rosters/rosters';
import type { Staffing } from './roster-dates.ts';

/** Text keys of the roster codes: labels, never internal codes. */

export const ROSTER_STATUS_KEYS: Record<RosterStatus, string> = {
  draft: 'rosters.status.draft',
  published: 'rosters.status.published',
};

export const ROSTER_STATUS_COLORS: Record<RosterStatus, 'default' | 'success'> = {
  draft: 'default',
  published: 'success',
};

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

export const CONFIRMATION_KEYS: Record<ConfirmationState, string> = {
  none: 'rosters.confirmation.none',
  confirmed: 'rosters.confirmation.confirmed',
  declined: 'rosters.confirmation.declined',
};

export const CONFIRMATION_COLORS: Record<ConfirmationState, 'default' | 'success' | 'error'> = {
  none: 'default',
  confirmed: 'success',
  declined: 'error',
};

export const ATTENDANCE_STATUS_KEYS: Record<AttendanceStatus, string> = {
  on_time: 'rosters.attendance.status.on_time',
  late: 'rosters.attendance.status.late',
  left_early: 'rosters.attendance.status.left_early',
  no_show: 'rosters.attendance.status.no_show',
};

export const ATTENDANCE_STATUS_COLORS: Record<AttendanceStatus, 'success' | 'warning' | 'error'> = {
  on_time: 'success',
  late: 'warning',
  left_early: 'warning',
  no_show: 'error',
};

export const STAFFING_KEYS: Record<Staffing, string> = {
  under: 'rosters.staffing.under',
  full: 'rosters.staffing.full',
  over: 'rosters.staffing.over',
};
