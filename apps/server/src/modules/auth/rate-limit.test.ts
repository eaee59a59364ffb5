import { describe, expect, it } from 'vitest';
import { desc, eq, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog, outbox, rateLimits } from '../../db/schema/index.ts';
import { createStaffUser, dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import {
  DEFAULT_LIMITS,
  hit,
  longestWindowSeconds,
  networkOf,
  pruneRateLimits,
  tooManyAttempts,
} from './rate-limit.ts';

const WINDOW = 900;
const ctx = useTestContext({
  rateLimits: {
    signInPerIp: { max: 8, windowSeconds: WINDOW },
    signInFailuresPerAccountIp: { max: 3, windowSeconds: WINDOW },
    signInFailuresPerAccount: { max: 5, windowSeconds: WINDOW },
    forgotPerIp: { max: 4, windowSeconds: WINDOW },
    forgotPerEmail: { max: 2, windowSeconds: WINDOW },
    signUpPerIp: { max: 2, windowSeconds: WINDOW },
  },
});

const WRONG = 'Not-the-password-1';
const attempt = (url: string, payload: object, ip: string) =>
  ctx.inject({ method: 'POST', url, payload, remoteAddress: ip });
const signIn = (email: string, password: string, ip: string) => attempt('/api/auth/sign-in', { email, password }, ip);

function expectLimited(res: LightMyRequestResponse, what: RegExp) {
  expect(res.statusCode).toBe(429);
  const { error } = res.json();
  expect(error.code).toBe('RATE_LIMITED');
  expect(error.message).toMatch(what);
  expect(error.message).toMatch(/Try again in \d+ minutes?\./);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW);
  const minutes = Number(/Try again in (\d+) minute/.exec(error.message)![1]);
  expect(minutes).toBe(Math.ceil(retryAfter / 60));
}

/** Moves the windows of the matching counters into the past, as if the time had passed. */
async function letWindowPass(keyPattern: string) {
  const moved = await ctx.database.db
    .update(rateLimits)
    .set({ windowStart: sql`now() - interval '1 hour'` })
    .where(like(rateLimits.key, keyPattern))
    .returning({ key: rateLimits.key });
  expect(moved.length).toBeGreaterThan(0);
}

describe(`sign-in rate limits (${dbLabel})`, () => {
  it('locks an account from one address after repeated failures, not from another, and releases with the window', async () => {
    const u = await createStaffUser(ctx.database.db);
    const attacker = '198.51.100.7';
    const owner = '203.0.113.20';
    for (let i = 0; i < 3; i++) expect((await signIn(u.email, WRONG, attacker)).statusCode).toBe(401);
    // Locked from the attacker's address, even with the right password…
    expectLimited(await signIn(u.email, WRONG, attacker), /failed sign-in attempts/);
    expectLimited(await signIn(u.email, u.password, attacker), /failed sign-in attempts/);
    // …while the owner, elsewhere, still signs in (account + IP keying).
    expect((await signIn(u.email, u.password, owner)).statusCode).toBe(200);
    expect((await signIn(u.email, WRONG, owner)).statusCode).toBe(401);
    // unlock-session counts against the same limits.
    expectLimited(
      await attempt('/api/auth/unlock-session', { email: u.email, password: u.password }, attacker),
      /failed sign-in attempts/,
    );

    await letWindowPass(`signin:fail:${u.email}:${attacker}`);
    expect((await signIn(u.email, u.password, attacker)).statusCode).toBe(200);
  });

  it('counts only failures since the last success from that address', async () => {
    const u = await createStaffUser(ctx.database.db);
    const ip = '198.51.100.8';
    for (let i = 0; i < 2; i++) expect((await signIn(u.email, WRONG, ip)).statusCode).toBe(401);
    expect((await signIn(u.email, u.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await signIn(u.email, WRONG, ip)).statusCode).toBe(401);
    expect((await signIn(u.email, u.password, ip)).statusCode).toBe(200);
  });

  it('an attack from many addresses does not lock the owner out of a network they signed in from (issue #26 item 11)', async () => {
    const u = await createStaffUser(ctx.database.db);
    const office = '203.0.113.50';
    expect((await signIn(u.email, u.password, office)).statusCode).toBe(200); // the owner's usual network
    for (const ip of ['192.0.2.11', '192.0.2.12', '192.0.2.13']) {
      for (let i = 0; i < 2; i++) expect([401, 429]).toContain((await signIn(u.email, WRONG, ip)).statusCode);
    }
    // The account-wide limit is reached: a new network is refused, the owner's own is not.
    expectLimited(await signIn(u.email, u.password, '203.0.113.99'), /failed sign-in attempts/);
    expectLimited(await signIn(u.email, WRONG, '192.0.2.14'), /failed sign-in attempts/);
    expect((await signIn(u.email, u.password, office)).statusCode).toBe(200);
    // The owner's network still has its own failure limit (per account and network).
    for (let i = 0; i < 3; i++) expect((await signIn(u.email, WRONG, office)).statusCode).toBe(401);
    expectLimited(await signIn(u.email, u.password, office), /failed sign-in attempts/);
  });

  it('each lock-out of an account on one network in a day doubles the next (growing delays)', async () => {
    const u = await createStaffUser(ctx.database.db);
    const ip = '198.51.100.77';
    const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);
    expect((await signIn(u.email, u.password, ip)).statusCode).toBe(200); // the owner's network: only its own limit counts
    for (let i = 0; i < 3; i++) expect((await signIn(u.email, WRONG, ip)).statusCode).toBe(401);
    const first = await signIn(u.email, WRONG, ip);
    expect(first.statusCode).toBe(429);
    expect(retryAfter(first)).toBeLessThanOrEqual(WINDOW);
    await letWindowPass(`signin:%${ip}`); // an hour later: the lock and the per-IP count have ended, the strike stays (a day)
    for (let i = 0; i < 3; i++) expect((await signIn(u.email, WRONG, ip)).statusCode).toBe(401);
    const second = await signIn(u.email, u.password, ip);
    expect(second.statusCode).toBe(429);
    expect(retryAfter(second)).toBeGreaterThan(WINDOW);
    expect(retryAfter(second)).toBeLessThanOrEqual(2 * WINDOW);
  });

  it('an IPv6 attacker cannot step around the per-network limit by changing addresses in their /64', async () => {
    const u = await createStaffUser(ctx.database.db);
    for (let i = 0; i < 3; i++) expect((await signIn(u.email, WRONG, `2001:db8:1:2::${i + 1}`)).statusCode).toBe(401);
    expectLimited(await signIn(u.email, WRONG, '2001:db8:1:2::ff'), /failed sign-in attempts/);
  });

  it('locks an account attacked from many addresses for one window only', async () => {
    const u = await createStaffUser(ctx.database.db);
    // Two failures from each of three addresses: no address reaches its own limit, the account does.
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      for (let i = 0; i < 2; i++) {
        const res = await signIn(u.email, WRONG, ip);
        expect([401, 429]).toContain(res.statusCode);
      }
    }
    // The design's trade-off: the account-wide limit also stops the owner, but only until the window ends.
    expectLimited(await signIn(u.email, u.password, '203.0.113.21'), /failed sign-in attempts/);
    await letWindowPass(`signin:fail:${u.email}%`);
    expect((await signIn(u.email, u.password, '203.0.113.21')).statusCode).toBe(200);
  });

  /** The unlock links mailed to `email`, newest first. */
  async function unlockLinks(email: string): Promise<string[]> {
    const mails = await ctx.database.db
      .select({ subject: outbox.subject, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.createdAt));
    return mails.flatMap((m) => /\/sign-in\?unlock=([\w-]+)/.exec(m.text)?.[1] ?? []);
  }
  const withLink = (email: string, password: string, ip: string, unlockToken: string) =>
    attempt('/api/auth/sign-in', { email, password, unlockToken }, ip);

  it('a lock-out mails the owner a one-time link that signs them in past it, even on the attacked network (issue #26 item 11)', async () => {
    const u = await createStaffUser(ctx.database.db);
    const office = '203.0.113.60'; // the attacker shares the owner's office network
    expect(await unlockLinks(u.email)).toEqual([]);
    for (let i = 0; i < 3; i++) expect((await signIn(u.email, WRONG, office)).statusCode).toBe(401);
    const locked = await signIn(u.email, u.password, office);
    expectLimited(locked, /failed sign-in attempts/);
    expect(locked.json().error.message).toMatch(/If this is your account, we have e-mailed you a link to sign in now\./);
    const [link] = await unlockLinks(u.email);
    expect(link).toBeTruthy();
    // The link does not help with a wrong password, nor on another account.
    expect((await withLink(u.email, WRONG, office, link!)).statusCode).toBe(401);
    const other = await createStaffUser(ctx.database.db);
    expect((await withLink(other.email, other.password, office, link!)).statusCode).toBe(400);
    // With the right password it signs the owner in on the locked network, once, and is audited.
    const res = await withLink(u.email, u.password, office, link!);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(u.email);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.unlock_sign_in'));
    expect(audit.map((a) => a.entityId)).toContain(u.id);
    const again = await withLink(u.email, u.password, office, link!);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ unlockToken: 'validation.link' });
  });

  it('an unlock link is burnt by three wrong passwords; no mail for an unknown account; at most three mails an hour', async () => {
    const u = await createStaffUser(ctx.database.db);
    const ip = '198.51.100.61';
    for (let i = 0; i < 3; i++) expect((await signIn(u.email, WRONG, ip)).statusCode).toBe(401);
    const [link] = await unlockLinks(u.email);
    for (let i = 0; i < 3; i++) expect((await withLink(u.email, WRONG, ip, link!)).statusCode).toBe(401);
    expect((await withLink(u.email, u.password, ip, link!)).statusCode).toBe(400);
    expectLimited(await signIn(u.email, u.password, ip), /failed sign-in attempts/);

    // Two links so far: the network's lock-out, then the account-wide one (5 failures). Lock-outs on
    // more networks (each after the account-wide window ended) would send more: three an hour at most.
    expect(await unlockLinks(u.email)).toHaveLength(2);
    for (const net of ['198.51.100.62', '198.51.100.63', '198.51.100.64']) {
      await letWindowPass(`signin:fail:${u.email}`);
      for (let i = 0; i < 3; i++) expect((await signIn(u.email, WRONG, net)).statusCode).toBe(401);
      expectLimited(await signIn(u.email, u.password, net), /failed sign-in attempts/);
    }
    expect(await unlockLinks(u.email)).toHaveLength(3);

    const ghost = 'ghost-unlock@example.com';
    for (let i = 0; i < 3; i++) expect((await signIn(ghost, WRONG, '198.51.100.65')).statusCode).toBe(401);
    expect(await unlockLinks(ghost)).toEqual([]);
  });

  it('limits every attempt from one address, whatever the accounts, and releases with the window', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 8; i++) expect((await signIn(`nobody${i}@example.com`, WRONG, ip)).statusCode).toBe(401);
    expectLimited(await signIn('admin@example.com', 'Demo-pass-2026!', ip), /from this network/);
    expect((await signIn('admin@example.com', 'Demo-pass-2026!', '198.51.100.10')).statusCode).toBe(200);
    await letWindowPass(`signin:ip:${ip}`);
    expect((await signIn('admin@example.com', 'Demo-pass-2026!', ip)).statusCode).toBe(200);
  });
});

describe(`forgot-password rate limits (${dbLabel})`, () => {
  it('limits requests per address the same for known and unknown e-mails, and releases with the window', async () => {
    const u = await createStaffUser(ctx.database.db);
    const ghost = 'ghost-limit@example.com';
    for (const [email, ip] of [
      [u.email, '198.51.100.30'],
      [u.email, '198.51.100.31'],
      [ghost, '198.51.100.32'],
      [ghost, '198.51.100.33'],
    ] as const) {
      expect((await attempt('/api/auth/forgot-password', { email }, ip)).statusCode).toBe(200);
    }
    const known = await attempt('/api/auth/forgot-password', { email: u.email }, '198.51.100.34');
    const unknown = await attempt('/api/auth/forgot-password', { email: ghost }, '198.51.100.35');
    expectLimited(known, /password reset requests for this address/);
    expectLimited(unknown, /password reset requests for this address/);
    expect(unknown.json()).toEqual(known.json());

    await letWindowPass(`forgot:email:${u.email}`);
    expect((await attempt('/api/auth/forgot-password', { email: u.email }, '198.51.100.36')).statusCode).toBe(200);
  });

  it('limits requests from one network', async () => {
    const ip = '198.51.100.40';
    for (let i = 0; i < 4; i++) {
      expect((await attempt('/api/auth/forgot-password', { email: `someone${i}@example.com` }, ip)).statusCode).toBe(
        200,
      );
    }
    expectLimited(
      await attempt('/api/auth/forgot-password', { email: 'someone-else@example.com' }, ip),
      /password reset requests/,
    );
    await letWindowPass(`forgot:ip:${ip}`);
    expect((await attempt('/api/auth/forgot-password', { email: 'someone-else@example.com' }, ip)).statusCode).toBe(
      200,
    );
  });
});

describe(`sign-up rate limit (${dbLabel})`, () => {
  it('limits sign-ups from one network', async () => {
    const ip = '198.51.100.50';
    for (let i = 0; i < 2; i++) {
      const res = await attempt(
        '/api/auth/sign-up',
        { name: `Signer ${i}`, email: `signer${i}@example.org`, password: 'Sunny-harbour-42' },
        ip,
      );
      expect(res.statusCode).toBe(200);
    }
    expectLimited(
      await attempt(
        '/api/auth/sign-up',
        { name: 'Signer 3', email: 'signer3@example.org', password: 'Sunny-harbour-42' },
        ip,
      ),
      /sign-ups from this network/,
    );
  });
});

describe(`rate-limit pruning (${dbLabel})`, () => {
  it('deletes only counters whose window ended, and a pruned key starts afresh', async () => {
    const limit = { max: 3, windowSeconds: 60 };
    await hit(ctx.database.db, 'prune:old', limit);
    await hit(ctx.database.db, 'prune:old', limit);
    await hit(ctx.database.db, 'prune:new', limit);
    const longest = longestWindowSeconds(DEFAULT_LIMITS);
    expect(longest).toBe(3600);
    await ctx.database.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '${sql.raw(String(longest + 1))} seconds'` })
      .where(like(rateLimits.key, 'prune:old'));
    const r = await pruneRateLimits(ctx.database.db, DEFAULT_LIMITS);
    expect(r.removed).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db.select().from(rateLimits).where(like(rateLimits.key, 'prune:%'));
    expect(left.map((x) => x.key)).toEqual(['prune:new']);
    expect((await hit(ctx.database.db, 'prune:old', limit)).count).toBe(1);
  });
});

describe('tooManyAttempts', () => {
  it('rounds up to whole minutes and says "minute" for one', () => {
    const in30s = tooManyAttempts(30);
    expect(in30s.message).toMatch(/Try again in 1 minute\.$/);
    expect(Number(in30s.headers!['retry-after'])).toBeGreaterThanOrEqual(29);
    expect(tooManyAttempts(14 * 60 + 1).message).toMatch(/Try again in 15 minutes\.$/);
    expect(tooManyAttempts(-5).headers!['retry-after']).toBe('1');
  });
});

describe('networkOf', () => {
  it('an IPv4 address is its own network (also IPv4-mapped); IPv6 counts per /64', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(networkOf('fe80:1:2:3:4::1.2.3.4')).toBe('fe80:1:2:3::/64');
  });
});
