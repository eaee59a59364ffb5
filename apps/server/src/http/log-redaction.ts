import type { FastifyServerOptions } from 'fastify';

/**
 * The one redaction rule for everything the server logs: no query parameters, no request bodies,
 * no personal data echoed by the database. Used by the Fastify logger (and so by every request
 * log, job and mailer that logs through it) and by main.ts for start-up failures.
 */

/** Properties never logged from an error: SQL parameters, request bodies, row values. */
const WITHHELD = new Set(['params', 'parameters', 'values', 'body', 'payload', 'detail', 'where', 'internalQuery']);
/** Error properties copied when present (strings and numbers only). */
const KEPT = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'schema', 'routine', 'query'];

type LoggedError = { type: string; message: string; stack: string; cause?: LoggedError } & Record<string, unknown>;

/**
 * An error as it may be logged. Drizzle puts the parameters into its message ("Failed query: ...
 * params: ..."), and PostgreSQL's data-exception messages quote the offending value
 * (`invalid input syntax for type integer: "S1234567D"`); both are cut, in the stack as well.
 */
export function redactError(err: unknown, depth = 0): LoggedError {
  if (typeof err !== 'object' || err === null) return { type: typeof err, message: String(err), stack: '' };
  const e = err as Error & Record<string, unknown>;
  const original = typeof e.message === 'string' ? e.message : String(e);
  const message = redactMessage(original, typeof e.code === 'string' ? e.code : undefined);
  const stack = typeof e.stack === 'string' ? e.stack.replace(original, () => message) : '';
  const out: LoggedError = { type: e.constructor?.name ?? 'Error', message, stack };
  for (const key of KEPT) {
    const v = e[key];
    if (typeof v === 'string' || typeof v === 'number') out[key] = v;
  }
  for (const key of WITHHELD) if (key in e) out[key] = '[withheld]';
  if (e.cause !== undefined && depth < 4) out.cause = redactError(e.cause, depth + 1);
  return out;
}

function redactMessage(message: string, code: string | undefined): string {
  let m = message.replace(/\nparams: [\s\S]*$/, '\nparams: [withheld]');
  // SQLSTATE class 22 (data exception) messages end with the rejected value in quotes.
  if (code?.startsWith('22')) m = m.replace(/"(?:[^"\\]|\\.)*"/g, '"[withheld]"');
  return m;
}

/** Paths whose next segment is a one-time token (the mailed roster-confirmation link, page and API). */
const TOKEN_IN_PATH = /(\/roster-confirm\/)[^/?#]+/g;

/** A path as it may be logged: a one-time token in it is cut (issue #26, item 10). */
export function redactPath(path: string | undefined): string | undefined {
  return path?.split('?')[0]!.replace(TOKEN_IN_PATH, '$1[token]');
}

/**
 * Requests are logged by method and path only: the query string may carry a search for a name or
 * NRIC, and a one-time token in the path is cut.
 */
function redactRequest(req: { method?: string; url?: string; ip?: string; headers?: Record<string, unknown> }) {
  return { method: req.method, url: redactPath(req.url), remoteAddress: req.ip };
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.accessToken'],
    serializers: { err: redactError, error: redactError, req: redactRequest },
  };
}
