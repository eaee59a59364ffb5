import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditLog, oneTimeTokens, outbox, users } from '../../db/schema/index.ts';
import { createStaffUser, createTestContext, dbLabel, type TestContext } from '../../test/harness.ts';
import { startSmtpListener, type SmtpListener } from '../../test/smtp-listener.ts';
import { updateStaff } from './staff-service.ts';
import { adminEndpoints as e } from '@wf/shared/contracts/admin/endpoints';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';

let ctx: TestContext;
let smtp: SmtpListener;

beforeAll(async () => {
  smtp = await startSmtpListener();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url } });
  await ctx.as('admin');
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const PASSWORD = 'Sturdy-Pass-4821';
const signIn = (email: string, password: string) => ctx.call(null, authEndpoints.signIn, { body: { email, password } });
const me = (token: string) => ctx.call({ token }, commonEndpoints.user);
const resetPassword = (token: string, password: string) =>
  ctx.call(null, authEndpoints.resetPassword, { body: { token, password } });
const mailTo = (to: string, subject: RegExp) => smtp.waitFor((m) => m.to.includes(to) && subject.test(m.subject));

async function counts() {
  const db = ctx.database.db;
  const [u] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  const [a] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  const [o] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
  const [t] = await db.select({ n: sql<number>`count(*)::int` }).from(oneTimeTokens);
  return { users: u!.n, audit: a!.n, outbox: o!.n, tokens: t!.n };
}

async function lastAudit(entityId: string) {
  const rows = await ctx.database.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return rows[0];
}

async function adminId(): Promise<string> {
  const rows = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  return rows[0]!.id;
}

const ROW_KEYS = [
  'id', 'name', 'username', 'email', 'avatar', 'role', 'accountStatus', 'emailConfirmed', 'hasPassword',
  'mustChangePassword', 'createdAt', 'updatedAt',
].sort();

describe(`staff list (${dbLabel})`, () => {
  it('searches name, e-mail and username, filters role and status, pages on the server', async () => {
    const tag = `zeta${Date.now()}`;
    for (let i = 0; i < 3; i++) await createStaffUser(ctx.database.db, { name: `${tag} Finance ${i}`, role: 'finance' });
    await createStaffUser(ctx.database.db, { name: `${tag} Disabled`, role: 'finance', status: 'disabled' });
    await createStaffUser(ctx.database.db, { email: `${tag}@mail.test`, role: 'manager' });

    const all = await ctx.call('admin', e.listStaff, { query: { search: tag } });
    expect(all.statusCode).toBe(200);
    expect(all.answer().total).toBe(5);
    for (const row of all.answer().items) expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
    expect(all.body).not.toMatch(/argon2|passwordHash|tokenVersion/i);

    const byRole = await ctx.call('admin', e.listStaff, { query: { search: tag, role: 'finance', status: 'active' } });
    expect(byRole.answer().total).toBe(3);
    expect(byRole.answer().items.every((r) => r.role === 'finance' && r.accountStatus === 'active')).toBe(true);

    const page0 = await ctx.call('admin', e.listStaff, { query: { search: tag, pageSize: 2, page: 0, sort: 'name', order: 'desc' } });
    const page2 = await ctx.call('admin', e.listStaff, { query: { search: tag, pageSize: 2, page: 2, sort: 'name', order: 'desc' } });
    expect(page0.answer().items).toHaveLength(2);
    expect(page0.answer().total).toBe(5);
    expect(page2.answer().items).toHaveLength(1);
    const names = page0.answer().items.map((r) => r.name);
    expect(names).toEqual([...names].sort().reverse());

    const byUsername = await ctx.call('admin', e.listStaff, { query: { search: 'finance' } });
    expect(byUsername.answer().items.map((r) => r.username)).toContain('finance');

    // A search term's % and _ are literal.
    const literal = await ctx.call('admin', e.listStaff, { query: { search: '%' } });
    expect(literal.answer().total).toBe(0);
  });

  it('refuses bad filters with 400', async () => {
    const res = await ctx.call('admin', 'GET', '/api/admin/users?role=boss&pageSize=1000&page=-1&sort=password');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(['role', 'pageSize', 'page', 'sort']));
  });
});

describe(`creating staff users (${dbLabel})`, () => {
  it('invites a user: the e-mailed link sets the password once, then they sign in with their role', async () => {
    const email = 'invited.hr@example.org';
    const res = await ctx.call('admin', e.createStaff, { body: { mode: 'invite', name: 'Ivy Invited', email: 'Invited.HR@Example.org', role: 'hr' } });
    expect(res.statusCode).toBe(201);
    const row = res.answer();
    expect(row).toMatchObject({ name: 'Ivy Invited', email, username: 'invited.hr', role: 'hr', accountStatus: 'active', hasPassword: false, emailConfirmed: false, mustChangePassword: false });

    // No password yet: nothing signs in.
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);

    const mail = await mailTo(email, /invited/i);
    const m = /http:\/\/app\.test\/reset-password\?token=([A-Za-z0-9_-]+)&invite=1/.exec(mail.text);
    expect(m, mail.text).not.toBeNull();
    const token = m![1]!;
    const set = await resetPassword(token, PASSWORD);
    expect(set.statusCode).toBe(200);
    const again = await resetPassword(token, 'Another-Pass-9931');
    expect(again.statusCode).toBe(400);

    const ok = await signIn(email, PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.answer().user).toMatchObject({ email, role: 'hr' });
    expect((await signIn(email, 'Another-Pass-9931')).statusCode).toBe(401);

    const after = await ctx.call('admin', e.getStaff, { params: { id: row.id } });
    expect(after.answer()).toMatchObject({ hasPassword: true, emailConfirmed: true });

    const audit = await ctx.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, row.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['user.invite', 'user.accept_invite']));
    expect(JSON.stringify(audit)).not.toMatch(/token|argon|password/i);
  });

  it('creates a user with a first password they must change; the mail never holds the password', async () => {
    const res = await ctx.call('admin', e.createStaff, {
      body: { mode: 'password', name: 'Peter First', email: 'peter.first@example.org', role: 'manager', username: 'peterf', password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    expect(res.answer()).toMatchObject({ username: 'peterf', role: 'manager', accountStatus: 'active', hasPassword: true, mustChangePassword: true });
    const ok = await signIn('peter.first@example.org', PASSWORD);
    expect(ok.statusCode).toBe(200);
    const mail = await mailTo('peter.first@example.org', /staff account/i);
    expect(mail.text).not.toContain(PASSWORD);
    const a = await lastAudit(res.answer().id);
    expect(a).toMatchObject({ action: 'user.create', actorId: await adminId() });
    expect(a!.after).toEqual({ name: 'Peter First', username: 'peterf', email: 'peter.first@example.org', role: 'manager', accountStatus: 'active' });

    // Changing it clears the flag.
    const changed = await ctx.call({ token: ok.answer().accessToken }, authEndpoints.changePassword, {
      body: { currentPassword: PASSWORD, newPassword: 'Changed-Pass-5531' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await ctx.call('admin', e.getStaff, { params: { id: res.answer().id } })).answer().mustChangePassword).toBe(false);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await counts();
    const cases = [
      [{ mode: 'invite', name: '', email: 'x@example.org', role: 'hr' }, 'name'],
      [{ mode: 'invite', name: 'X', email: 'not-an-email', role: 'hr' }, 'email'],
      [{ mode: 'invite', name: 'X', email: 'x@example.org', role: 'owner' }, 'role'],
      [{ mode: 'password', name: 'X', email: 'x@example.org', role: 'hr', password: 'password123' }, 'password'],
      [{ mode: 'password', name: 'X', email: 'x@example.org', role: 'hr' }, 'password'],
      [{ mode: 'invite', name: 'X', email: 'x@example.org', role: 'hr', username: 'Bad Name!' }, 'username'],
      [{ mode: 'magic', name: 'X', email: 'x@example.org', role: 'hr' }, 'mode'],
    ] as const;
    for (const [payload, field] of cases) {
      const res = await ctx.call('admin', 'POST', '/api/admin/users', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses an e-mail or username in use with 409 and writes nothing', async () => {
    const before = await counts();
    const dupEmail = await ctx.call('admin', e.createStaff, { body: { mode: 'invite', name: 'Dup', email: 'HR@example.com', role: 'hr' } });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().error.fields).toEqual({ email: 'validation.emailTaken' });
    const dupName = await ctx.call('admin', e.createStaff, { body: { mode: 'invite', name: 'Dup', email: 'dup@example.org', role: 'hr', username: 'finance' } });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json().error.fields).toEqual({ username: 'validation.usernameTaken' });
    expect(await counts()).toEqual(before);
  });
});

describe(`editing, disabling and re-enabling (${dbLabel})`, () => {
  it('edits name and role with a before/after audit entry', async () => {
    const u = await createStaffUser(ctx.database.db, { role: 'hr', name: 'Old Name' });
    const res = await ctx.call('admin', e.updateStaff, { params: { id: u.id }, body: { name: 'New Name', role: 'finance' } });
    expect(res.statusCode).toBe(200);
    expect(res.answer()).toMatchObject({ name: 'New Name', role: 'finance', accountStatus: 'active' });
    const a = await lastAudit(u.id);
    expect(a).toMatchObject({ action: 'user.update', before: { name: 'Old Name', role: 'hr' }, after: { name: 'New Name', role: 'finance' } });
    // The new role applies to the user's next request.
    const t = (await signIn(u.email, u.password)).answer().accessToken;
    expect((await me(t)).answer().role).toBe('finance');
  });

  it('refuses bad edits with 400 and unknown users with 404, writing nothing', async () => {
    const u = await createStaffUser(ctx.database.db);
    const before = await counts();
    expect((await ctx.call('admin', 'PATCH', `/api/admin/users/${u.id}`, {})).statusCode).toBe(400);
    expect((await ctx.call('admin', 'PATCH', `/api/admin/users/${u.id}`, { accountStatus: 'pending' })).statusCode).toBe(400);
    expect((await ctx.call('admin', 'PATCH', `/api/admin/users/${u.id}`, { role: 'root' })).statusCode).toBe(400);
    expect((await ctx.call('admin', e.updateStaff, { params: { id: u.id }, body: { name: '   ' } })).statusCode).toBe(400);
    expect((await ctx.call('admin', e.updateStaff, { params: { id: 'not-a-uuid' }, body: { name: 'X' } })).statusCode).toBe(400);
    expect((await ctx.call('admin', e.updateStaff, { params: { id: '00000000-0000-4000-8000-000000000000' }, body: { name: 'X' } })).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('disabling revokes the user\'s tokens at once; re-enabling lets them sign in again', async () => {
    const u = await createStaffUser(ctx.database.db, { role: 'hr' });
    const token = (await signIn(u.email, u.password)).answer().accessToken;
    expect((await me(token)).statusCode).toBe(200);

    const off = await ctx.call('admin', e.updateStaff, { params: { id: u.id }, body: { accountStatus: 'disabled' } });
    expect(off.statusCode).toBe(200);
    expect(off.answer().accountStatus).toBe('disabled');
    const next = await me(token);
    expect(next.statusCode).toBe(401);
    expect((await signIn(u.email, u.password)).json().error.code).toBe('ACCOUNT_DISABLED');
    expect(await lastAudit(u.id)).toMatchObject({ action: 'user.disable', before: { accountStatus: 'active' }, after: { accountStatus: 'disabled' } });

    const on = await ctx.call('admin', e.updateStaff, { params: { id: u.id }, body: { accountStatus: 'active' } });
    expect(on.statusCode).toBe(200);
    expect(await lastAudit(u.id)).toMatchObject({ action: 'user.enable' });
    // The old token stays dead; a new sign-in works.
    expect((await me(token)).statusCode).toBe(401);
    const again = await signIn(u.email, u.password);
    expect(again.statusCode).toBe(200);
    expect((await me(again.answer().accessToken)).statusCode).toBe(200);
  });

  it('refuses to enable an account without a role', async () => {
    const u = await createStaffUser(ctx.database.db, { role: null, status: 'disabled' });
    const res = await ctx.call('admin', e.updateStaff, { params: { id: u.id }, body: { accountStatus: 'active' } });
    expect(res.statusCode).toBe(409);
    const ok = await ctx.call('admin', e.updateStaff, { params: { id: u.id }, body: { accountStatus: 'active', role: 'hr' } });
    expect(ok.statusCode).toBe(200);
  });
});

describe(`last-admin protection (${dbLabel})`, () => {
  it('an admin cannot disable or demote themselves', async () => {
    const id = await adminId();
    const before = await counts();
    const off = await ctx.call('admin', e.updateStaff, { params: { id }, body: { accountStatus: 'disabled' } });
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toMatchObject({ code: 'CONFLICT', message: 'You cannot disable your own account' });
    const demote = await ctx.call('admin', e.updateStaff, { params: { id }, body: { role: 'manager' } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toMatch(/admin role from your own account/);
    // Their own name is fine.
    expect(await counts()).toEqual(before);
    expect((await ctx.call('admin', e.updateStaff, { params: { id }, body: { name: 'Alicia Tan' } })).statusCode).toBe(200);
  });

  it('an admin demoted while their request was in flight cannot remove the last admin', async () => {
    // The access check passed before the demotion; the service re-checks inside its transaction.
    const a1 = await adminId();
    const stale = await createStaffUser(ctx.database.db, { role: 'manager' });
    await expect(updateStaff(ctx.app, stale.id, a1, { accountStatus: 'disabled' })).rejects.toMatchObject({
      statusCode: 409,
      message: 'This is the last active admin: make another user an admin first',
    });
    await expect(updateStaff(ctx.app, stale.id, a1, { role: 'hr' })).rejects.toMatchObject({ statusCode: 409 });
    // Demoting an admin is fine while another stays.
    const a3 = await createStaffUser(ctx.database.db, { role: 'admin' });
    expect((await ctx.call('admin', e.updateStaff, { params: { id: a3.id }, body: { role: 'hr' } })).statusCode).toBe(200);
  });

  it('two admins removing each other at once leaves one active admin', async () => {
    const a1 = await adminId();
    const a2 = await createStaffUser(ctx.database.db, { role: 'admin' });
    const t2 = { token: (await signIn(a2.email, a2.password)).answer().accessToken };
    // Both requests leave in this order, each with its token in hand (a role's token is looked up
    // on the way, a tick later than a given token: the second request would leave first).
    const t1 = { token: (await ctx.as('admin')).authorization.slice('Bearer '.length) };
    const [r1, r2] = await Promise.all([
      ctx.call(t1, e.updateStaff, { params: { id: a2.id }, body: { role: 'manager' } }),
      ctx.call(t2, e.updateStaff, { params: { id: a1 }, body: { accountStatus: 'disabled' } }),
    ]);
    // One wins. The other meets the last-admin rule (409), or, when the demotion committed before
    // its request was authorised, is no longer an admin at all (403).
    expect([r1.statusCode, r2.statusCode].filter((c) => c === 200)).toHaveLength(1);
    const loser = r1.statusCode === 200 ? r2 : r1;
    if (loser.statusCode === 409) expect(loser.json().error.message).toMatch(/last active admin/);
    else {
      expect(loser.statusCode).toBe(403);
      expect(loser).toBe(r2);
      expect(loser.json().error.code).toBe('FORBIDDEN');
    }
    const active = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.accountStatus, 'active')));
    expect(active).toHaveLength(1);
    // Put things back for the other tests: whoever is left restores the demo admin.
    if (active[0]!.id !== a1) {
      const fix = await ctx.call(t2, e.updateStaff, { params: { id: a1 }, body: { accountStatus: 'active' } });
      expect(fix.statusCode).toBe(200);
      ctx.forgetTokens();
      await ctx.as('admin');
    }
  });
});

describe(`password links and sign-up activation (${dbLabel})`, () => {
  it('sends a password reset link; a user who never set one gets a new invitation', async () => {
    const u = await createStaffUser(ctx.database.db, { role: 'finance' });
    const res = await ctx.call('admin', e.sendReset, { params: { id: u.id } });
    expect(res.statusCode).toBe(200);
    expect(res.answer().message).toMatch(/reset link was sent/);
    const mail = await mailTo(u.email, /reset your password/i);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    // The old password works until the link is used.
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
    expect((await resetPassword(token, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(u.email, PASSWORD)).statusCode).toBe(200);
    expect(await lastAudit(u.id)).toMatchObject({ action: 'user.reset_password' });

    const invited = await ctx.call('admin', e.createStaff, { body: { mode: 'invite', name: 'Re Invite', email: 'reinvite@example.org', role: 'hr' } });
    const again = await ctx.call('admin', e.sendReset, { params: { id: invited.answer().id } });
    expect(again.answer().message).toMatch(/new invitation/);
    const invites = await ctx.database.db
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, invited.answer().id), eq(oneTimeTokens.purpose, 'invite')));
    expect(invites).toHaveLength(2);

    const disabled = await createStaffUser(ctx.database.db, { status: 'disabled' });
    expect((await ctx.call('admin', e.sendReset, { params: { id: disabled.id } })).statusCode).toBe(409);
  });

  it('activates a confirmed pending sign-up with a role; refuses unconfirmed or active accounts', async () => {
    const unconfirmed = await createStaffUser(ctx.database.db, { role: null, status: 'pending', confirmed: false });
    const confirmed = await createStaffUser(ctx.database.db, { role: null, status: 'pending', confirmed: true });
    const active = await createStaffUser(ctx.database.db);

    const waiting = await ctx.call('admin', e.listStaff, { query: { awaitingActivation: 'true' } });
    const ids = waiting.answer().items.map((r) => r.id);
    expect(ids).toContain(confirmed.id);
    expect(ids).not.toContain(unconfirmed.id);

    const before = await counts();
    const early = await ctx.call('admin', e.activate, { params: { id: unconfirmed.id }, body: { role: 'hr' } });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.fields).toEqual({ id: 'validation.emailNotConfirmed' });
    expect((await ctx.call('admin', e.activate, { params: { id: active.id }, body: { role: 'hr' } })).statusCode).toBe(409);
    expect((await ctx.call('admin', 'POST', `/api/admin/users/${confirmed.id}/activate`, { role: 'boss' })).statusCode).toBe(400);
    expect((await ctx.call('admin', 'POST', `/api/admin/users/${confirmed.id}/activate`, {})).statusCode).toBe(400);
    expect(await counts()).toEqual(before);

    const ok = await ctx.call('admin', e.activate, { params: { id: confirmed.id }, body: { role: 'manager' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.answer()).toMatchObject({ role: 'manager', accountStatus: 'active' });
    expect(await lastAudit(confirmed.id)).toMatchObject({
      action: 'user.activate',
      before: { accountStatus: 'pending', role: null },
      after: { accountStatus: 'active', role: 'manager' },
    });
    await mailTo(confirmed.email, /account is active/i);
    expect((await signIn(confirmed.email, confirmed.password)).answer().user.role).toBe('manager');
  });
});
