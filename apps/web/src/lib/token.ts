/**
 * The access token kept in the browser, and its rules (docs/product/shell.md#access-token):
 * signed in means a token exists and has not expired; expiry comes from the token's exp claim
 * with an optional margin in seconds; a missing token, one without exp, or a malformed one
 * counts as expired.
 */
const KEY = 'accessToken';

export class MalformedTokenError extends Error {}

/** Decodes a JWT payload without verifying it (the server verifies). Throws on a malformed token. */
export function decodeToken(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new MalformedTokenError('The inspected token does not appear to be a JWT.');
  try {
    const b64 = parts[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      atob(b64.padEnd(b64.length + ((4 - (b64.length % 4)) % 4), '='))
        .split('')
        .map((c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0'))
        .join(''),
    );
    const payload: unknown = JSON.parse(json);
    if (!payload || typeof payload !== 'object') throw new Error('not an object');
    return payload as Record<string, unknown>;
  } catch {
    throw new MalformedTokenError('Cannot decode the token.');
  }
}

/** True when the token is missing, malformed, has no exp, or expires within marginSeconds. */
export function isTokenExpired(token: string | null | undefined, marginSeconds = 0, now = Date.now()): boolean {
  if (!token) return true;
  let payload: Record<string, unknown>;
  try {
    payload = decodeToken(token);
  } catch {
    return true;
  }
  if (typeof payload.exp !== 'number') return true;
  return payload.exp * 1000 <= now + marginSeconds * 1000;
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(KEY);
}

/** The token when it is valid now, else null. */
export function validToken(): string | null {
  const t = getToken();
  return isTokenExpired(t) ? null : t;
}

export function isSignedIn(): boolean {
  return validToken() !== null;
}
