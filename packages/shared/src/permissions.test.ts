import { describe, expect, it } from 'vitest';
import { isAllowed, routeKey } from './permissions.ts';

describe('access rules', () => {
  it('keys a route by upper-case method and path', () => {
    expect(routeKey('get', '/api/health')).toBe('GET /api/health');
  });
  it('allows public to anyone, signedIn to any role, lists only to their roles', () => {
    expect(isAllowed('public', null)).toBe(true);
    expect(isAllowed('signedIn', null)).toBe(false);
    expect(isAllowed('signedIn', 'finance')).toBe(true);
    expect(isAllowed(['admin'], 'manager')).toBe(false);
    expect(isAllowed(['admin', 'hr'], 'hr')).toBe(true);
  });
});
