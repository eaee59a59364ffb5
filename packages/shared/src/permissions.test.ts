import { describe, expect, it } from 'vitest';
import { accessFor, isAllowed } from './permissions.ts';

describe('permission matrix', () => {
  it('answers by method and path', () => {
    expect(accessFor('get', '/api/health')).toBe('public');
    expect(accessFor('GET', '/api/nowhere')).toBeUndefined();
  });
  it('allows public to anyone, signedIn to any role, lists only to their roles', () => {
    expect(isAllowed('public', null)).toBe(true);
    expect(isAllowed('signedIn', null)).toBe(false);
    expect(isAllowed('signedIn', 'finance')).toBe(true);
    expect(isAllowed(['admin'], 'manager')).toBe(false);
    expect(isAllowed(['admin', 'hr'], 'hr')).toBe(true);
  });
});
