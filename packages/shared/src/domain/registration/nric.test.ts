import { describe, expect, it } from 'vitest';
import { hasIdShape, isValidNricFin, nricCheckLetter, nricFinError } from './nric.ts';

describe('NRIC / FIN checksum', () => {
  it.each(['S1234567D', 'T1234567J', 'T0123456G', 'S9812345H', 'F1234567N', 'G1234567X', 'M1234567K', 'S0000001I'])(
    'accepts valid %s',
    (id) => {
      expect(isValidNricFin(id)).toBe(true);
      expect(nricFinError(id)).toBeNull();
    },
  );

  it('computes the check letter of each series', () => {
    expect(nricCheckLetter('S', '1234567')).toBe('D');
    expect(nricCheckLetter('T', '1234567')).toBe('J'); // +4 offset
    expect(nricCheckLetter('F', '1234567')).toBe('N');
    expect(nricCheckLetter('G', '1234567')).toBe('X'); // +4 offset
    expect(nricCheckLetter('M', '1234567')).toBe('K'); // +3 offset, M table
    expect(() => nricCheckLetter('S', '123')).toThrow();
  });

  it('every generated check letter validates and every other letter fails', () => {
    for (const prefix of ['S', 'T', 'F', 'G', 'M'] as const) {
      for (const digits of ['0000000', '1111111', '2468024', '9999999', '5310492']) {
        const good = nricCheckLetter(prefix, digits);
        expect(isValidNricFin(`${prefix}${digits}${good}`)).toBe(true);
        for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
          if (letter !== good) expect(isValidNricFin(`${prefix}${digits}${letter}`)).toBe(false);
        }
      }
    }
  });

  it('rejects a wrong checksum with validation.invalid.nric', () => {
    expect(isValidNricFin('S1234567A')).toBe(false);
    expect(nricFinError('S1234567A')).toBe('validation.invalid.nric');
    expect(nricFinError('M1234567L')).toBe('validation.invalid.nric');
  });

  it('rejects a wrong prefix or shape with validation.pattern.id', () => {
    for (const id of ['A1234567D', 'S123456D', 'S12345678D', 'S1234567', '1234567D', 'S1234567DD', '', 'S12 34567D']) {
      expect(hasIdShape(id)).toBe(false);
      expect(nricFinError(id)).toBe('validation.pattern.id');
    }
  });

  it('accepts lower case and surrounding spaces after upper-casing', () => {
    expect(isValidNricFin('s1234567d')).toBe(true);
    expect(isValidNricFin('  t0123456g ')).toBe(true);
    expect(nricFinError('g1234567x')).toBeNull();
  });
});
