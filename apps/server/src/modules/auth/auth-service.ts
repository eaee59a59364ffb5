import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import type { AuthReply, ResetPasswordBody, SignInBody, SignUpBody } from '@wf/shared/contracts/auth/auth';
import { oneTimeTokens, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, isUniqueViolation } from '../../http/errors.ts';
import { invalidToken, userFromToken } from '../../http/access.ts';
import { writeAudit } from '../audit/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { currentUserColumns, toCurrentUser } from '../users/index.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  enforce,
  growingWindow,
  hit,
  KNOWN_NETWORK_PREFIX,
  networkOf,
  peek,
  reset,
  STRIKES_PREFIX,
  tooManyAttempts,
} from './rate-limit.ts';
import { createLinkToken, hashLinkToken, signAccessToken } from '../../http/tokens.ts';

type LinkPurpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

const RESET_TTL_SECONDS = 3600;
/** The unlock link mailed at a lock-out works once, within this long, and for this many wrong passwords. */
const UNLOCK_TTL_SECONDS = 3600;
const UNLOCK_TRIES = { max: 3, windowSeconds: UNLOCK_TTL_SECONDS };
/** Unlock mails one account gets at most, whatever an attacker does (each lock-out would send one). */
const UNLOCK_MAILS = { max: 3, windowSeconds: 3600 };
const CONFIRM_TTL_SECONDS = 24 * 3600;
export const INVITE_TTL_SECONDS = 7 * 24 * 3600;

const wrongCredentials = () => new AppError(401, ERROR_CODES.invalidCredentials, 'Wrong email or password');

/**
 * A token for the user. A new session (sign-in with a password, password change) starts now; a
 * renewal (sign-in-with-token) passes the session's start, so it ends when the session ends.
 */
async function issueToken(
  app: FastifyInstance,
  userId: string,
  sessionStart = Math.floor(Date.now() / 1000),
): Promise<AuthReply> {
  const rows = await app.db
    .select({ ...currentUserColumns, ver: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  const row = rows[0];
  if (!row || !row.role) throw invalidToken();
  const accessToken = await signAccessToken(
    { sub: row.id, role: row.role, ver: row.ver, sessionStart },
    app.config.jwtSecret,
    { ttlSeconds: app.config.tokenTtlSeconds, sessionMaxAgeSeconds: app.config.sessionMaxAgeSeconds },
  );
  return { user: toCurrentUser(row), accessToken, tokenType: 'bearer' };
}

/**
 * Sign-in and unlock-session. Wrong e-mail and wrong password give the same answer; the account's
 * state is told only to someone who knows the password. Attempts are limited per IP, per account
 * and IP, and per account, each in a window that ends by itself.
 */
export async function signIn(app: FastifyInstance, body: SignInBody, ip: string): Promise<AuthReply> {
  const limits = app.rateLimits;
  const db = app.db;
  await enforce(db, `signin:ip:${ip}`, limits.signInPerIp, 'sign-in attempts from this network');
  // Failures count per account and network (an IPv6 /64 is one network), and per account. The
  // account-wide limit does not apply on a network the account signed in from lately, so an
  // attacker elsewhere cannot lock the owner out (issue #26 item 11, decision 028).
  const network = networkOf(ip);
  const accountIpKey = `signin:fail:${body.email}:${network}`;
  const accountKey = `signin:fail:${body.email}`;
  const knownKey = `${KNOWN_NETWORK_PREFIX}${body.email}:${network}`;
  const strikesKey = `${STRIKES_PREFIX}${body.email}:${network}`;
  const known = (await peek(db, knownKey, limits.signInKnownNetwork)).count > 0;
  // Each lock-out of this account on this network today doubles the next one (growing delays).
  const strikes = (await peek(db, strikesKey, limits.signInStrikes)).count;
  const networkLimit = growingWindow(limits.signInFailuresPerAccountIp, strikes);
  // The unlock link mailed at a lock-out lets its owner past the lock, once (decision 028).
  const unlock = body.unlockToken ? await unlockLink(db, body.unlockToken, body.email) : null;
  if (!unlock) {
    for (const [key, limit] of [
      [accountIpKey, networkLimit],
      ...(known ? [] : ([[accountKey, limits.signInFailuresPerAccount]] as const)),
    ] as const) {
      const p = await peek(db, key, limit);
      if (p.count >= limit.max) throw lockedOut(p.secondsLeft);
    }
  }

  const rows = await db
    .select({
      id: users.id,
      hash: users.passwordHash,
      status: users.accountStatus,
      confirmed: users.emailConfirmedAt,
      role: users.role,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${body.email}`);
  const u = rows[0];
  const ok = await verifyPassword(u?.hash, body.password);
  if (!u || !ok) {
    const failures = await hit(db, accountIpKey, limits.signInFailuresPerAccountIp);
    const lockedHere = failures.count === limits.signInFailuresPerAccountIp.max;
    if (lockedHere) await hit(db, strikesKey, limits.signInStrikes);
    const everywhere = await hit(db, accountKey, limits.signInFailuresPerAccount);
    if (u && u.status !== 'disabled' && (lockedHere || everywhere.count === limits.signInFailuresPerAccount.max))
      await mailUnlockLink(app, u.id, body.email);
    if (unlock && (await hit(db, `signin:unlock:${unlock.tokenHash}`, UNLOCK_TRIES)).count >= UNLOCK_TRIES.max)
      await useUnlockLink(db, unlock.tokenHash);
    throw wrongCredentials();
  }
  await reset(db, accountIpKey);
  await reset(db, strikesKey);
  await hit(db, knownKey, limits.signInKnownNetwork);
  if (unlock) {
    await useUnlockLink(db, unlock.tokenHash);
    await writeAudit(db, { actorId: u.id, action: 'user.unlock_sign_in', entityType: 'user', entityId: u.id });
  }
  if (u.status === 'disabled') {
    throw new AppError(
      403,
      ERROR_CODES.accountDisabled,
      'This account has been disabled. Ask an administrator to re-enable it.',
    );
  }
  if (u.status === 'pending' || !u.role) {
    if (!u.confirmed) {
      throw new AppError(
        403,
        ERROR_CODES.emailNotConfirmed,
        'Confirm your e-mail address first: use the link we sent you.',
      );
    }
    throw new AppError(403, ERROR_CODES.accountPending, 'Your account is waiting for an administrator to activate it.');
  }
  return issueToken(app, u.id);
}

/**
 * The 429 of a locked sign-in. The account's owner may have an unlock link in their mail (sent at
 * the lock-out when the account exists); the text says so without telling whether it exists.
 */
const lockedOut = (secondsLeft: number): AppError =>
  tooManyAttempts(secondsLeft, 'failed sign-in attempts', 'If this is your account, we have e-mailed you a link to sign in now.');

/** The unused, unexpired unlock link `token` of the account `email`, or a 400 naming the field. */
async function unlockLink(db: DbOrTx, token: string, email: string): Promise<{ tokenHash: string }> {
  const tokenHash = hashLinkToken(token);
  const rows = await db
    .select({ tokenHash: oneTimeTokens.tokenHash })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, 'unlock_sign_in'),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
        sql`lower(${users.email}) = ${email}`,
      ),
    );
  if (!rows[0])
    throw badRequest('This unlock link is invalid, expired or already used. Sign in as usual or wait for the lock to end.', {
      unlockToken: 'validation.link',
    });
  return rows[0];
}

const useUnlockLink = (db: DbOrTx, tokenHash: string) =>
  db.update(oneTimeTokens).set({ usedAt: new Date() }).where(eq(oneTimeTokens.tokenHash, tokenHash));

/**
 * Mails the account a one-time link that signs its owner in past the lock-out (decision 028): an
 * attacker on the owner's own network can lock that network, never the owner who reads the mail.
 * At most UNLOCK_MAILS an hour per account, so failing on purpose cannot flood the mailbox.
 */
async function mailUnlockLink(app: FastifyInstance, userId: string, email: string): Promise<void> {
  if ((await hit(app.db, `signin:unlockmail:${email}`, UNLOCK_MAILS)).count > UNLOCK_MAILS.max) return;
  await app.db.transaction(async (tx) => {
    const token = await createLink(tx, userId, 'unlock_sign_in', UNLOCK_TTL_SECONDS);
    await enqueueMail(tx, {
      to: email,
      subject: 'Your account was locked after failed sign-ins',
      text: `Hello,\n\nSomeone entered a wrong password for your account several times, so sign-in is paused on that network. Your password was not used.\n\nIf it was you, sign in now with this link (it works once, within one hour):\n${app.config.publicUrl}/sign-in?unlock=${token}\n\nIf it was not you, nobody got in. You may change your password after signing in.`,
    });
  });
  void app.mailer.kick();
}

export async function signInWithToken(app: FastifyInstance, token: string): Promise<AuthReply> {
  const user = await userFromToken(app, token);
  return issueToken(app, user.id, user.sessionStart);
}

export async function signOut(app: FastifyInstance, userId: string): Promise<void> {
  await app.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** A username from the e-mail's local part, made unique with a number. */
export async function uniqueUsername(db: DbOrTx, email: string): Promise<string> {
  const base =
    email
      .split('@')[0]!
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 30) || 'user';
  const taken = await db
    .select({ u: users.username })
    .from(users)
    .where(sql`lower(${users.username}) like ${base + '%'}`);
  const set = new Set(taken.map((t) => t.u.toLowerCase()));
  if (!set.has(base)) return base;
  for (let i = 2; ; i++) if (!set.has(`${base}${i}`)) return `${base}${i}`;
}

export async function createLink(
  db: DbOrTx,
  userId: string,
  purpose: LinkPurpose,
  ttlSeconds: number,
): Promise<string> {
  const { token, hash } = createLinkToken();
  await db
    .insert(oneTimeTokens)
    .values({ userId, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
  return token;
}

export const SIGN_UP_MESSAGE = 'Check your e-mail: we sent a link to confirm your address.';

/** Creates a pending account and mails a confirmation link. An e-mail in use is not revealed. */
export async function signUp(app: FastifyInstance, body: SignUpBody, ip: string): Promise<void> {
  await enforce(app.db, `signup:ip:${ip}`, app.rateLimits.signUpPerIp, 'sign-ups from this network');
  const passwordHash = await hashPassword(body.password);
  const queuedMail = await app.db
    .transaction(async (tx) => {
      const existing = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${body.email}`);
      if (existing[0]) {
        await enqueueMail(tx, {
          to: body.email,
          subject: 'Someone tried to sign up with your address',
          text: `An account already exists for ${body.email}. If that was you, sign in or reset your password at ${app.config.publicUrl}/forgot-password.`,
        });
        return true;
      }
      const username = await uniqueUsername(tx, body.email);
      const [u] = await tx
        .insert(users)
        .values({ name: body.name, email: body.email, username, passwordHash, accountStatus: 'pending', role: null })
        .returning({ id: users.id });
      const token = await createLink(tx, u!.id, 'confirm_email', CONFIRM_TTL_SECONDS);
      await writeAudit(tx, {
        actorId: null,
        action: 'user.sign_up',
        entityType: 'user',
        entityId: u!.id,
        after: { email: body.email, name: body.name },
      });
      await enqueueMail(tx, {
        to: body.email,
        subject: 'Confirm your e-mail address',
        text: `Hello ${body.name},\n\nConfirm your address by opening this link within 24 hours:\n${app.config.publicUrl}/confirmation-required?token=${token}\n\nAn administrator will then activate your account.`,
      });
      return true;
    })
    .catch((err: unknown) => {
      // The same address signed up at the same moment: answer as for an address in use.
      if (isUniqueViolation(err, 'users_email_lower_uq')) return false;
      throw err;
    });
  if (queuedMail) void app.mailer.kick();
}

/** Uses a single-use link: marks it used atomically, so a second use finds nothing. */
async function consumeLink(
  tx: DbOrTx,
  token: string,
  purposes: ReadonlyArray<LinkPurpose>,
): Promise<{ userId: string; purpose: string } | null> {
  const rows = await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashLinkToken(token)),
        inArray(oneTimeTokens.purpose, [...purposes]),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, purpose: oneTimeTokens.purpose });
  return rows[0] ?? null;
}

const badLink = () =>
  badRequest('This link is invalid, expired or already used. Ask for a new one.', { token: 'validation.link' });

export async function confirmEmail(app: FastifyInstance, token: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const link = await consumeLink(tx, token, ['confirm_email']);
    if (!link) throw badLink();
    await tx
      .update(users)
      .set({ emailConfirmedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, link.userId));
    await writeAudit(tx, {
      actorId: link.userId,
      action: 'user.confirm_email',
      entityType: 'user',
      entityId: link.userId,
    });
  });
}

export const FORGOT_MESSAGE =
  'If an account exists for that address, we have sent a link to reset the password. It works once, within one hour.';

export async function forgotPassword(app: FastifyInstance, email: string, ip: string): Promise<void> {
  await enforce(app.db, `forgot:ip:${ip}`, app.rateLimits.forgotPerIp, 'password reset requests');
  await enforce(
    app.db,
    `forgot:email:${email}`,
    app.rateLimits.forgotPerEmail,
    'password reset requests for this address',
  );
  const rows = await app.db
    .select({ id: users.id, name: users.name, status: users.accountStatus })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  const u = rows[0];
  if (!u || u.status === 'disabled') return;
  await app.db.transaction(async (tx) => {
    const token = await createLink(tx, u.id, 'reset_password', RESET_TTL_SECONDS);
    await enqueueMail(tx, {
      to: email,
      subject: 'Reset your password',
      text: `Hello ${u.name},\n\nSet a new password by opening this link within one hour. It works once.\n${app.config.publicUrl}/reset-password?token=${token}\n\nIf you did not ask for this, ignore this e-mail.`,
    });
  });
  void app.mailer.kick();
}

/** Sets a password from a reset or invitation link; signs out every session of that user. */
export async function resetPassword(app: FastifyInstance, body: ResetPasswordBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  await app.db.transaction(async (tx) => {
    const link = await consumeLink(tx, body.token, ['reset_password', 'invite']);
    if (!link) throw badLink();
    const set: Partial<typeof users.$inferInsert> = {
      passwordHash,
      mustChangePassword: 0,
      tokenVersion: sql`${users.tokenVersion} + 1` as never,
      updatedAt: new Date(),
    };
    if (link.purpose === 'invite') set.emailConfirmedAt = new Date();
    await tx.update(users).set(set).where(eq(users.id, link.userId));
    await writeAudit(tx, {
      actorId: link.userId,
      action: `user.${link.purpose === 'invite' ? 'accept_invite' : 'reset_password'}`,
      entityType: 'user',
      entityId: link.userId,
    });
  });
}

/** Changes the caller's password; other sessions are signed out, this one gets a fresh token. */
export async function changePassword(
  app: FastifyInstance,
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<AuthReply> {
  const rows = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!(await verifyPassword(rows[0]?.hash, currentPassword))) {
    throw badRequest('The current password is not right', { currentPassword: 'validation.password.current' });
  }
  const passwordHash = await hashPassword(newPassword);
  await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: 0, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await writeAudit(tx, { actorId: userId, action: 'user.change_password', entityType: 'user', entityId: userId });
  });
  return issueToken(app, userId);
}
