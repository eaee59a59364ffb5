import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createStaffUser, createTestContext, dbLabel, type TestContext } from '../test/harness.ts';

describe(`a first password must be changed (${dbLabel})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('opens only personal routes until the password is changed', async () => {
    const u = await createStaffUser(ctx.database.db, { role: 'hr' });
    await ctx.database.db.update(users).set({ mustChangePassword: 1 }).where(eq(users.id, u.id));
    const signIn = await ctx.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: u.email, password: u.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.mustChangePassword).toBe(true);
    const auth = { authorization: `Bearer ${signIn.json().accessToken}` };

    const me = await ctx.inject({ method: 'GET', url: '/api/common/user', headers: auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().mustChangePassword).toBe(true);

    const work = await ctx.inject({ method: 'GET', url: '/api/workers', headers: auth });
    expect(work.statusCode).toBe(403);
    expect(work.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');

    const changed = await ctx.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: auth,
      payload: { currentPassword: u.password, newPassword: 'Harbour-lights-8812' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.mustChangePassword).toBe(false);
    const fresh = { authorization: `Bearer ${changed.json().accessToken}` };
    const after = await ctx.inject({ method: 'GET', url: '/api/workers', headers: fresh });
    expect(after.statusCode).toBe(200);
  });

  it('leaves everyone else alone', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/workers', headers: await ctx.as('hr') });
    expect(res.statusCode).toBe(200);
  });
});
