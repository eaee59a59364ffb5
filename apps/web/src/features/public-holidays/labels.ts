import type { HolidayFileProblem, HolidaySkipReason } from '@wf/shared/domain/public-holidays/holiday-import';
import { ApiError } from '../../lib/api.ts';
import type { TFunction } from '../../lib/i18n/translate.ts';
import { errorText } from '../../components/management/list/list-tools.tsx';

/** Weekday names, Sunday first (Date.getUTCDay order). */
export const WEEKDAY_KEYS = [
  'public-holidays.weekdays.sun',
  'public-holidays.weekdays.mon',
  'public-holidays.weekdays.tue',
  'public-holidays.weekdays.wed',
  'public-holidays.weekdays.thu',
  'public-holidays.weekdays.fri',
  'public-holidays.weekdays.sat',
] as const;

export const weekdayOf = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay();

export const SKIP_REASON_KEYS: Record<HolidaySkipReason, string> = {
  identical: 'public-holidays.import.reason.identical',
  invalidDate: 'public-holidays.import.reason.invalidDate',
  missingName: 'public-holidays.import.reason.missingName',
  nameTooLong: 'public-holidays.import.reason.nameTooLong',
  duplicateInFile: 'public-holidays.import.reason.duplicateInFile',
};

const FILE_PROBLEM_KEYS: Record<HolidayFileProblem, string> = {
  empty: 'public-holidays.import.problem.empty',
  tooLarge: 'public-holidays.import.problem.tooLarge',
  notText: 'public-holidays.import.problem.notText',
  notCalendar: 'public-holidays.import.problem.notCalendar',
  noEvents: 'public-holidays.import.problem.noEvents',
  noColumns: 'public-holidays.import.problem.noColumns',
  tooManyRows: 'public-holidays.import.problem.tooManyRows',
};

/** A refused file in words: the server names the problem in `fields.file`. */
export function fileProblemText(err: unknown, t: TFunction): string {
  const problem = err instanceof ApiError ? err.fields?.file : typeof err === 'string' ? err : undefined;
  const key = problem ? FILE_PROBLEM_KEYS[problem as HolidayFileProblem] : undefined;
  return key ? t(key) : errorText(err, t);
}
