/**
 * The roster rules as pure functions of their facts, used by the roster pages' one-row services and
 * by their batch forms (the roster import, decision 023): one implementation of each rule, whatever
 * the number of rows.
 */
import {
  actualBreakProblem,
  assignmentWarnings,
  computeAttendance,
  overlaps,
  parseTimeOfDay,
  placeClockTime,
  type AttendanceResult,
  type WarningCode,
  type WorkedShift,
} from './roster-rules.ts';

export type RefusalCode =
  | 'WORKER_NOT_ACTIVE'
  | 'WORKER_BLACKLISTED'
  | 'DO_NOT_SEND'
  | 'CERTIFICATE_MISSING'
  | 'OVERLAPPING_SHIFT';

/** What the assignment rules know of a worker for one shift. */
export type AssignmentFacts = {
  status: string;
  /** On the shift's client's do-not-send list. */
  doNotSend: boolean;
  /** How many of the shift's required certificate types the worker holds valid on its date. */
  certificatesHeld: number;
  certificatesRequired: number;
  /** The worker's other shifts in the rule window (ruleWindow), this shift left out. */
  others: readonly WorkedShift[];
};

/**
 * Every rule for putting a worker on a shift (docs/product/life-cycles.md#rosters-and-assignments): refusals (blacklisted,
 * not active, the client's do-not-send list, a required certificate missing, an overlapping shift)
 * and warnings (over 12 h on the day, under 8 h rest, over 44 h in the week; overlapping shifts
 * are left out of the warnings, they are a refusal).
 */
export function assignmentVerdict(
  f: AssignmentFacts,
  candidate: WorkedShift,
): { refusals: RefusalCode[]; warnings: WarningCode[] } {
  const refusals: RefusalCode[] = [];
  if (f.status === 'blacklisted') refusals.push('WORKER_BLACKLISTED');
  else if (f.status !== 'active') refusals.push('WORKER_NOT_ACTIVE');
  if (f.doNotSend) refusals.push('DO_NOT_SEND');
  if (f.certificatesHeld < f.certificatesRequired) refusals.push('CERTIFICATE_MISSING');
  if (f.others.some((o) => overlaps(o, candidate))) refusals.push('OVERLAPPING_SHIFT');
  const warnings = assignmentWarnings(
    candidate,
    f.others.filter((o) => !overlaps(o, candidate)),
  );
  return { refusals, warnings };
}

/** A certificate as the rule reads it: valid on a date when issued by then and not expired before it. */
export function certificateValidOn(c: { issueDate: string | null; expiryDate: string | null }, date: string): boolean {
  return (c.expiryDate === null || c.expiryDate >= date) && (c.issueDate === null || c.issueDate <= date);
}

/** The shift an attendance is recorded against. */
export type AttendanceShift = { date: string; startsAt: Date; endsAt: Date; breakMinutes: number };

/** One attendance as entered: clock times "HH:MM" (clock-in null: a no-show); actualBreak null = the rostered break. */
export type AttendanceEntry = { clockIn: string | null; clockOut: string | null; actualBreak: number | null };

/**
 * The stored form of one attendance (clock instants placed near the shift, paid times, status), or
 * the break problem ('validation.breakTooLong') when the break taken is longer than the time on site.
 */
export function attendanceValues(
  a: AttendanceShift,
  e: AttendanceEntry,
  step: number,
):
  | { problem: string }
  | {
      problem: null;
      clockInAt: Date | null;
      clockOutAt: Date | null;
      actualBreak: number | null;
      result: AttendanceResult;
    } {
  const clockInAt = e.clockIn === null ? null : placeClockTime(a.date, parseTimeOfDay(e.clockIn)!, a.startsAt);
  const clockOutAt =
    e.clockOut === null || clockInAt === null
      ? null
      : placeClockTime(a.date, parseTimeOfDay(e.clockOut)!, a.endsAt, clockInAt);
  const actualBreak = clockInAt === null ? null : e.actualBreak;
  const problem = actualBreakProblem(actualBreak, clockInAt, clockOutAt);
  if (problem) return { problem };
  const result = computeAttendance({
    rosteredStart: a.startsAt,
    rosteredEnd: a.endsAt,
    breakMinutes: a.breakMinutes,
    actualBreakMinutes: actualBreak,
    clockIn: clockInAt,
    clockOut: clockOutAt,
    step,
  });
  return { problem: null, clockInAt, clockOutAt, actualBreak, result };
}
