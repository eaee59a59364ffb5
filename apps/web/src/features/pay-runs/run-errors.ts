import { ApiError } from '../../lib/api.ts';
import { errorText } from '../../components/management/list/list-tools.tsx';
import type { TFunction } from '../../lib/i18n/index.ts';
import { PAY_RUN_ERRORS as C } from '@wf/shared/contracts/pay-runs/pay-runs';
import { PAYROLL_FILE_ERRORS } from '@wf/shared/contracts/payroll-files/payroll-files';
import { TIME_GUARD_CODES } from '@wf/shared/domain/time-guards';
import { formatDate } from '@wf/shared/domain/format';

/** The pay runs' refusals (409s) by their code, never by the server's message text. */
const CODE_KEYS: Record<string, string> = {
  [C.overlap]: 'pay-runs.errors.overlap',
  [C.wrongState]: 'pay-runs.errors.wrongState',
  [C.paid]: 'pay-runs.errors.paid',
  [C.missingBank]: 'pay-runs.errors.missingBank',
  [C.staleVersion]: 'pay-runs.errors.stale',
  [C.lateReason]: 'pay-runs.errors.lateReason',
  [PAYROLL_FILE_ERRORS.notReady]: 'pay-runs.errors.bankFileNotReady',
};

/** A pay run answer's refusal in the user's language (the one error text for anything else). */
export function runErrorText(err: unknown, t: TFunction): string {
  if (err instanceof ApiError && err.code === TIME_GUARD_CODES.periodNotOver) {
    const c = err.current as { periodEnd?: string; opensOn?: string } | undefined;
    return t('pay-runs.guards.notOverAny', { end: formatDate(c?.periodEnd), from: formatDate(c?.opensOn) });
  }
  if (err instanceof ApiError && err.code === TIME_GUARD_CODES.emptyRun) return t('pay-runs.guards.empty');
  if (err instanceof ApiError && CODE_KEYS[err.code]) return t(CODE_KEYS[err.code]!);
  return errorText(err, t);
}

/** The id of the run that already covers the period, from a 409 overlap answer. */
export function overlappingRunId(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.code !== C.overlap) return null;
  const id = (err.current as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : null;
}
