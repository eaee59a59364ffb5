import { ACCOUNT_STATUSES, ROLES, type AccountStatus, type Role } from '@wf/shared/roles';
import { ApiError } from '../../lib/api.ts';
import type { TFunction } from '../../lib/i18n/index.ts';

/** Catalogue keys of the roles and account statuses (features/admin/locales). */
export const ROLE_KEYS: Record<Role, string> = {
  admin: 'admin.role.admin',
  manager: 'admin.role.manager',
  hr: 'admin.role.hr',
  finance: 'admin.role.finance',
};
export const STATUS_KEYS: Record<AccountStatus, string> = {
  pending: 'admin.status.pending',
  active: 'admin.status.active',
  disabled: 'admin.status.disabled',
};
export const STATUS_COLORS: Record<AccountStatus, 'warning' | 'success' | 'default'> = { pending: 'warning', active: 'success', disabled: 'default' };

/** The roles as select options. */
export const roleOptions = (t: TFunction) => ROLES.map((r) => ({ value: r, label: t(ROLE_KEYS[r]) }));
/** The account statuses as select options. */
export const statusOptions = (t: TFunction) => ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) }));

/** The server's message of a refusal, or "could not reach the server". */
export function errorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return t('admin.serverUnreachable');
}

/** The one date formatter (Singapore time): @wf/shared/domain/format. */
export { formatDate, formatDateTime } from '@wf/shared/domain/format';
