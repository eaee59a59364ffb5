/** The enumerations of rosters, assignments and attendance (docs/product/life-cycles.md#rosters-and-assignments). */
import { defineEnum, type EnumValue } from './define-enum.ts';

export const ROSTER_STATUS = defineEnum('roster_status', ['draft', 'published'], {
  labels: { draft: 'Draft', published: 'Published' },
  keys: 'rosters.status',
  colours: { draft: 'default', published: 'success' },
});
export type RosterStatus = EnumValue<typeof ROSTER_STATUS>;

/** The answers of a mailed confirmation link (roster_confirm_tokens.answer). */
export const CONFIRM_ANSWER = defineEnum('confirm_answer', ['confirmed', 'declined'], {
  labels: { confirmed: 'Confirmed', declined: 'Declined' },
  keys: 'rosters.confirmation',
  colours: { confirmed: 'success', declined: 'error' },
});
export type ConfirmAnswer = EnumValue<typeof CONFIRM_ANSWER>;

/** A worker's answer to an assignment (the mailed confirmation link, or staff on their behalf): none yet, or one of CONFIRM_ANSWER. */
export const CONFIRMATION = defineEnum('confirmation', ['none', ...CONFIRM_ANSWER.values], {
  labels: { none: 'No answer', ...CONFIRM_ANSWER.labels },
  keys: 'rosters.confirmation',
  colours: { none: 'default', ...CONFIRM_ANSWER.colours! },
});
export type ConfirmationState = EnumValue<typeof CONFIRMATION>;

export const ATTENDANCE_STATUS = defineEnum('attendance_status', ['on_time', 'late', 'left_early', 'no_show'], {
  labels: { on_time: 'On time', late: 'Late', left_early: 'Left early', no_show: 'No-show' },
  keys: 'rosters.attendance.status',
  colours: { on_time: 'success', late: 'warning', left_early: 'warning', no_show: 'error' },
});
export type AttendanceStatus = EnumValue<typeof ATTENDANCE_STATUS>;

/** Who asked for a part-time employee's work on a rest day (decision 026): it decides the minimum pay. */
export const REST_DAY_WORK_AT = defineEnum('rest_day_work_at', ['employer', 'employee'], {
  labels: { employer: 'The employer', employee: 'The worker (own request)' },
  keys: 'rosters.attendance.restDayAsk',
});
export type RestDayWorkAt = EnumValue<typeof REST_DAY_WORK_AT>;

/**
 * Why a no-show was excused (decision 026; Employment Act s.88(3): an absence with the employer's
 * prior consent or a reasonable excuse does not forfeit a neighbouring public holiday's pay). A
 * medical certificate is the reasonable excuse the attendance sheet names on its own (the attendance
 * record has no leave of its own).
 */
export const ABSENCE_EXCUSE = defineEnum('absence_excuse', ['employer_consent', 'medical_certificate', 'other_reasonable_excuse'], {
  labels: {
    employer_consent: "With the employer's consent",
    medical_certificate: 'Medical certificate (sick)',
    other_reasonable_excuse: 'Other reasonable excuse',
  },
  keys: 'rosters.attendance.excuse.kinds',
});
