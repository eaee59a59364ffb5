import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { S3Options } from './storage/file-storage.ts';

const durationSeconds = z
  .string()
  .regex(/^\d+\s*[smhd]?$/, 'must be a number of seconds or a duration such as 15m, 12h or 7d')
  .transform((v) => {
    const n = Number.parseInt(v, 10);
    const unit = v.trim().slice(-1);
    const mult = unit === 'm' ? 60 : unit === 'h' ? 3600 : unit === 'd' ? 86400 : 1;
    return n * mult;
  })
  .refine((s) => s >= 60, 'must be at least one minute');

/** Limits on every PostgreSQL connection, in milliseconds (0 = none). */
export type PgTimeouts = {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  connectTimeoutMs: number;
};
export const DEFAULT_PG_TIMEOUTS: PgTimeouts = {
  statementTimeoutMs: 30_000,
  lockTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 60_000,
  connectTimeoutMs: 5_000,
};

/** The largest registration (all fields and files together), in MB: the 10 MB certificate and the form. */
export const DEFAULT_REGISTRATION_MAX_MB = 11;

const milliseconds = (fallback: number) => z.coerce.number().int().min(0).max(86_400_000).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  JWT_SECRET: z.string().optional(),
  TOKEN_TTL: durationSeconds.default(7 * 86400),
  SESSION_MAX_AGE: durationSeconds.default(7 * 86400),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Workforce <no-reply@workforce.local>'),
  PUBLIC_URL: z.url().optional(),
  ADDRESS_PROVIDER: z.enum(['offline', 'onemap', 'google']).default('offline'),
  ONEMAP_TOKEN: z.string().optional(),
  GOOGLE_MAPS_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000).optional(),
  REGISTRATION_LIMIT_PER_NETWORK: z.coerce.number().int().min(1).max(1_000_000).optional(),
  REGISTRATION_MAX_MB: z.coerce.number().min(1).max(1024).default(DEFAULT_REGISTRATION_MAX_MB),
  DOCS_ENABLED: z.enum(['0', '1']).optional(),
  DB_STATEMENT_TIMEOUT_MS: milliseconds(DEFAULT_PG_TIMEOUTS.statementTimeoutMs),
  DB_LOCK_TIMEOUT_MS: milliseconds(DEFAULT_PG_TIMEOUTS.lockTimeoutMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(DEFAULT_PG_TIMEOUTS.idleInTransactionTimeoutMs),
  DB_CONNECT_TIMEOUT_MS: milliseconds(DEFAULT_PG_TIMEOUTS.connectTimeoutMs),
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
  /** Attendance rounding step in minutes (paid start rounded up, paid end down); divides an hour. */
  ATTENDANCE_ROUNDING_MINUTES: z.coerce
    .number()
    .int()
    .refine((n) => [1, 5, 6, 10, 15, 20, 30, 60].includes(n), 'must divide an hour: 1, 5, 6, 10, 15, 20, 30 or 60')
    .default(15),
  STORAGE: z.enum(['database', 'directory', 's3']).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** True when the embedded PGlite database is used (no DATABASE_URL). */
  isEmbedded: boolean;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  /** A session's absolute lifetime from sign-in; renewing a token (sign-in-with-token) cannot extend it. */
  sessionMaxAgeSeconds: number;
  seedDemo: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  addressProvider: 'offline' | 'onemap' | 'google';
  onemapToken: string | undefined;
  googleMapsKey: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** Sign-in attempts one network may make in 15 minutes (an office behind one address may need more). */
  signInLimitPerIp: number | undefined;
  /** Public registrations one network may submit in 10 minutes (a recruitment day on one Wi-Fi may need more). */
  registrationLimitPerNetwork: number | undefined;
  /** The largest registration request in bytes (fields and certificate together); larger gets 413. */
  registrationMaxBytes: number;
  /** Serve the OpenAPI document and UI at /api/docs (default: not in production). */
  docsEnabled: boolean;
  /** Limits on every PostgreSQL connection (DATABASE_URL only). */
  pgTimeouts: PgTimeouts;
  /** On SIGTERM/SIGINT: longest wait for in-flight requests before their connections are cut. */
  shutdownTimeoutMs: number;
  /** Attendance rounding step in minutes (default 15). */
  attendanceRoundingMinutes: number;
  /**
   * Where new uploaded and generated files go: in their database rows (the default with
   * PostgreSQL), in a directory (the default with the embedded database: DATA_DIR/storage) or an
   * S3 bucket.
   */
  storage: { kind: 'database' } | { kind: 'directory'; dir: string } | { kind: 's3'; s3: S3Options };
};

export class ConfigError extends Error {}

/** Parses the environment once. A bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = resolve(e.DATA_DIR);
  const isEmbedded = !e.DATABASE_URL;

  let secret: string;
  if (e.JWT_SECRET !== undefined) {
    if (Buffer.byteLength(e.JWT_SECRET) < 32) {
      throw new ConfigError('Invalid configuration:\n  JWT_SECRET: must be at least 32 bytes');
    }
    secret = e.JWT_SECRET;
  } else if (isProduction) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production (at least 32 random bytes)');
  } else {
    secret = readOrCreateSecret(dataDir);
  }

  if (isProduction && !e.ADMIN_EMAIL !== !e.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL/ADMIN_PASSWORD: set both or neither');
  }

  // PGlite runs on the thread that answers requests: a 10 MB bytea insert held it for seconds
  // (docs/decisions/013), so with the embedded database the bytes go to a directory beside it.
  const storageKind = e.STORAGE ?? (isEmbedded ? 'directory' : 'database');
  let storage: Config['storage'] =
    storageKind === 'directory' ? { kind: 'directory', dir: join(dataDir, 'storage') } : { kind: 'database' };
  if (storageKind === 's3') {
    const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (k) => !e[k],
    );
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((k) => `  ${k}: required with STORAGE=s3`).join('\n')}`,
      );
    }
    storage = {
      kind: 's3',
      s3: {
        endpoint: e.S3_ENDPOINT!,
        bucket: e.S3_BUCKET!,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID!,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      },
    };
  }

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    isEmbedded,
    jwtSecret: new TextEncoder().encode(secret),
    tokenTtlSeconds: e.TOKEN_TTL,
    sessionMaxAgeSeconds: e.SESSION_MAX_AGE,
    seedDemo: e.SEED_DEMO === '1' || (e.SEED_DEMO === undefined && isEmbedded && !isProduction),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    addressProvider: e.ADDRESS_PROVIDER,
    onemapToken: e.ONEMAP_TOKEN,
    googleMapsKey: e.GOOGLE_MAPS_KEY,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === '1',
    signInLimitPerIp: e.SIGN_IN_LIMIT_PER_IP,
    registrationLimitPerNetwork: e.REGISTRATION_LIMIT_PER_NETWORK,
    registrationMaxBytes: Math.round(e.REGISTRATION_MAX_MB * 1024 * 1024),
    docsEnabled: e.DOCS_ENABLED === undefined ? !isProduction : e.DOCS_ENABLED === '1',
    pgTimeouts: {
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    attendanceRoundingMinutes: e.ATTENDANCE_ROUNDING_MINUTES,
    storage,
  };
}

/** The embedded default keeps one random secret in DATA_DIR so tokens survive a restart. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
