import { describe, expect, it } from 'vitest';
import { seesPayOf } from './endpoints.ts';
import { actsOnProject, keepHiddenRate } from './pay-visibility.ts';

describe('seesPayOf (who sees pay figures)', () => {
  const me = 'a6f1c2d4-0000-4000-8000-000000000001';
  const other = 'a6f1c2d4-0000-4000-8000-000000000002';
  it('finance and admin see pay on every project, managed or not', () => {
    for (const role of ['finance', 'admin'] as const) {
      expect(seesPayOf({ id: me, role }, other)).toBe(true);
      expect(seesPayOf({ id: me, role }, null)).toBe(true);
    }
  });
  it('a manager sees pay only on the projects they manage', () => {
    expect(seesPayOf({ id: me, role: 'manager' }, me)).toBe(true);
    expect(seesPayOf({ id: me, role: 'manager' }, other)).toBe(false);
    expect(seesPayOf({ id: me, role: 'manager' }, null)).toBe(false);
  });
  it('hr never sees pay, not even on a project it would manage', () => {
    expect(seesPayOf({ id: me, role: 'hr' }, me)).toBe(false);
  });
});

describe('actsOnProject and keepHiddenRate (decision 018)', () => {
  const me = 'a6f1c2d4-0000-4000-8000-000000000001';
  const other = 'a6f1c2d4-0000-4000-8000-000000000002';
  it('a manager acts on their own project only; a project nobody manages is admin\'s', () => {
    expect(actsOnProject({ id: me, role: 'manager' }, me)).toBe(true);
    expect(actsOnProject({ id: me, role: 'manager' }, other)).toBe(false);
    expect(actsOnProject({ id: me, role: 'manager' }, null)).toBe(false);
    expect(actsOnProject({ id: me, role: 'admin' }, null)).toBe(true);
  });
  it('a caller who may not read the rate keeps the stored one; a reader sets what they send', () => {
    expect(keepHiddenRate(false, 0, 1234)).toBe(1234);
    expect(keepHiddenRate(false, null, 1777)).toBe(1777);
    expect(keepHiddenRate(true, null, 1777)).toBeNull();
    expect(keepHiddenRate(true, 1300, 1234)).toBe(1300);
  });
});
