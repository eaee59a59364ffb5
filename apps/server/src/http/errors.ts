import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody } from '@wf/shared/contracts/common/error';

/** An error a service throws on purpose; the one error handler turns it into the error shape. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** For a 409: the record's current state, sent as `error.current` so the caller can show it. */
    readonly current?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, ERROR_CODES.validation, message, fields);
export const unauthenticated = (message = 'Sign in to continue') =>
  new AppError(401, ERROR_CODES.unauthenticated, message);
export const forbidden = (message = 'Your role may not do this') => new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (message = 'Not found') => new AppError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string, fields?: Record<string, string>, current?: unknown) =>
  new AppError(409, ERROR_CODES.conflict, message, fields, undefined, current);

/** 409 STALE_VERSION: someone saved in between; `current.version` is the one to reload. */
export const staleVersion = (version: number) =>
  new AppError(409, ERROR_CODES.staleVersion, 'Someone else saved this a moment ago. Reload to see their changes.', undefined, undefined, { version });

/** 403 DUTIES_APART: one person may not approve two stages of the same record (issue #26). */
export const dutiesApart = (message: string) => new AppError(403, ERROR_CODES.dutiesApart, message);

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
  current?: unknown,
): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(current !== undefined ? { current } : {}) } };
}

/** Turns zod issues into {field path: message key}, first issue per field. */
export function issuesToFields(
  issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey>; instancePath?: string; message: string }>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key =
      issue.path && issue.path.length > 0
        ? issue.path.map(String).join('.')
        : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The PostgreSQL error code (SQLSTATE) of a database error, also when Drizzle wrapped it. */
export function pgErrorCode(err: unknown): string | undefined {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 3;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** Deadlock detected and serialization failure: two transactions waited on each other; the loser may retry. */
const RETRYABLE = new Set(['40P01', '40001']);
export const isRetryableConflict = (err: unknown) => RETRYABLE.has(pgErrorCode(err) ?? '');
const concurrentChange = () =>
  new AppError(409, ERROR_CODES.busyConflict, 'Someone else was changing the same records at the same moment. Try again.');

/**
 * Runs a whole transaction, and once more when the database chose it as a deadlock's or a
 * serialization failure's loser; a second such failure answers 409 CONCURRENT_CHANGE (issue #26).
 */
export async function withDeadlockRetry<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!isRetryableConflict(e)) throw e;
  }
  try {
    return await run();
  } catch (e) {
    if (isRetryableConflict(e)) throw concurrentChange();
    throw e;
  }
}

/** The one test for a PostgreSQL unique violation (optionally of one constraint), however the driver wraps it. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  return pgErrorCode(err) === UNIQUE_VIOLATION && (constraint === undefined || pgConstraint(err) === constraint);
}

/**
 * True when the database could not be reached or ended the session: a lost or refused connection
 * (restart, failover, pg_terminate_backend), a connect timeout, or a statement/lock timeout.
 * SQLSTATE class 08 (connection exception), 57P01-57P05 (shutdown, crash, cannot connect now,
 * dropped database, idle session timeout), 57014 (statement timeout), 55P03 (lock timeout).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = pgErrorCode(err);
  if (code && (code.startsWith('08') || /^57P0[1-5]$/.test(code) || code === '57014' || code === '55P03')) return true;
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 3;
    e = e.cause as typeof e, depth++
  ) {
    if (
      typeof e.code === 'string' &&
      ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(e.code)
    )
      return true;
    // node-postgres reports a dropped or timed-out connection without a code.
    if (
      typeof e.message === 'string' &&
      /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}

/** The multipart parser (busboy) throws plain errors for a missing boundary or a body cut short. */
function isMalformedMultipart(err: Error): boolean {
  return (
    !(err as FastifyError).statusCode &&
    /^(Multipart: Boundary not found|Unexpected end of (multipart data|form)|.* terminated early due to unexpected end of multipart data)/.test(
      err.message,
    )
  );
}

/** The constraint or index a database error names (e.g. which unique index was violated). */
export function pgConstraint(err: unknown): string | undefined {
  for (
    let e = err as { constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 3;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}

/** The one place exceptions become status codes. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send(errorBody(err.code, err.message, err.fields, err.current));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = issuesToFields(
        err.validation.map((v) => ({
          instancePath: v.instancePath,
          message: v.message ?? 'validation.invalid',
        })),
      );
      return reply.status(400).send(errorBody(ERROR_CODES.validation, 'Some fields are missing or invalid', fields));
    }
    const pgCode = pgErrorCode(err);
    if (pgCode === UNIQUE_VIOLATION) {
      // A race past a service's own uniqueness check: a conflict, not a crash.
      return reply.status(409).send(errorBody(ERROR_CODES.conflict, 'This already exists'));
    }
    if (pgCode && RETRYABLE.has(pgCode)) {
      const e = concurrentChange();
      return reply.status(e.statusCode).send(errorBody(e.code, e.message));
    }
    if (pgCode === FOREIGN_KEY_VIOLATION) {
      // A record others still refer to (or one that is gone): never a crash (issue #26, item 4).
      return reply.status(409).send(errorBody(ERROR_CODES.referenced, 'Other records still refer to this, or what it refers to is gone'));
    }
    if (pgCode && (pgCode.startsWith('22') || pgCode === '23502' || pgCode === '23514')) {
      // Data the database cannot hold (out of range, too long, malformed, a check): the caller's input.
      request.log.warn({ err }, 'input the database refused');
      return reply.status(400).send(errorBody(ERROR_CODES.validation, 'A value is out of range or invalid'));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(errorBody(ERROR_CODES.databaseUnavailable, 'The database is unavailable; try again shortly'));
    }
    const fe = err as FastifyError;
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(errorBody(ERROR_CODES.payloadTooLarge, 'The upload is too large'));
    }
    if (fe.statusCode === 413) {
      // The multipart limits (parts, files, fields): too large, not invalid.
      return reply.status(413).send(errorBody(ERROR_CODES.payloadTooLarge, fe.message));
    }
    if (isMalformedMultipart(err)) {
      return reply
        .status(400)
        .send(
          errorBody(ERROR_CODES.validation, 'The multipart/form-data body is malformed', { _: 'validation.invalid' }),
        );
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      const code = fe.statusCode === 415 ? ERROR_CODES.unsupportedMedia : ERROR_CODES.validation;
      return reply.status(fe.statusCode).send(errorBody(code, fe.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(ERROR_CODES.internal, 'Something went wrong on our side'));
  });
}
