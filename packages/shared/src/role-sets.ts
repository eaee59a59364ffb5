import { ROLES, type Role } from './roles.ts';

/**
 * The named role sets every access rule is written with: the endpoint definitions
 * (contracts/<feature>/endpoints.ts) and the staff menu (contracts/shell/navigation.ts, a section's
 * contracts/<feature>/menu.ts) use these,
 * never a list of their own; apps/web app/page-access.test.ts checks that each menu page is readable by every
 * role that sees it. No zod here: the web entry imports the menu.
 */
export const ROLE_SETS = {
  /** Every staff role. */
  everyone: ROLES,
  admin: ['admin'],
  /** Runs projects, clients, locations, rosters. */
  operations: ['admin', 'manager'],
  /** Sees part-timers and their records. */
  people: ['admin', 'manager', 'hr'],
  /** Decides on part-timers (approve, discharge, reveal). */
  hrDecisions: ['admin', 'hr'],
  finance: ['admin', 'finance'],
  /** Pay runs and payslips: hr prepares, finance approves and pays (issue #16); not managers. */
  payroll: ['admin', 'hr', 'finance'],
  /** Reports with pay, bill amounts and margins (issue #28): never hr; a manager sees their projects. */
  reports: ['admin', 'manager', 'finance'],
} as const satisfies Record<string, readonly Role[]>;
