import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordSchema } from './password-policy.ts';

describe('password policy', () => {
  it('accepts a long, uncommon password', () => {
    expect(passwordSchema.safeParse('Demo-pass-2026!').success).toBe(true);
  });
  it('refuses short, overlong and common passwords with message keys', () => {
    const msg = (p: string) => passwordSchema.safeParse(p).error?.issues[0]?.message;
    expect(msg('Ab1!x')).toBe('validation.password.tooShort');
    expect(msg('x'.repeat(120) + 'Yz12345!9')).toBe('validation.password.tooLong');
    expect(msg('password123')).toBe('validation.password.common');
    expect(msg('Password1!')).toBe('validation.password.common');
  });
  it('spots repeated characters and sequences', () => {
    expect(isCommonPassword('aaaaaaaaaa')).toBe(true);
    expect(isCommonPassword('123456789xyz')).toBe(true);
    expect(isCommonPassword('correct horse battery')).toBe(false);
  });
});
