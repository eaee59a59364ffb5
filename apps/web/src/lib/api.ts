import { clearToken, getToken, validToken } from './token.ts';

/** The one error shape the API answers with. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type Options = Omit<RequestInit, 'body'> & { body?: unknown; query?: Record<string, string | number | boolean | undefined | null> };

/** What happens on a 401 for a request that carried a token: sign out and reload (spec section 8). */
export let onUnauthorized = (): void => {
  clearToken();
  window.location.reload();
};
export function setOnUnauthorized(fn: () => void): void {
  onUnauthorized = fn;
}

/**
 * fetch for our API. Adds `Authorization: Bearer` only when the token is valid. A 401 on a
 * request that carried a token signs the user out and reloads; a 401 for a request without a
 * token (a wrong password on sign-in) is passed on as an ApiError.
 */
export async function api<T>(path: string, opts: Options = {}): Promise<T> {
  const headers = new Headers(opts.headers);
  const token = validToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else if (getToken()) clearToken();
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData || typeof opts.body === 'string' || opts.body instanceof Blob) {
    body = opts.body as BodyInit;
  } else if (opts.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(opts.body);
  }
  let url = path.startsWith('/') ? path : `/${path}`;
  if (opts.query) {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.query)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
    const s = q.toString();
    if (s) url += `?${s}`;
  }
  const res = await fetch(url, { ...opts, headers, body });
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const e = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined)?.error;
    const error = new ApiError(res.status, e?.code ?? 'HTTP_' + res.status, e?.message ?? res.statusText, e?.fields);
    if (isSessionEnded(error, Boolean(token))) {
      onUnauthorized();
      throw new ApiError(401, 'UNAUTHENTICATED', 'Your session has ended');
    }
    throw error;
  }
  return data as T;
}

/**
 * A 401 ends the session (sign out and reload) only when the request carried a token and the
 * answer is not a wrong password (unlock-session sends a token and may get INVALID_CREDENTIALS).
 */
export function isSessionEnded(error: ApiError, sentToken: boolean): boolean {
  return error.status === 401 && sentToken && error.code !== 'INVALID_CREDENTIALS';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
