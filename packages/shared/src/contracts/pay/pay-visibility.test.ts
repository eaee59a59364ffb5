import { describe, expect, it } from 'vitest';
import { seesPayOf } from './endpoints.ts';

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
