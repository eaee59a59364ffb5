import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, oneTimeTokens, outbox, users } from '../../db/schema/index.ts';
import {
  createStaffUser,
  createTestContext,
  dbLabel,
  DEMO_PASSWORD,
  type TestContext,
  bearer,
} from '../../test/harness.ts';
import { startSmtpListener, type ReceivedMail, type SmtpListener } from '../../test/smtp-listener.ts';
import { authEndpoints as e } from '@wf/shared/contracts/auth/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { adminEndpoints } from '@wf/shared/contracts/admin/endpoints';

let ctx: TestContext;
let smtp: SmtpListener;

beforeAll(async () => {
  smtp = await startSmtpListener();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

/** A body the endpoint's types forbid (a missing field, a wrong type), sent raw. */
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.inject({ method: 'POST', url, payload: payload as object, headers });
const signIn = (email: string, password: string) => ctx.call(null, e.signIn, { body: { email, password } });
const me = (token: string) => ctx.call({ token }, commonEndpoints.user);

/** The link token in a mail (…?token=XYZ). */
function linkToken(mail: ReceivedMail, path: string): string {
  const m = new RegExp(`http://app\\.test${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!m) throw new Error(`no ${path} link in mail:\n${mail.text}`);
  return m[1]!;
}

const signUp = (body: { name: string; email: string; password: string }) => ctx.call(null, e.signUp, { body });
const confirmEmail = (token: string) => ctx.call(null, e.confirmEmail, { body: { token } });
const forgotPassword = (email: string) => ctx.call(null, e.forgotPassword, { body: { email } });
const resetPassword = (token: string, password: string) =>
  ctx.call(null, e.resetPassword, { body: { token, password } });
const changePassword = (who: { token: string } | null, currentPassword: string, newPassword: string) =>
  ctx.call(who, e.changePassword, { body: { currentPassword, newPassword } });

const mailTo = (to: string, subject: RegExp) => smtp.waitFor((m) => m.to.includes(to) && subject.test(m.subject));

describe(`sign-in (${dbLabel})`, () => {
  it('answers the user, a bearer token that works, and never the hash', async () => {
    const res = await signIn('Admin@Example.COM', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.answer();
    expect(body.tokenType).toBe('bearer');
    expect(body.user).toEqual({
      id: expect.any(String),
      name: 'Alicia Tan',
      username: 'admin',
      email: 'admin@example.com',
      avatar: null,
      status: 'online',
      role: 'admin',
      accountStatus: 'active',
      mustChangePassword: false,
    });
    expect(res.body).not.toMatch(/argon2|password_?hash|tokenVersion/i);
    const who = await me(body.accessToken);
    expect(who.statusCode).toBe(200);
    expect(who.answer().email).toBe('admin@example.com');
  });

  it('gives a wrong e-mail and a wrong password the identical answer', async () => {
    const wrongEmail = await signIn('nobody@example.com', DEMO_PASSWORD);
    const wrongPassword = await signIn('manager@example.com', 'Not-the-password-1');
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.statusCode).toBe(wrongEmail.statusCode);
    expect(wrongPassword.body).toBe(wrongEmail.body);
    expect(wrongEmail.json().error.code).toBe('INVALID_CREDENTIALS');
    expect(wrongEmail.headers['content-type']).toMatch(/application\/json/);
  });

  it('refuses a malformed body with 400 naming the fields', async () => {
    const res = await post('/api/auth/sign-in', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('tells a disabled account why only when the password is right', async () => {
    const u = await createStaffUser(ctx.database.db, { status: 'disabled' });
    const wrong = await signIn(u.email, 'Not-the-password-1');
    const unknown = await signIn('nobody-else@example.com', 'Not-the-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    const right = await signIn(u.email, u.password);
    expect(right.statusCode).toBe(403);
    expect(right.json().error.code).toBe('ACCOUNT_DISABLED');
    expect(right.json().error.message).toMatch(/disabled/i);
  });

  it('refuses the token of an account disabled after it signed in', async () => {
    const u = await createStaffUser(ctx.database.db);
    const token = (await signIn(u.email, u.password)).answer().accessToken;
    expect((await me(token)).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ accountStatus: 'disabled' }).where(eq(users.id, u.id));
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe(`sign-in-with-token (${dbLabel})`, () => {
  it('answers a fresh working token and the user for a valid token', async () => {
    const first = (await signIn('finance@example.com', DEMO_PASSWORD)).answer();
    const res = await ctx.call(null, e.signInWithToken, { body: { accessToken: first.accessToken } });
    expect(res.statusCode).toBe(200);
    const body = res.answer();
    expect(body.tokenType).toBe('bearer');
    expect(body.user.email).toBe('finance@example.com');
    expect(body.user.role).toBe('finance');
    expect((await me(body.accessToken)).statusCode).toBe(200);
  });

  it("answers 401 'Invalid token' for an invalid token", async () => {
    const res = await ctx.call(null, e.signInWithToken, { body: { accessToken: 'not.a.token' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: 'Invalid token' } });
  });

  it('refuses an empty body with 400', async () => {
    const res = await post('/api/auth/sign-in-with-token', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('accessToken');
  });
});

describe(`sign-up, e-mail confirmation and activation (${dbLabel})`, () => {
  const email = 'new.person@example.org';
  const password = 'Sunny-harbour-42';

  it('creates a pending account that can sign in only after confirmation and activation', async () => {
    const res = await signUp({ name: 'New Person', email: 'New.Person@Example.org', password });
    expect(res.statusCode).toBe(200);
    expect(res.answer()).toEqual({ ok: true, message: expect.stringMatching(/check your e-mail/i) });

    const rows = await ctx.database.db
      .select({ id: users.id, status: users.accountStatus, role: users.role, confirmed: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    const id = rows[0]!.id;
    expect(rows[0]).toMatchObject({ status: 'pending', role: null, confirmed: null });

    // Before confirmation: a wrong password looks like any wrong password; the right one is told to confirm.
    const wrong = await signIn(email, 'Not-the-password-1');
    const unknown = await signIn('unknown-person@example.org', 'Not-the-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    const unconfirmed = await signIn(email, password);
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().error.code).toBe('EMAIL_NOT_CONFIRMED');

    // An admin cannot activate an unconfirmed account.
    const activate = (role: 'hr' | 'finance') =>
      ctx.call('admin', adminEndpoints.activate, { params: { id }, body: { role } });
    const early = await activate('hr');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('CONFLICT');

    // The confirmation mail arrives over SMTP; its link works once.
    const mail = await mailTo(email, /confirm your e-mail/i);
    const token = linkToken(mail, '/confirmation-required');
    const confirmed = await confirmEmail(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.answer().ok).toBe(true);
    const again = await confirmEmail(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ token: 'validation.link' });

    // Confirmed but not yet activated: told to wait, only with the right password.
    const wrong2 = await signIn(email, 'Not-the-password-1');
    expect(wrong2.body).toBe(unknown.body);
    const pending = await signIn(email, password);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().error.code).toBe('ACCOUNT_PENDING');

    // The admin list shows it; activation with a role lets it sign in.
    const list = await ctx.call('admin', adminEndpoints.listStaff, { query: { search: 'new.person' } });
    expect(list.statusCode).toBe(200);
    expect(list.answer().items).toContainEqual(
      expect.objectContaining({
        id,
        name: 'New Person',
        email,
        role: null,
        accountStatus: 'pending',
        emailConfirmed: true,
      }),
    );
    const activated = await activate('finance');
    expect(activated.statusCode).toBe(200);
    expect(activated.answer()).toMatchObject({ id, role: 'finance', accountStatus: 'active', emailConfirmed: true });
    expect((await activate('hr')).statusCode).toBe(409);

    const ok = await signIn(email, password);
    expect(ok.statusCode).toBe(200);
    expect(ok.answer().user).toMatchObject({ email, role: 'finance', accountStatus: 'active' });
    await mailTo(email, /account is active/i);

    const audit = await ctx.database.db
      .select({ action: auditLog.action, actor: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['user.sign_up', 'user.confirm_email', 'user.activate']),
    );
  });

  it('gives an address already in use the same answer and creates nothing', async () => {
    const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await signUp({ name: 'Someone', email: 'hr@example.com', password });
    expect(res.statusCode).toBe(200);
    expect(res.answer()).toEqual({ ok: true, message: expect.stringMatching(/check your e-mail/i) });
    const after = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
    await mailTo('hr@example.com', /tried to sign up/i);
  });

  it('refuses a weak password or a missing name with 400 naming the field, and writes nothing', async () => {
    const weak = await signUp({ name: 'Weak', email: 'weak@example.org', password: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ password: 'validation.password.common' });
    const short = await signUp({ name: '', email: 'weak@example.org', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toMatchObject({
      name: 'validation.required',
      password: 'validation.password.tooShort',
    });
    const rows = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'weak@example.org'));
    expect(rows).toHaveLength(0);
  });

  it('refuses an unknown confirmation token', async () => {
    const res = await confirmEmail('x'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ token: 'validation.link' });
  });
});

describe(`forgot-password and reset-password (${dbLabel})`, () => {
  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const u = await createStaffUser(ctx.database.db);
    const known = await forgotPassword(u.email);
    const unknown = await forgotPassword('ghost@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await mailTo(u.email, /reset your password/i);
    const queued = await ctx.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.to, 'ghost@example.com'));
    expect(queued).toHaveLength(0);
  });

  it('sends a link that sets the password once and signs out existing sessions', async () => {
    const u = await createStaffUser(ctx.database.db);
    const oldToken = (await signIn(u.email, u.password)).answer().accessToken;
    expect((await forgotPassword(u.email.toUpperCase())).statusCode).toBe(200);
    const mail = await mailTo(u.email, /reset your password/i);
    expect(mail.text).toMatch(/one hour/i);
    const token = linkToken(mail, '/reset-password');

    // A password against the policy: 400 naming the field, and the link is not used up.
    const weak = await resetPassword(token, 'qwerty123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ password: 'validation.password.common' });
    const tooLong = await resetPassword(token, 'a'.repeat(129));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({ password: 'validation.password.tooLong' });

    const newPassword = 'Lantern-river-87';
    const res = await resetPassword(token, newPassword);
    expect(res.statusCode).toBe(200);
    expect(res.answer().ok).toBe(true);

    const reused = await resetPassword(token, 'Another-pass-99');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.fields).toEqual({ token: 'validation.link' });

    expect((await me(oldToken)).statusCode).toBe(401);
    expect((await signIn(u.email, u.password)).statusCode).toBe(401);
    expect((await signIn(u.email, newPassword)).statusCode).toBe(200);
    const audit = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, u.id), eq(auditLog.action, 'user.reset_password')));
    expect(audit).toHaveLength(1);
  });

  it('refuses an expired link', async () => {
    const u = await createStaffUser(ctx.database.db);
    await forgotPassword(u.email);
    const token = linkToken(await mailTo(u.email, /reset your password/i), '/reset-password');
    await ctx.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, u.id));
    const res = await resetPassword(token, 'Lantern-river-87');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ token: 'validation.link' });
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
  });

  it('does not accept an e-mail confirmation link as a reset link', async () => {
    const email = 'cross.purpose@example.org';
    await signUp({ name: 'Cross Purpose', email, password: 'Sunny-harbour-42' });
    const token = linkToken(await mailTo(email, /confirm your e-mail/i), '/confirmation-required');
    const res = await resetPassword(token, 'Lantern-river-87');
    expect(res.statusCode).toBe(400);
    // …and the confirmation link still works afterwards.
    expect((await confirmEmail(token)).statusCode).toBe(200);
  });
});

describe(`unlock-session (${dbLabel})`, () => {
  it('answers a token for the right password and the sign-in failure otherwise', async () => {
    const unlock = (password: string) =>
      ctx.call(null, e.unlockSession, { body: { email: 'manager@example.com', password } });
    const ok = await unlock(DEMO_PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.answer().user.role).toBe('manager');
    expect((await me(ok.answer().accessToken)).statusCode).toBe(200);
    const wrong = await unlock('Not-the-password-1');
    const wrongSignIn = await signIn('nobody@example.com', 'Not-the-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe(wrongSignIn.body);
    expect((await post('/api/auth/unlock-session', {})).statusCode).toBe(400);
  });
});

describe(`sign-out (${dbLabel})`, () => {
  it('revokes every token of the user', async () => {
    const u = await createStaffUser(ctx.database.db);
    const a = (await signIn(u.email, u.password)).answer().accessToken;
    const b = (await signIn(u.email, u.password)).answer().accessToken;
    const res = await ctx.call({ token: a }, e.signOut);
    expect(res.statusCode).toBe(200);
    expect(res.answer()).toEqual({ ok: true });
    for (const t of [a, b]) {
      const after = await me(t);
      expect(after.statusCode).toBe(401);
      expect(after.json().error.code).toBe('INVALID_TOKEN');
      expect((await ctx.call(null, e.signInWithToken, { body: { accessToken: t } })).statusCode).toBe(401);
    }
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const res = await ctx.call(null, e.signOut);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe(`change-password (${dbLabel})`, () => {
  it('needs the current password and a password within the policy', async () => {
    const u = await createStaffUser(ctx.database.db);
    const token = (await signIn(u.email, u.password)).answer().accessToken;
    const missing = await post('/api/auth/change-password', { newPassword: 'Lantern-river-87' }, bearer(token));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('currentPassword');
    const wrong = await changePassword({ token }, 'Not-the-password-1', 'Lantern-river-87');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'validation.password.current' });
    const weak = await changePassword({ token }, u.password, 'letmein1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ newPassword: 'validation.password.common' });
    // None of these changed anything.
    expect((await me(token)).statusCode).toBe(200);
    expect((await changePassword(null, u.password, 'Lantern-river-87')).statusCode).toBe(401);
  });

  it('sets the password, answers a fresh token and signs out the other sessions', async () => {
    const u = await createStaffUser(ctx.database.db);
    const mine = (await signIn(u.email, u.password)).answer().accessToken;
    const other = (await signIn(u.email, u.password)).answer().accessToken;
    const newPassword = 'Lantern-river-87';
    const res = await changePassword({ token: mine }, u.password, newPassword);
    expect(res.statusCode).toBe(200);
    const fresh = res.answer().accessToken;
    expect(res.answer().user.email).toBe(u.email);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(mine)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await signIn(u.email, u.password)).statusCode).toBe(401);
    expect((await signIn(u.email, newPassword)).statusCode).toBe(200);
    const audit = await ctx.database.db
      .select({ actor: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, u.id), eq(auditLog.action, 'user.change_password')));
    expect(audit).toEqual([{ actor: u.id }]);
  });
});

describe(`GET and PATCH api/common/user (${dbLabel})`, () => {
  it('answers the signed-in user, and 401 without a token', async () => {
    const res = await ctx.call('hr', commonEndpoints.user);
    expect(res.statusCode).toBe(200);
    expect(res.answer()).toEqual({
      id: expect.any(String),
      name: 'Hui Min Ong',
      username: 'hr',
      email: 'hr@example.com',
      avatar: null,
      status: 'online',
      role: 'hr',
      accountStatus: 'active',
      mustChangePassword: false,
    });
    expect((await ctx.call(null, commonEndpoints.user)).statusCode).toBe(401);
  });

  it('updates only name, avatar (removal) and presence, and audits the profile change', async () => {
    const u = await createStaffUser(ctx.database.db, { role: 'finance' });
    const token = (await signIn(u.email, u.password)).answer().accessToken;
    await ctx.database.db.update(users).set({ avatar: 'data:image/png;base64,iVBORw0KGgo=' }).where(eq(users.id, u.id));
    // Fields the body does not have (role, email) are sent raw: they must be ignored.
    const res = await ctx.inject({
      method: 'PATCH',
      url: '/api/common/user',
      headers: bearer(token),
      payload: {
        user: {
          name: '  Renamed Person ',
          status: 'busy',
          avatar: null,
          role: 'admin',
          email: 'x@y.z',
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed Person',
      status: 'busy',
      avatar: null,
      role: 'finance',
      email: u.email,
    });
    const presenceOnly = await ctx.call({ token }, commonEndpoints.updateUser, { body: { user: { status: 'away' } } });
    expect(presenceOnly.answer()).toMatchObject({ name: 'Renamed Person', status: 'away' });
    const audit = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, u.id), eq(auditLog.action, 'user.update_profile')));
    expect(audit).toHaveLength(1);
  });

  it('refuses a bad body with 400 and writes nothing', async () => {
    const u = await createStaffUser(ctx.database.db, { name: 'Unchanged Name' });
    const token = (await signIn(u.email, u.password)).answer().accessToken;
    const before = await ctx.database.db.select().from(users).where(eq(users.id, u.id));
    for (const payload of [
      {},
      { user: { name: '' } },
      { user: { name: 'Fine', status: 'sleeping' } },
      { user: { avatar: 42 } },
      { user: { avatar: 'data:image/png;base64,iVBORw0KGgo=' } },
      { user: 'Unchanged Name' },
    ]) {
      const res = await ctx.inject({ method: 'PATCH', url: '/api/common/user', headers: bearer(token), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.fields).toBeDefined();
    }
    const named = await ctx.call({ token }, commonEndpoints.updateUser, { body: { user: { name: '' } } });
    expect(named.json().error.fields).toEqual({ 'user.name': 'validation.required' });
    const after = await ctx.database.db.select().from(users).where(eq(users.id, u.id));
    expect(after).toEqual(before);
    expect((await ctx.call(null, commonEndpoints.updateUser, { body: { user: { name: 'X' } } })).statusCode).toBe(401);
  });
});
