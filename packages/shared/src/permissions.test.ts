import { describe, expect, it } from 'vitest';
import { accessFor, isAllowed, ROUTE_ACCESS } from './permissions.ts';

describe('permission matrix', () => {
  it('answers by method and path', () => {
    // Any entry of the (TRANSITION) table, its method written in lower case.
    const [key, access] = Object.entries(ROUTE_ACCESS)[0]!;
    const [method, path] = key.split(' ') as [string, string];
    expect(accessFor(method.toLowerCase(), path)).toBe(access);
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
