import { ROLE, type Role } from './enums/accounts.ts';

/** Staff roles (the applicant form is public and has no role): ROLE in enums/accounts.ts. */
export const ROLES = ROLE.values;
export type { Role };

/** The account statuses: ACCOUNT_STATUS in enums/accounts.ts. */
export type { AccountStatus } from './enums/accounts.ts';

/** The presence statuses: PRESENCE in enums/accounts.ts. */
export type { PresenceStatus } from './enums/accounts.ts';
