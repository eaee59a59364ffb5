import { describe, expect, it } from 'vitest';
import { deriveAge } from './age.ts';

const now = new Date('2026-03-05T04:00:00Z'); // 05/03/2026 in Singapore

describe('deriveAge', () => {
  it('14 years 364 days: 14, too young', () => {
    expect(deriveAge('06/03/2011', now)).toEqual({ age: 14, requiresDocument: false });
  });
  it('exactly 15 today: requiresDocument', () => {
    expect(deriveAge('05/03/2011', now)).toEqual({ age: 15, requiresDocument: true });
  });
  it('15 years and 1 day: still 15, requiresDocument', () => {
    expect(deriveAge('04/03/2011', now)).toEqual({ age: 15, requiresDocument: true });
  });
  it('16: no document', () => {
    expect(deriveAge('2010-03-05', now)).toEqual({ age: 16, requiresDocument: false });
  });
  it('null for unreadable input', () => {
    expect(deriveAge('31/02/2011', now)).toBeNull();
    expect(deriveAge('', now)).toBeNull();
  });
});
