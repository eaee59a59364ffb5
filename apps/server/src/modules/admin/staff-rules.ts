import type { AccountStatus, Role } from '@wf/shared/roles';

export type StaffState = { role: Role | null; accountStatus: AccountStatus };

/** True when this state is an admin who can sign in. */
export const isActiveAdmin = (s: StaffState): boolean => s.role === 'admin' && s.accountStatus === 'active';

/**
 * Why a change to a staff account is refused, or null when it is allowed. An admin may not
 * take away their own admin rights (disable or demote themselves), and nobody may leave the
 * business without an active admin.
 */
export function staffChangeProblem(input: {
  actorId: string;
  targetId: string;
  before: StaffState;
  after: StaffState;
  /** Active admins other than the target. */
  otherActiveAdmins: number;
}): string | null {
  const { actorId, targetId, before, after, otherActiveAdmins } = input;
  if (input.after.accountStatus === 'active' && after.role === null) {
    return 'Give the account a role before enabling it';
  }
  const losesAdmin = isActiveAdmin(before) && !isActiveAdmin(after);
  if (!losesAdmin) return null;
  if (actorId === targetId) {
    return after.accountStatus !== 'active'
      ? 'You cannot disable your own account'
      : 'You cannot remove the admin role from your own account';
  }
  if (otherActiveAdmins === 0) {
    return 'This is the last active admin: make another user an admin first';
  }
  return null;
}
