import { ACCOUNT_STATUS, ROLE } from '@wf/shared/enums/accounts';
import { ApiError } from '../../lib/api.ts';
import type { TFunction } from '../../lib/i18n/index.ts';

/** The roles as select options. */
export const roleOptions = (t: TFunction) => ROLE.values.map((r) => ({ value: r, label: t(ROLE.key(r)) }));
/** The account statuses as select options. */
export const statusOptions = (t: TFunction) => ACCOUNT_STATUS.values.map((s) => ({ value: s, label: t(ACCOUNT_STATUS.key(s)) }));

/** The server's message of a refusal, or "could not reach the server". */
export function errorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return t('admin.serverUnreachable');
}

/** The one date formatter (Singapore time): @wf/shared/domain/format. */
export { formatDate, formatDateTime } from '@wf/shared/domain/format';
