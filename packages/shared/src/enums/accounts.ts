/** The staff accounts' enumerations (docs/product/roles.md). */
import { defineEnum, type EnumValue } from './define-enum.ts';

/** A staff account waits for activation (pending), works (active) or is switched off (disabled). */
export const ACCOUNT_STATUS = defineEnum('account_status', ['pending', 'active', 'disabled'], {
  labels: { pending: 'Pending', active: 'Active', disabled: 'Disabled' },
  keys: 'admin.status',
  colours: { pending: 'warning', active: 'success', disabled: 'default' },
});
export type AccountStatus = EnumValue<typeof ACCOUNT_STATUS>;

/** Staff roles (docs/product/roles.md). The applicant form is public and has no role. */
export const ROLE = defineEnum('role', ['admin', 'manager', 'hr', 'finance'], {
  labels: { admin: 'Admin', manager: 'Manager', hr: 'HR', finance: 'Finance' },
  keys: 'admin.role',
});
export type Role = EnumValue<typeof ROLE>;

/** What a staff user shows the others in the toolbar (docs/product/shell.md#toolbar). */
export const PRESENCE = defineEnum('presence', ['online', 'away', 'busy', 'not-visible'], {
  labels: { online: 'Online', away: 'Away', busy: 'Busy', 'not-visible': 'Invisible' },
  keys: 'shell.presence',
});
export type PresenceStatus = EnumValue<typeof PRESENCE>;

/** What a one-time link mailed to a user is for. */
export const TOKEN_PURPOSE = defineEnum('token_purpose', ['reset_password', 'confirm_email', 'invite', 'unlock_sign_in'], {
  labels: {
    reset_password: 'Password reset',
    confirm_email: 'E-mail confirmation',
    invite: 'Invitation',
    unlock_sign_in: 'Sign-in unlock',
  },
  keys: 'admin.tokenPurpose',
});
export type TokenPurpose = EnumValue<typeof TOKEN_PURPOSE>;
