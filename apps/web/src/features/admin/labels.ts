import { ROLES, type AccountStatus, type Role } from '@wf/shared/roles';

export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', manager: 'Manager', hr: 'HR', finance: 'Finance' };
/** The roles as select options. */
export const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
export const STATUS_LABELS: Record<AccountStatus, string> = { pending: 'Pending', active: 'Active', disabled: 'Disabled' };
export const STATUS_COLORS: Record<AccountStatus, 'warning' | 'success' | 'default'> = { pending: 'warning', active: 'success', disabled: 'default' };

/** English text for the server's validation message keys. */
const FIELD_MESSAGES: Record<string, string> = {
  'validation.required': 'Required',
  'validation.email': 'Enter a valid e-mail address',
  'validation.emailTaken': 'A user with this e-mail address already exists',
  'validation.usernameTaken': 'This username is taken',
  'validation.username': '2–40 lower-case letters, digits, dot, dash or underscore; starts with a letter or digit',
  'validation.tooLong': 'Too long',
  'validation.invalid': 'Not a valid value',
  'validation.date': 'Enter a date',
  'validation.dateRange': 'The end date is before the start date',
  'validation.imageType': 'Choose a PNG, JPEG or WebP image',
  'validation.emailNotConfirmed': 'The user has not confirmed their e-mail address yet',
  'validation.password.tooShort': 'At least 8 characters',
  'validation.password.tooLong': 'At most 128 characters',
  'validation.password.common': 'This password is too common',
  'validation.password.current': 'The current password is not right',
};

export function fieldMessage(key: string | undefined): string | undefined {
  if (!key) return undefined;
  return FIELD_MESSAGES[key] ?? (key.startsWith('validation.') ? 'Not valid' : key);
}

/** The one date formatter (Singapore time): @wf/shared/domain/format. */
export { formatDate, formatDateTime } from '@wf/shared/domain/format';
