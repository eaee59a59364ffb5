import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createStaffUser, createTestContext, dbLabel, type TestContext } from '../test/harness.ts';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';

describe(`a first password must be changed (${dbLabel})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('opens only personal routes until the password is changed', async () => {
    const u = await createStaffUser(ctx.database.db, { role: 'hr' });
    await ctx.database.db.update(users).set({ mustChangePassword: 1 }).where(eq(users.id, u.id));
    const signIn = await ctx.call(null, authEndpoints.signIn, { body: { email: u.email, password: u.password } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.answer().user.mustChangePassword).toBe(true);
    const auth = { token: signIn.answer().accessToken };

    const me = await ctx.call(auth, commonEndpoints.user);
    expect(me.statusCode).toBe(200);
    expect(me.answer().mustChangePassword).toBe(true);

    const work = await ctx.call(auth, workerEndpoints.list, { query: {} });
    expect(work.statusCode).toBe(403);
    expect(work.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');

    const changed = await ctx.call(auth, authEndpoints.changePassword, {
      body: { currentPassword: u.password, newPassword: 'Harbour-lights-8812' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.answer().user.mustChangePassword).toBe(false);
    const fresh = { token: changed.answer().accessToken };
    const after = await ctx.call(fresh, workerEndpoints.list, { query: {} });
    expect(after.statusCode).toBe(200);
  });

  it('leaves everyone else alone', async () => {
    const res = await ctx.call('hr', workerEndpoints.list, { query: {} });
    expect(res.statusCode).toBe(200);
  });
});
