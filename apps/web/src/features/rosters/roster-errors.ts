import { ROSTER_ERROR_CODES, type AssignmentWarning } from '@wf/shared/contracts/rosters/rosters';
import { ApiError } from '../../lib/api.ts';
import { TIME_GUARD_CODES } from '@wf/shared/domain/time-guards';
import { formatDateTime } from '@wf/shared/domain/format';
import { errorText } from '../../components/management/list/list-tools.tsx';
import type { TFunction } from '../../lib/i18n/index.ts';
import { REFUSAL_KEYS, WARNING_KEYS } from './labels.ts';

const CODE_KEYS: Record<string, string> = {
  ...REFUSAL_KEYS,
  ...WARNING_KEYS,
  [ROSTER_ERROR_CODES.rosterExists]: 'rosters.errors.rosterExists',
  [ROSTER_ERROR_CODES.rosterNotDraft]: 'rosters.errors.rosterNotDraft',
  [ROSTER_ERROR_CODES.rosterStatus]: 'rosters.errors.rosterStatus',
  [ROSTER_ERROR_CODES.staleVersion]: 'rosters.errors.staleVersion',
  [ROSTER_ERROR_CODES.shiftHasAssignments]: 'rosters.errors.shiftHasAssignments',
  [ROSTER_ERROR_CODES.shiftFull]: 'rosters.errors.shiftFull',
  [ROSTER_ERROR_CODES.alreadyAssigned]: 'rosters.errors.alreadyAssigned',
  [ROSTER_ERROR_CODES.attendanceLocked]: 'rosters.errors.attendanceLocked',
  [ROSTER_ERROR_CODES.attendanceLockState]: 'rosters.errors.attendanceLockState',
};

/** A roster answer's refusal as text in the user's language (the server's message for other errors). */
export function rosterErrorText(err: unknown, t: TFunction): string {
  if (err instanceof ApiError && err.code === TIME_GUARD_CODES.shiftNotStarted) {
    const opensAt = (err.current as { opensAt?: string } | undefined)?.opensAt;
    return t('rosters.timeGuard.notStarted', { at: formatDateTime(opensAt) });
  }
  if (err instanceof ApiError && CODE_KEYS[err.code]) return t(CODE_KEYS[err.code]!);
  // A break refused (longer than the time on site, or not a number of minutes) in the user's language.
  const breakRefused = err instanceof ApiError ? err.fields?.actualBreakMinutes : undefined;
  if (breakRefused) return t(breakRefused);
  return errorText(err, t);
}

/** The warnings of a 409 ASSIGNMENT_WARNINGS answer (null for any other answer). */
export function warningsOf(err: unknown): AssignmentWarning[] | null {
  if (!(err instanceof ApiError) || err.code !== ROSTER_ERROR_CODES.warnings) return null;
  const current = err.current as { warnings?: unknown } | undefined;
  const list = Array.isArray(current?.warnings) ? (current.warnings as string[]) : [];
  return list.filter((w): w is AssignmentWarning => w in WARNING_KEYS);
}

/** The existing roster's id of a 409 ROSTER_EXISTS answer. */
export function existingRosterId(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.code !== ROSTER_ERROR_CODES.rosterExists) return null;
  const id = (err.current as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : null;
}
