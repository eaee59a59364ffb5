import { isIPv6 } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';

export type Limit = { max: number; windowSeconds: number };

/** Default limits; tests and deployments can override them. */
export const DEFAULT_LIMITS = {
  /** every sign-in / unlock attempt from one IP */
  signInPerIp: { max: 30, windowSeconds: 900 },
  /** failed attempts for one account from one IP */
  signInFailuresPerAccountIp: { max: 5, windowSeconds: 900 },
  /**
   * failed attempts for one account from anywhere: past it, the account is refused from networks it
   * has not signed in from lately (its known networks still sign in: decision 028, issue #26 item 11)
   */
  signInFailuresPerAccount: { max: 20, windowSeconds: 900 },
  /**
   * lock-outs of one account on one network in a day: each doubles the next lock-out there
   * (15, 30, 60 minutes... up to 64 times; decision 028)
   */
  signInStrikes: { max: 1, windowSeconds: 86_400 },
  /** a network an account signed in from is known to it for this long (the counter's window) */
  signInKnownNetwork: { max: 1, windowSeconds: 90 * 86_400 },
  forgotPerIp: { max: 10, windowSeconds: 900 },
  forgotPerEmail: { max: 3, windowSeconds: 900 },
  /** sign-ups from one IP (each sends a mail, so this also limits mail to strangers) */
  signUpPerIp: { max: 10, windowSeconds: 3600 },
  /** public address searches from one IP (the registration form searches as the applicant types) */
  addressSearchPerIp: { max: 120, windowSeconds: 60 },
  /**
   * public part-timer registrations from one network (networkOf: an IPv4 address, an IPv6 /64).
   * A person registers once; 20 in 10 minutes leaves room for a family or a recruitment stand on
   * one connection and stops a script (REGISTRATION_LIMIT_PER_NETWORK raises it).
   */
  registrationPerNetwork: { max: 20, windowSeconds: 600 },
  /**
   * ID checks of the public registration (step 2) from one network: an applicant checks once or
   * twice; the limit keeps a script from probing which ID numbers are registered.
   */
  registrationCheckPerNetwork: { max: 20, windowSeconds: 600 },
  /** registrations notified to hr one by one in a window; past it, one digest notification per window */
  registrationNotices: { max: 10, windowSeconds: 600 },
} satisfies Record<string, Limit>;
export type RateLimits = typeof DEFAULT_LIMITS;

/**
 * The limits a deployment sets in its configuration (SIGN_IN_LIMIT_PER_IP,
 * REGISTRATION_LIMIT_PER_NETWORK), over the defaults; each keeps its window.
 */
export function configuredLimits(config: {
  signInLimitPerIp: number | undefined;
  registrationLimitPerNetwork?: number | undefined;
}): Partial<RateLimits> {
  const out: Partial<RateLimits> = {};
  if (config.signInLimitPerIp !== undefined)
    out.signInPerIp = { ...DEFAULT_LIMITS.signInPerIp, max: config.signInLimitPerIp };
  if (config.registrationLimitPerNetwork !== undefined) {
    out.registrationPerNetwork = { ...DEFAULT_LIMITS.registrationPerNetwork, max: config.registrationLimitPerNetwork };
  }
  return out;
}

/**
 * The network a client address counts for: an IPv4 address itself (also when IPv4-mapped), an
 * IPv6 address by its /64 prefix (one subscriber usually gets a whole /64 and can pick any
 * address in it).
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  // An IPv4 tail (64:ff9b::1.2.3.4) stands for two groups; only its count matters here.
  const right = tail ? tail.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * A window as SQL. Windows start and end by the database's clock alone (`now()` there), never
 * compared with this process's clock: the two may differ (and do in tests that set the clock).
 */
const windowOf = (seconds: number) => sql.raw(`interval '${Math.floor(seconds)} seconds'`);

/** A counter now: hits in the window, when the window ends, and the seconds left of it by the database's clock. */
export type Count = { count: number; resetsAt: Date; secondsLeft: number };

/** Seconds from the database's now to the end of the window that started at `windowStart`. */
const secondsLeftOf = (w: ReturnType<typeof windowOf>) =>
  sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + ${w} - now())))::int`;

/** Counts one hit in a fixed window and answers the count now in the window and when it ends. */
export async function hit(db: DbOrTx, key: string, limit: Limit): Promise<Count> {
  const w = windowOf(limit.windowSeconds);
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= now() - ${w} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= now() - ${w} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart, secondsLeft: secondsLeftOf(w) });
  const row = rows[0]!;
  return {
    count: row.count,
    resetsAt: new Date(new Date(row.windowStart).getTime() + limit.windowSeconds * 1000),
    secondsLeft: Number(row.secondsLeft),
  };
}

/** The count in the current window without adding to it. */
export async function peek(db: DbOrTx, key: string, limit: Limit): Promise<Count> {
  const w = windowOf(limit.windowSeconds);
  const rows = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart, secondsLeft: secondsLeftOf(w) })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const row = rows[0];
  if (!row || Number(row.secondsLeft) <= 0) return { count: 0, resetsAt: new Date(), secondsLeft: 0 };
  return {
    count: row.count,
    resetsAt: new Date(new Date(row.windowStart).getTime() + limit.windowSeconds * 1000),
    secondsLeft: Number(row.secondsLeft),
  };
}

/** The longest window of any limit: a row older than it can only be an ended window. */
export const longestWindowSeconds = (limits: RateLimits): number =>
  Math.max(
    ...Object.entries(limits)
      .filter(([k]) => !(k in OWN_WINDOW))
      .map(([, l]) => l.windowSeconds),
  );

/** The key that records a network an account signed in from (kept for `signInKnownNetwork`, pruned on its own window). */
export const KNOWN_NETWORK_PREFIX = 'signin:known:';
/** The key counting an account's lock-outs on a network today (`signInStrikes`). */
export const STRIKES_PREFIX = 'signin:strikes:';
/** Counters kept longer than the others, each pruned on its own window: limit -> key prefix. */
const OWN_WINDOW: Partial<Record<keyof RateLimits, string>> = {
  signInKnownNetwork: KNOWN_NETWORK_PREFIX,
  signInStrikes: STRIKES_PREFIX,
};

/**
 * Deletes the counters whose window ended (every key that was hit once, e.g. each IP that tried a
 * sign-in, leaves a row). A later hit on a deleted key starts a new window, as it would have anyway.
 */
export async function pruneRateLimits(db: DbOrTx, limits: RateLimits): Promise<{ removed: number }> {
  const w = windowOf(longestWindowSeconds(limits));
  const own = (Object.entries(OWN_WINDOW) as [keyof RateLimits, string][]).map(
    ([k, prefix]) => sql`when ${rateLimits.key} like ${`${prefix}%`} then ${windowOf(limits[k].windowSeconds)}`,
  );
  const rows = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} <= now() - case ${sql.join(own, sql` `)} else ${w} end`)
    .returning({ key: rateLimits.key });
  return { removed: rows.length };
}

export async function reset(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** The 429 answer with a "try again in N minutes" message and Retry-After (`secondsLeft` of the window). */
export function tooManyAttempts(secondsLeft: number, what = 'attempts', more = ''): AppError {
  const seconds = Math.max(1, Math.ceil(secondsLeft));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(
    429,
    ERROR_CODES.rateLimited,
    `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.${more ? ` ${more}` : ''}`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

export async function enforce(db: DbOrTx, key: string, limit: Limit, what?: string): Promise<void> {
  const r = await hit(db, key, limit);
  if (r.count > limit.max) throw tooManyAttempts(r.secondsLeft, what);
}

/** The failure window of an account on a network after `strikes` lock-outs there today: doubled each time, at most 64 times. */
export const growingWindow = (base: Limit, strikes: number): Limit => ({
  max: base.max,
  windowSeconds: base.windowSeconds * 2 ** Math.min(Math.max(strikes - 1, 0), 6),
});
