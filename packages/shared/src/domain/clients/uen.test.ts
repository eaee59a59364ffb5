import { describe, expect, it } from 'vitest';
import { isValidUen, normalizeUen, uenKind } from './uen.ts';

describe('UEN format', () => {
  it('accepts the three Singapore formats', () => {
    expect(uenKind('53312345K')).toBe('business');
    expect(uenKind('201912345D')).toBe('localCompany');
    expect(uenKind('199704561Z')).toBe('localCompany');
    expect(uenKind('T09LL0001B')).toBe('other');
    expect(uenKind('S99SS1234A')).toBe('other');
    expect(uenKind('R85CC0123X')).toBe('other');
  });
  it('normalizes case and separators', () => {
    expect(normalizeUen(' 2019-12345d ')).toBe('201912345D');
    expect(isValidUen('t09ll0001b')).toBe(true);
  });
  it('refuses everything else', () => {
    for (const bad of [
      '',
      '1234567K',
      '123456789',
      '5331234K5',
      '301912345D',
      '2019123456D',
      'A09LL0001B',
      'T0LL00001B',
      'T09L10001B',
      'T09LL001B',
      'T09LL0001',
      '53312345KK',
    ]) {
      expect(isValidUen(bad), bad).toBe(false);
    }
  });
});
