import { describe, expect, it } from 'vitest';
import { signInRedirect } from './guards.tsx';

describe('signInRedirect', () => {
  it('carries the attempted URL, except for sign-out', () => {
    expect(signInRedirect('/roster-management/list', '?x=1')).toBe('/sign-in?redirectURL=%2Froster-management%2Flist%3Fx%3D1');
    expect(signInRedirect('/sign-out', '')).toBe('/sign-in');
  });
});
