import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * The most common passwords from public breach lists (lower-cased). Anything here, or any of
 * these followed only by digits or "!", is refused.
 */
const COMMON = new Set(
  `123456 123456789 12345678 password qwerty123 qwerty1 111111 12345 secret 123123 1234567890
  1234567 000000 qwerty abc123 password1 iloveyou 11111111 dragon monkey 123321 654321 666666
  121212 football baseball welcome welcome1 letmein sunshine princess admin admin123 administrator
  passw0rd p@ssw0rd p@ssword trustno1 master hello123 freedom whatever qazwsx 1q2w3e4r 1q2w3e4r5t
  zaq12wsx asdfghjk asdfgh zxcvbnm zxcvbnm1 superman batman starwars shadow michael jennifer
  jordan23 charlie donald loveme hottie access login changeme default guest test1234 testtest
  singapore singapore1 password123 password12 pass1234 abcd1234 aa123456 a1b2c3d4 q1w2e3r4
  1qaz2wsx qwertyuiop 88888888 87654321 99999999 computer internet mustang harley ranger hunter
  soccer hockey killer george summer winter spring autumn flower purple orange banana cookie
  pokemon naruto liverpool chelsea arsenal manchester iloveu lovely angel family forever
  whatever1 demo demo1234 workforce example letmein1 welcome123 qwe123 asd123 zxc123 abc12345`
    .split(/\s+/)
    .filter(Boolean),
);

/** True when the password is (a variant of) a very common password. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  const stem = lower.replace(/[0-9!.]+$/, '');
  if (stem.length > 0 && stem !== lower && COMMON.has(stem)) return true;
  return /^(.)\1+$/.test(lower) || /^(0123456789|123456789|abcdefgh)/.test(lower);
}

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, 'validation.password.tooShort')
  .max(PASSWORD_MAX, 'validation.password.tooLong')
  .refine((p) => !isCommonPassword(p), 'validation.password.common');
