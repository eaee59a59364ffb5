import { z } from 'zod';

/** The one error shape every 4xx/5xx answer uses. */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** With a 409: the record's current state, so the caller can show or reload it. */
    current: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Error codes shared by server and client. */
export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  invalidToken: 'INVALID_TOKEN',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountPending: 'ACCOUNT_PENDING',
  accountDisabled: 'ACCOUNT_DISABLED',
  emailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
  rateLimited: 'RATE_LIMITED',
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA_TYPE',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  /** 503: too many requests of a costly kind are waiting in this instance; try again after Retry-After. */
  busy: 'SERVICE_BUSY',
  internal: 'INTERNAL',
  /** 409: the version sent is stale; someone saved in between (error.current: { version }). */
  staleVersion: 'STALE_VERSION',
  /** 403: the caller approved the other stage of this record; duties are kept apart (issue #26). */
  dutiesApart: 'DUTIES_APART',
  /** 409: two changes waited on each other (deadlock, serialization); retried once, then refused: try again. */
  busyConflict: 'CONCURRENT_CHANGE',
  /** 409: the change refers to a record that does not exist or that others still refer to. */
  referenced: 'REFERENCE_CONFLICT',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
