import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@wf/shared/roles';

export type TokenClaims = {
  sub: string;
  role: Role;
  ver: number;
  /**
   * When the session began (seconds since the epoch; the `auth_time` claim): the sign-in with a
   * password. A renewed token keeps it, so renewing cannot stretch a session past its absolute
   * lifetime (SESSION_MAX_AGE). A token without the claim counts from its `iat`.
   */
  sessionStart: number;
};

/** Token lifetimes: each token's, and the session's (from sign-in, however often renewed). */
export type TokenLifetimes = { ttlSeconds: number; sessionMaxAgeSeconds: number };

/**
 * Signs an access token: HS256, carrying user id, role, token version and session start, and an
 * exp that is the token lifetime from now, but never past the session's absolute end.
 */
export async function signAccessToken(claims: TokenClaims, secret: Uint8Array, life: TokenLifetimes): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: claims.role, ver: claims.ver, auth_time: claims.sessionStart })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(now)
    .setExpirationTime(Math.min(now + life.ttlSeconds, claims.sessionStart + life.sessionMaxAgeSeconds))
    .sign(secret);
}

/** True while a session that began at `sessionStart` is within its absolute lifetime. */
export function sessionAlive(
  sessionStart: number,
  sessionMaxAgeSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  return nowSeconds < sessionStart + sessionMaxAgeSeconds;
}

/** Verifies a token with the algorithm pinned and exp required. Null when anything is wrong. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.role !== 'string') {
      return null;
    }
    const sessionStart = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat;
    if (typeof sessionStart !== 'number') return null;
    return { sub: payload.sub, role: payload.role as Role, ver: payload.ver, sessionStart };
  } catch {
    return null;
  }
}

/** A random single-use link token and the hash we keep of it. */
export function createLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
