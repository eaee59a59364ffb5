import type { ErrorCode } from '@wf/shared/contracts/common/error';
import { clearToken, getToken, validToken } from './token.ts';

/** The one error shape the API answers with. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The answer's error code (ERROR_CODES of @wf/shared, or HTTP_<status> when the answer had none). */
    readonly code: ErrorCode | `HTTP_${number}` | (string & {}),
    message: string,
    readonly fields?: Record<string, string>,
    /** For a 409: the record's current state, when the server sent it. */
    readonly current?: unknown,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;
type Options = Omit<RequestInit, 'body'> & { body?: unknown; query?: Query };
type SendOptions = Options & { as?: 'json' | 'file' };

/** What happens on a 401 for a request that carried a token: sign out and reload (docs/product/shell.md#errors). */
export let onUnauthorized = (): void => {
  clearToken();
  window.location.reload();
};
export function setOnUnauthorized(fn: () => void): void {
  onUnauthorized = fn;
}

/**
 * fetch for our API (lib/call.ts's `call` is how features use it). Adds `Authorization: Bearer`
 * only when the token is valid. A 401 on a request that carried a token signs the user out and
 * reloads; a 401 for a request without a token (a wrong password on sign-in) is passed on as an
 * ApiError. `as: 'file'` answers the bytes and the file name of Content-Disposition.
 */
export async function send(path: string, opts: SendOptions = {}): Promise<unknown> {
  const { as = 'json', query, body: input, ...init } = opts;
  const headers = new Headers(init.headers);
  const token = validToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else if (getToken()) clearToken();
  let body: BodyInit | undefined;
  if (input instanceof FormData || typeof input === 'string' || input instanceof Blob) {
    body = input as BodyInit;
  } else if (input !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(input);
  }
  let url = path.startsWith('/') ? path : `/${path}`;
  if (query) {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
    const s = q.toString();
    if (s) url += `?${s}`;
  }
  const res = await fetch(url, { ...init, headers, body });
  if (res.ok && as === 'file')
    return { blob: await res.blob(), filename: fileName(res.headers.get('content-disposition')) };
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const e = (
      data as
        { error?: { code?: string; message?: string; fields?: Record<string, string>; current?: unknown } } | undefined
    )?.error;
    const error = new ApiError(
      res.status,
      e?.code ?? 'HTTP_' + res.status,
      e?.message ?? res.statusText,
      e?.fields,
      e?.current,
    );
    if (isSessionEnded(error, Boolean(token))) {
      onUnauthorized();
      throw new ApiError(401, 'UNAUTHENTICATED', 'Your session has ended');
    }
    throw error;
  }
  return data;
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first). */
export function fileName(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      /* fall through */
    }
  }
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
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
