import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT, base64url, decodeJwt } from 'jose';
import { users } from '../db/schema/index.ts';
import { loadConfig } from '../config.ts';
import { signAccessToken, verifyAccessToken } from './tokens.ts';
import { createStaffUser, dbLabel } from '../test/harness.ts';
import { useTestContext } from '../test/use-test-context.ts';
import { adminEndpoints } from '@wf/shared/contracts/admin/endpoints';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';

const ctx = useTestContext();
const { call } = ctx;
let hr: { id: string; ver: number };

beforeAll(async () => {
  const rows = await ctx.database.db
    .select({ id: users.id, ver: users.tokenVersion })
    .from(users)
    .where(eq(users.email, 'hr@example.com'));
  hr = rows[0]!;
});

const now = () => Math.floor(Date.now() / 1000);
const secret = () => ctx.config.jwtSecret;
const sign = (
  payload: Record<string, unknown>,
  opts: { alg?: string; key?: Uint8Array; exp?: number | null; sub?: string } = {},
) => {
  let jwt = new SignJWT(payload)
    .setProtectedHeader({ alg: opts.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(opts.sub ?? hr.id)
    .setIssuedAt();
  if (opts.exp !== null) jwt = jwt.setExpirationTime(opts.exp ?? now() + 3600);
  return jwt.sign(opts.key ?? secret());
};

/** Both ways a token is used: as a bearer header, and in sign-in-with-token. */
async function expectRefused(token: string) {
  const read = await call({ token }, commonEndpoints.user);
  expect(read.statusCode).toBe(401);
  expect(read.json().error.code).toMatch(/^(INVALID_TOKEN|UNAUTHENTICATED)$/);
  const exchange = await call(null, authEndpoints.signInWithToken, { body: { accessToken: token } });
  expect(exchange.statusCode).toBe(401);
  expect(exchange.json().error.message).toBe('Invalid token');
}

describe(`access tokens (${dbLabel})`, () => {
  it('accepts a well-formed token (the control for every case below)', async () => {
    const token = await sign({ role: 'hr', ver: hr.ver });
    const res = await call({ token }, commonEndpoints.user);
    expect(res.statusCode).toBe(200);
    expect(res.answer().email).toBe('hr@example.com');
  });

  it('issues HS256 tokens carrying user id, role, token version and exp (the configured lifetime)', async () => {
    const res = await call(null, authEndpoints.signIn, {
      body: { email: 'hr@example.com', password: 'Demo-pass-2026!' },
    });
    const token = res.answer().accessToken;
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: hr.id, role: 'hr', ver: hr.ver });
    // The lifetime counts from the session's start (auth_time, the sign-in); the signing may fall in
    // a later second on a slow machine, so iat can be later than auth_time.
    expect(claims.exp! - (claims.auth_time as number)).toBe(ctx.config.tokenTtlSeconds);
    expect(claims.iat! - (claims.auth_time as number)).toBeGreaterThanOrEqual(0);
    expect(claims.iat! - (claims.auth_time as number)).toBeLessThan(60);
    expect(ctx.config.tokenTtlSeconds).toBe(7 * 86400);
  });

  it("refuses alg 'none'", async () => {
    const token = new UnsecuredJWT({ role: 'hr', ver: hr.ver })
      .setSubject(hr.id)
      .setIssuedAt()
      .setExpirationTime(now() + 3600)
      .encode();
    await expectRefused(token);
    // …also with the signature of a real token left on.
    const real = await sign({ role: 'hr', ver: hr.ver });
    await expectRefused(`${token.split('.').slice(0, 2).join('.')}.${real.split('.')[2]}`);
  });

  it('refuses a token signed with another secret', async () => {
    await expectRefused(
      await sign(
        { role: 'hr', ver: hr.ver },
        { key: new TextEncoder().encode('another-secret-that-is-long-enough-9876543210') },
      ),
    );
  });

  it('refuses another algorithm even with the right secret (algorithm pinned)', async () => {
    await expectRefused(await sign({ role: 'hr', ver: hr.ver }, { alg: 'HS512' }));
  });

  it('refuses an expired token', async () => {
    await expectRefused(await sign({ role: 'hr', ver: hr.ver }, { exp: now() - 10 }));
  });

  it('refuses a token without exp', async () => {
    await expectRefused(await sign({ role: 'hr', ver: hr.ver }, { exp: null }));
  });

  it('refuses a token without a token version, or of a stale one', async () => {
    await expectRefused(await sign({ role: 'hr' }));
    await expectRefused(await sign({ role: 'hr', ver: hr.ver + 1 }));
    const u = await createStaffUser(ctx.database.db);
    const res = await call(null, authEndpoints.signIn, { body: { email: u.email, password: u.password } });
    const token = res.answer().accessToken;
    await ctx.database.db.update(users).set({ tokenVersion: 5 }).where(eq(users.id, u.id));
    await expectRefused(token);
  });

  it('refuses a token for a user that does not exist', async () => {
    await expectRefused(await sign({ role: 'admin', ver: 0 }, { sub: '00000000-0000-4000-8000-000000000000' }));
    await expectRefused(await sign({ role: 'admin', ver: 0 }, { sub: 'not-a-uuid' }));
  });

  it('refuses malformed tokens and authorization headers', async () => {
    for (const token of ['abc', 'a.b.c', 'a.b', '...', `${'x'.repeat(40)}.${'y'.repeat(40)}.${'z'.repeat(40)}`])
      await expectRefused(token);
    const good = await sign({ role: 'hr', ver: hr.ver });
    for (const authorization of ['Bearer', 'Bearer ', `Basic ${good}`, good, `Bearer ${good} extra`]) {
      const res = await ctx.inject({ method: 'GET', url: '/api/common/user', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  it('refuses a token whose role claim was changed', async () => {
    const token = await sign({ role: 'hr', ver: hr.ver });
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    payload.role = 'admin';
    const forged = `${h}.${base64url.encode(JSON.stringify(payload))}.${s}`;
    await expectRefused(forged);
    const admin = await call({ token: forged }, adminEndpoints.listStaff, { query: {} });
    expect(admin.statusCode).toBe(401);
  });

  it('takes the role from the account, not from the token', async () => {
    // Even a correctly signed token claiming admin gives an hr account no admin rights.
    const token = await sign({ role: 'admin', ver: hr.ver });
    const res = await call({ token }, adminEndpoints.listStaff, { query: {} });
    expect(res.statusCode).toBe(403);
  });
});

describe('verifyAccessToken', () => {
  const key = new TextEncoder().encode('k'.repeat(32));
  const life = { ttlSeconds: 60, sessionMaxAgeSeconds: 3600 };
  it('round-trips the claims of signAccessToken', async () => {
    const start = now() - 100;
    const t = await signAccessToken({ sub: 'u1', role: 'finance', ver: 3, sessionStart: start }, key, life);
    expect(await verifyAccessToken(t, key)).toEqual({ sub: 'u1', role: 'finance', ver: 3, sessionStart: start });
  });
  it('answers null for anything wrong', async () => {
    const t = await signAccessToken({ sub: 'u1', role: 'finance', ver: 3, sessionStart: now() }, key, life);
    expect(await verifyAccessToken(t, new TextEncoder().encode('j'.repeat(32)))).toBeNull();
    expect(await verifyAccessToken(t.slice(0, -2), key)).toBeNull();
    expect(await verifyAccessToken('', key)).toBeNull();
  });
  it("never sets exp past the session's absolute end", async () => {
    const start = now() - 3590;
    const t = await signAccessToken({ sub: 'u1', role: 'finance', ver: 3, sessionStart: start }, key, life);
    expect(decodeJwt(t).exp).toBe(start + 3600);
    expect(decodeJwt(t).auth_time).toBe(start);
  });
});

describe(`absolute session lifetime (SESSION_MAX_AGE) (${dbLabel})`, () => {
  const renew = (token: string) => call(null, authEndpoints.signInWithToken, { body: { accessToken: token } });

  it('a renewed token keeps the session start of the sign-in', async () => {
    const signIn = await call(null, authEndpoints.signIn, {
      body: { email: 'hr@example.com', password: 'Demo-pass-2026!' },
    });
    const first = signIn.answer().accessToken;
    const start = decodeJwt(first).auth_time as number;
    expect(Math.abs(start - now())).toBeLessThanOrEqual(2);
    const renewed = await renew(first);
    expect(renewed.statusCode).toBe(200);
    const second = renewed.answer().accessToken;
    expect(decodeJwt(second).auth_time).toBe(start);
    expect(decodeJwt(second).exp).toBeLessThanOrEqual(start + ctx.config.sessionMaxAgeSeconds);
    expect(decodeJwt((await renew(second)).answer().accessToken).auth_time).toBe(start);
  });

  it('refuses with 401 a token (still unexpired) whose session began longer ago than the absolute lifetime', async () => {
    const old = now() - ctx.config.sessionMaxAgeSeconds - 5;
    const token = await sign({ role: 'hr', ver: hr.ver, auth_time: old }, { exp: now() + 3600 });
    await expectRefused(token);
    // The same token within the lifetime is accepted (the control).
    const fresh = await sign({ role: 'hr', ver: hr.ver, auth_time: now() - 60 }, { exp: now() + 3600 });
    expect((await renew(fresh)).statusCode).toBe(200);
  });

  it('is configurable', () => {
    const base = { DATA_DIR: '/tmp/wf-test-unused', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).sessionMaxAgeSeconds).toBe(7 * 86400);
    expect(loadConfig({ ...base, SESSION_MAX_AGE: '12h' }).sessionMaxAgeSeconds).toBe(43200);
    expect(() => loadConfig({ ...base, SESSION_MAX_AGE: 'forever' })).toThrow(/SESSION_MAX_AGE/);
  });
});
