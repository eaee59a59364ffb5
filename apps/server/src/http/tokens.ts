import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@wf/shared/roles';

export type TokenClaims = { sub: string; role: Role; ver: number };

/** Signs an access token: HS256, with exp, carrying user id, role and token version. */
export async function signAccessToken(claims: TokenClaims, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({ role: claims.role, ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

/** Verifies a token with the algorithm pinned and exp required. Null when anything is wrong. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.role !== 'string') {
      return null;
    }
    return { sub: payload.sub, role: payload.role as Role, ver: payload.ver };
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
