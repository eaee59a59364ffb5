/** Staff roles. The applicant form is public and has no role. */
export const ROLES = ['admin', 'manager', 'hr', 'finance'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_STATUSES = ['pending', 'active', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const PRESENCE_STATUSES = ['online', 'away', 'busy', 'not-visible'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];
