import { describe, expect, it } from 'vitest';
import { staffChangeProblem } from './staff-rules.ts';

const admin = { role: 'admin', accountStatus: 'active' } as const;

describe('staffChangeProblem', () => {
  it('refuses disabling or demoting oneself', () => {
    expect(staffChangeProblem({ actorId: 'a', targetId: 'a', before: admin, after: { ...admin, accountStatus: 'disabled' }, otherActiveAdmins: 3 })).toMatch(/own account/);
    expect(staffChangeProblem({ actorId: 'a', targetId: 'a', before: admin, after: { ...admin, role: 'hr' }, otherActiveAdmins: 3 })).toMatch(/admin role from your own/);
  });
  it('refuses removing the last active admin', () => {
    expect(staffChangeProblem({ actorId: 'a', targetId: 'b', before: admin, after: { ...admin, role: 'manager' }, otherActiveAdmins: 0 })).toMatch(/last active admin/);
    expect(staffChangeProblem({ actorId: 'a', targetId: 'b', before: admin, after: { ...admin, accountStatus: 'disabled' }, otherActiveAdmins: 0 })).toMatch(/last active admin/);
  });
  it('allows demoting an admin when another stays', () => {
    expect(staffChangeProblem({ actorId: 'a', targetId: 'b', before: admin, after: { ...admin, role: 'hr' }, otherActiveAdmins: 1 })).toBeNull();
  });
  it('allows changes that keep admin rights, and changes to non-admins', () => {
    expect(staffChangeProblem({ actorId: 'a', targetId: 'a', before: admin, after: admin, otherActiveAdmins: 0 })).toBeNull();
    expect(staffChangeProblem({ actorId: 'a', targetId: 'b', before: { role: 'hr', accountStatus: 'active' }, after: { role: 'hr', accountStatus: 'disabled' }, otherActiveAdmins: 0 })).toBeNull();
    expect(staffChangeProblem({ actorId: 'a', targetId: 'b', before: { role: 'hr', accountStatus: 'disabled' }, after: { role: 'admin', accountStatus: 'active' }, otherActiveAdmins: 0 })).toBeNull();
  });
  it('refuses enabling an account without a role', () => {
    expect(staffChangeProblem({ actorId: 'a', targetId: 'b', before: { role: null, accountStatus: 'disabled' }, after: { role: null, accountStatus: 'active' }, otherActiveAdmins: 1 })).toMatch(/role/);
  });
});
