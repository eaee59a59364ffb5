import { describe, expect, it } from 'vitest';
import { decodeToken, isTokenExpired, MalformedTokenError } from './token.ts';

// JWT segments are base64url of UTF-8 JSON (so 'Zoë' is two bytes, as a real token carries it).
const b64 = (o: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
const jwt = (payload: object) => `${b64({ alg: 'HS256' })}.${b64(payload)}.sig`;

describe('token expiry', () => {
  const now = 1_800_000_000_000;
  it('is valid before exp and expired at or after it', () => {
    expect(isTokenExpired(jwt({ exp: now / 1000 + 60 }), 0, now)).toBe(false);
    expect(isTokenExpired(jwt({ exp: now / 1000 }), 0, now)).toBe(true);
  });
  it('applies the margin in seconds', () => {
    expect(isTokenExpired(jwt({ exp: now / 1000 + 60 }), 59, now)).toBe(false);
    expect(isTokenExpired(jwt({ exp: now / 1000 + 60 }), 60, now)).toBe(true);
  });
  it('treats missing, exp-less and malformed tokens as expired', () => {
    expect(isTokenExpired(null)).toBe(true);
    expect(isTokenExpired(jwt({ sub: 'x' }), 0, now)).toBe(true);
    expect(isTokenExpired('abc', 0, now)).toBe(true);
    expect(isTokenExpired('a.!!!.c', 0, now)).toBe(true);
  });
  it('raises on a malformed token when decoding', () => {
    expect(() => decodeToken('only.two')).toThrow(MalformedTokenError);
    expect(() => decodeToken('a.%%%.c')).toThrow(MalformedTokenError);
    expect(decodeToken(jwt({ name: 'Zoë' })).name).toBe('Zoë');
  });
});
