import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { ROLES } from '@wf/shared/roles';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { PDF_THEN_HTML, REAL_JPEG, REAL_PNG } from '../../test/file-fixtures.ts';
import { auditLog } from '../../db/schema/index.ts';
import { businessEndpoints as e } from '@wf/shared/contracts/business/endpoints';

/** The business profile (issue 13, item 17): public to read, admin to change, the logo checked by content. */
const ctx = useTestContext();

const PROFILE = {
  name: 'Harbourline Staffing Pte Ltd',
  uen: '201912345d',
  address: '10 Anson Road, Singapore 079903',
  contactPhone: '6123 4567',
  contactEmail: 'jobs@harbourline.example.com',
};

const uploadLogo = async (bytes: Buffer, type = 'application/octet-stream') =>
  ctx.inject({
    method: 'PUT',
    url: '/api/business/logo',
    headers: { ...(await ctx.as('admin')), 'content-type': type },
    payload: bytes,
  });

describe(`business profile (${dbLabel})`, () => {
  it('is empty before admin sets it, readable without a token, and only admin changes it', async () => {
    const empty = await ctx.call(null, e.profile);
    expect(empty.statusCode).toBe(200);
    expect(empty.answer()).toEqual({ name: '', uen: '', address: '', contactPhone: '', contactEmail: '', logoUrl: null, singleApproverOffice: false, gstRegistered: false, gstRateBasisPoints: 900, version: 1 });

    for (const role of ROLES.filter((r) => r !== 'admin'))
      expect((await ctx.call(role, e.update, { body: { ...PROFILE, version: 1 } })).statusCode, role).toBe(403);
    expect((await ctx.call(null, e.update, { body: { ...PROFILE, version: 1 } })).statusCode).toBe(401);

    const saved = await ctx.call('admin', e.update, { body: { ...PROFILE, version: 1 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.answer()).toEqual({ ...PROFILE, uen: '201912345D', contactPhone: '61234567', logoUrl: null, singleApproverOffice: false, gstRegistered: false, gstRateBasisPoints: 900, version: 2 });
    expect((await ctx.call(null, e.profile)).answer()).toMatchObject({ name: PROFILE.name, uen: '201912345D' });
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'business.update'));
    expect(audit).toHaveLength(1);

    const bad = await ctx.call('admin', e.update, { body: { ...PROFILE, version: 2, name: ' ', uen: '12345', contactEmail: 'x@', contactPhone: '123' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      name: 'validation.required',
      uen: 'validation.pattern.uen',
      contactEmail: 'validation.email',
      contactPhone: 'validation.pattern.phone',
    });
    // GST (issue #28): a rate of 0-100% in whole basis points; nothing saved on a bad one.
    for (const gstRateBasisPoints of [-1, 10001, 9.5])
      expect((await ctx.call('admin', e.update, { body: { ...PROFILE, version: 2, gstRegistered: true, gstRateBasisPoints } })).statusCode).toBe(400);
    // A string rate and a string flag are bodies the types refuse: sent raw.
    expect((await ctx.call('admin', 'PUT', '/api/business', { ...PROFILE, version: 2, gstRegistered: true, gstRateBasisPoints: '900' })).statusCode).toBe(400);
    expect((await ctx.call('admin', 'PUT', '/api/business', { ...PROFILE, version: 2, gstRegistered: 'yes' })).statusCode).toBe(400);
    const gst = await ctx.call('admin', e.update, { body: { ...PROFILE, version: 2, gstRegistered: true, gstRateBasisPoints: 800 } });
    expect(gst.answer()).toMatchObject({ gstRegistered: true, gstRateBasisPoints: 800, version: 3 });
    // Left out, they keep their values.
    expect((await ctx.call('admin', e.update, { body: { ...PROFILE, version: 3 } })).answer()).toMatchObject({ gstRegistered: true, gstRateBasisPoints: 800 });
  });

  it('saves with an optimistic version: a save over someone else\'s answers 409 and changes nothing (issue #26, item 7)', async () => {
    const { version } = (await ctx.call(null, e.profile)).answer();
    const first = await ctx.call('admin', e.update, { body: { ...PROFILE, name: 'First Pte Ltd', version } });
    expect(first.statusCode, first.body).toBe(200);
    const second = await ctx.call('admin', e.update, { body: { ...PROFILE, name: 'Second Pte Ltd', version } });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'STALE_VERSION', current: { version: version + 1 } });
    expect((await ctx.call(null, e.profile)).answer().name).toBe('First Pte Ltd');
    expect((await ctx.call('admin', 'PUT', '/api/business', PROFILE)).statusCode).toBe(400); // no version: refused
  });

  it('takes a PNG, JPEG or WebP logo checked by its content and size, and serves it publicly without auditing', async () => {
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const res = await ctx.inject({
        method: 'PUT',
        url: '/api/business/logo',
        headers: { ...(await ctx.as(role)), 'content-type': 'application/octet-stream' },
        payload: REAL_PNG,
      });
      expect(res.statusCode, role).toBe(403);
    }
    const png = await uploadLogo(REAL_PNG, 'image/png');
    expect(png.statusCode, png.body).toBe(200);
    const url = png.json().logoUrl as string;
    expect(url).toMatch(/^\/api\/business\/logo\?v=\d+$/);

    const served = await ctx.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, REAL_PNG)).toBe(0);
    // A public image is nobody's record: no download entry per page view.
    expect(await ctx.database.db.select().from(auditLog).where(like(auditLog.action, 'file.%'))).toEqual([]);

    // The content decides: a PDF, a PNG header before HTML, an SVG, nothing, too large.
    for (const [bytes, type] of [
      [PDF_THEN_HTML, 'image/png'],
      [Buffer.concat([REAL_PNG.subarray(0, 8), Buffer.from('<html>hi</html>')]), 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png'],
    ] as const) {
      const res = await uploadLogo(bytes, type);
      expect(res.statusCode).toBe(415);
      expect(res.json().error.fields).toEqual({ logo: 'validation.imageType' });
    }
    expect((await uploadLogo(Buffer.alloc(0))).statusCode).toBe(400);
    const big = await uploadLogo(Buffer.concat([REAL_PNG, Buffer.alloc(512 * 1024)]));
    expect(big.statusCode).toBe(413);
    // The refused uploads left the logo as it was.
    expect((await ctx.call(null, e.profile)).answer().logoUrl).toBe(url);

    // A new logo gets a new URL; removing it leaves none (404).
    const jpeg = await uploadLogo(REAL_JPEG);
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.json().logoUrl).not.toBe(url);
    expect((await ctx.inject({ method: 'GET', url: jpeg.json().logoUrl })).headers['content-type']).toBe('image/jpeg');
    const removed = await ctx.call('admin', e.removeLogo);
    expect(removed.answer().logoUrl).toBeNull();
    expect((await ctx.call(null, e.logo, { query: {} })).statusCode).toBe(404);
  });
});
