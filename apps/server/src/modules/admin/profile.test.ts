import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index.ts';
import { createStaffUser, dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { pngOfSize, REAL_JPEG, REAL_PNG, REAL_WEBP } from '../../test/file-fixtures.ts';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { adminEndpoints } from '@wf/shared/contracts/admin/endpoints';

const ctx = useTestContext();

// Real images: the content check parses them (issue 12, defect 9); the earlier fixtures were magic bytes and zeros.
const PNG = REAL_PNG;
const JPEG = REAL_JPEG;
const WEBP = REAL_WEBP;

async function userToken() {
  const u = await createStaffUser(ctx.database.db, { role: 'finance' });
  const res = await ctx.call(null, authEndpoints.signIn, { body: { email: u.email, password: u.password } });
  const token = res.answer().accessToken;
  return { ...u, token, headers: { authorization: `Bearer ${token}` } };
}

const upload = (headers: Record<string, string>, body: Buffer, type = 'application/octet-stream') =>
  ctx.inject({ method: 'POST', url: '/api/common/user/avatar', headers: { ...headers, 'content-type': type }, payload: body });

const storedAvatar = async (id: string) =>
  (await ctx.database.db.select({ a: users.avatar }).from(users).where(eq(users.id, id)))[0]!.a;

describe(`profile avatar (${dbLabel})`, () => {
  it('stores a PNG, JPEG or WebP as a data URL of the type its bytes show', async () => {
    const u = await userToken();
    for (const [bytes, type, declared] of [
      [PNG, 'image/png', 'application/octet-stream'],
      [JPEG, 'image/jpeg', 'image/png'], // the declared type does not matter
      [WEBP, 'image/webp', 'image/webp'],
    ] as const) {
      const res = await upload(u.headers, bytes, declared);
      expect(res.statusCode).toBe(200);
      expect(res.json().avatar).toBe(`data:${type};base64,${bytes.toString('base64')}`);
      expect(await storedAvatar(u.id)).toBe(res.json().avatar);
    }
    const me = await ctx.call({ token: u.token }, commonEndpoints.user);
    expect(me.answer().avatar).toMatch(/^data:image\/webp;base64,/);
    const a = await ctx.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, u.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(a[0]).toEqual({ action: 'user.update_avatar', after: { avatar: 'set', type: 'image/webp', bytes: WEBP.length } });
  });

  it('refuses non-images by content (415), an empty body (400) and more than 1 MB (413), keeping the old avatar', async () => {
    const u = await userToken();
    await upload(u.headers, PNG);
    const before = await storedAvatar(u.id);

    const svg = await upload(u.headers, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png');
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', fields: { avatar: 'validation.imageType' } });
    const html = await upload(u.headers, Buffer.from('<html>hi</html>'));
    expect(html.statusCode).toBe(415);

    const empty = await upload(u.headers, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);

    const big = await upload(u.headers, Buffer.concat([PNG, Buffer.alloc(1_048_576)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');

    const pngOnly = await upload(u.headers, Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html>hi</html>')]));
    expect(pngOnly.statusCode).toBe(415);
    const justRight = await upload(u.headers, pngOfSize(1_048_576));
    expect(justRight.statusCode).toBe(200);
    // A big avatar does not travel in the admin staff list (initials show instead).
    const list = await ctx.call('admin', adminEndpoints.listStaff, { query: { search: u.email } });
    expect(list.answer().items[0]).toMatchObject({ email: u.email, avatar: null });
    expect(list.body.length).toBeLessThan(5000);
    await upload(u.headers, PNG);
    expect(await storedAvatar(u.id)).toBe(before);
  });

  it('refuses a JSON or form body (415)', async () => {
    const u = await userToken();
    const res = await ctx.inject({ method: 'POST', url: '/api/common/user/avatar', headers: u.headers, payload: { avatar: 'data:image/png;base64,AAAA' } });
    expect(res.statusCode).toBe(415);
  });

  it('PATCH common/user removes the avatar with null but refuses any string (400), keeping the stored one', async () => {
    const u = await userToken();
    await upload(u.headers, PNG);
    const before = await storedAvatar(u.id);
    for (const avatar of ['data:image/svg+xml;base64,PHN2Zz4=', 'https://evil.example/a.png', '']) {
      const res = await ctx.inject({ method: 'PATCH', url: '/api/common/user', headers: u.headers, payload: { user: { avatar } } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty(['user.avatar']);
    }
    expect(await storedAvatar(u.id)).toBe(before);
    const removed = await ctx.call({ token: u.token }, commonEndpoints.updateUser, { body: { user: { avatar: null } } });
    expect(removed.statusCode).toBe(200);
    expect(removed.answer().avatar).toBeNull();
    expect(await storedAvatar(u.id)).toBeNull();
  });
});
