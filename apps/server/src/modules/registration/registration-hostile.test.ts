import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { SIGNATURE_MAX_HEIGHT, SIGNATURE_MAX_WIDTH } from '@wf/shared/contracts/registration/registration-form';
import { healthEndpoints } from '@wf/shared/contracts/health/endpoints';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { createTestContext, dbLabel, type TestContext } from '../../test/harness.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { pngDataUrl, solidPng } from './demo-images.ts';
import { fieldsOf, multipart, registrationCounts, submitTo, valuesMaker, type SubmitOptions } from './registration-test-kit.ts';

/** Issue 12, defects 2 and 3: crafted signatures, bursts from one network, oversized submissions. */

const values = valuesMaker(5_100_000);

/** The largest signature the bound allows, in its costliest form (RGBA: decoded and split into colour and alpha). */
const WORST_ALLOWED = pngDataUrl(solidPng(SIGNATURE_MAX_WIDTH, SIGNATURE_MAX_HEIGHT, 4));

describe(`crafted signatures (${dbLabel})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('a 4000x4000 signature (70 KB of PNG) is refused from its header with 400 naming the signature; nothing stored', async () => {
    const huge = pngDataUrl(solidPng(4000, 4000, 3));
    expect(huge.length).toBeLessThan(300 * 1024); // it passes the field size limit: only the pixel bound stops it
    const before = await registrationCounts(ctx);
    const res = await submitTo(ctx, { ...fieldsOf(values()), signature: huge });
    expect(res.statusCode, res.body).toBe(400);
    const err = res.json().error;
    expect(err.fields).toEqual({ signature: 'validation.signatureRequired' });
    expect(err.message).toContain(`${SIGNATURE_MAX_WIDTH}x${SIGNATURE_MAX_HEIGHT}`);
    expect(await registrationCounts(ctx)).toEqual(before);
    // One pixel over the bound in either direction is refused as well.
    for (const [w, h] of [
      [SIGNATURE_MAX_WIDTH + 1, 10],
      [10, SIGNATURE_MAX_HEIGHT + 1],
    ] as const) {
      const r = await submitTo(ctx, { ...fieldsOf(values()), signature: pngDataUrl(solidPng(w, h)) });
      expect(r.statusCode, `${w}x${h}`).toBe(400);
    }
  });

  it('/api/health answers promptly while registrations with the largest allowed signature are in flight', async () => {
    // What one such signature costs to decode on this machine, on this thread (pdf-lib, as the contract step does).
    const t0 = performance.now();
    const doc = await PDFDocument.create();
    await doc.embedPng(Buffer.from(WORST_ALLOWED.split(',')[1]!, 'base64'));
    await doc.save();
    const decodeMs = performance.now() - t0;

    const N = 4;
    let inFlight = true;
    const burst = Promise.all(Array.from({ length: N }, () => submitTo(ctx, { ...fieldsOf(values()), signature: WORST_ALLOWED }))).finally(
      () => (inFlight = false),
    );
    const healthMs: number[] = [];
    while (inFlight) {
      const h0 = performance.now();
      const res = await ctx.call(null, healthEndpoints.health);
      healthMs.push(performance.now() - h0);
      expect(res.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 2));
    }
    for (const res of await burst) expect(res.statusCode, res.body).toBe(201);
    expect(healthMs.length).toBeGreaterThan(N);
    // On the request thread each contract would hold health up for about one whole decode; off it,
    // health waits at most for small pieces of work (parsing, the database), far below one decode.
    expect(Math.max(...healthMs)).toBeLessThan(decodeMs / 2);
  });
});

describe(`rate limit, size cap and digest of public registrations (${dbLabel})`, () => {
  let ctx: TestContext;
  const LIMIT = 3;
  const NOTICES = 2;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { REGISTRATION_MAX_MB: '1' },
      rateLimits: {
        registrationPerNetwork: { max: LIMIT, windowSeconds: 600 },
        registrationNotices: { max: NOTICES, windowSeconds: 600 },
      },
    });
  });
  afterAll(() => ctx.close());

  const from = (remoteAddress: string, opts: SubmitOptions = {}) => submitTo(ctx, fieldsOf(values()), { ...opts, remoteAddress });

  it(`one network gets ${LIMIT} registrations in the window, then 429 with Retry-After and the error shape; another network is not affected`, async () => {
    for (let i = 0; i < LIMIT; i++) expect((await from('203.0.113.7')).statusCode).toBe(201);
    const before = await registrationCounts(ctx);
    const res = await from('203.0.113.7');
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(res.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/Too many registrations from this network/) } });
    expect(await registrationCounts(ctx)).toEqual(before);
    expect((await from('203.0.113.8')).statusCode).toBe(201);
  });

  it('IPv6 addresses count per /64 (one subscriber can use any address in it)', async () => {
    for (let i = 1; i <= LIMIT; i++) expect((await from(`2001:db8:1:2::${i}`)).statusCode).toBe(201);
    expect((await from('2001:db8:1:2:ffff:1:2:3')).statusCode).toBe(429);
    expect((await from('2001:db8:1:3::1')).statusCode).toBe(201);
  });

  it('a submission larger than REGISTRATION_MAX_MB in all gets 413 with a clear message; nothing stored', async () => {
    const before = await registrationCounts(ctx);
    const cert = { name: 'big.pdf', type: 'application/pdf', data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024, 0x20)]) };
    const res = await from('198.51.100.1', { cert });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(/larger than 1 MB in total/) } });

    // Without a declared length (chunked), counted while the parts arrive: the fields alone may not pass the cap.
    const fields = { ...fieldsOf(values()), junk1: 'x'.repeat(290_000), junk2: 'x'.repeat(290_000), junk3: 'x'.repeat(290_000), junk4: 'x'.repeat(290_000) };
    const { payload, contentType } = await multipart(fields, null);
    const streamed = await ctx.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: Readable.from([payload]),
      headers: { 'content-type': contentType, 'idempotency-key': randomUUID() },
      remoteAddress: '198.51.100.2',
    });
    expect(streamed.statusCode, streamed.body).toBe(413);
    expect(await registrationCounts(ctx)).toEqual(before);
  });

  it(`past ${NOTICES} registrations in the window hr gets one digest notification that counts the rest`, async () => {
    const db = ctx.database.db;
    const hr = await db.select({ id: users.id }).from(users).where(and(eq(users.role, 'hr'), eq(users.accountStatus, 'active')));
    expect(hr.length).toBeGreaterThan(0);
    const perUser = async () => {
      const rows = await db.select().from(notifications).where(eq(notifications.userId, hr[0]!.id));
      return {
        single: rows.filter((r) => r.dedupeKey?.startsWith('registration:')).length,
        digests: rows.filter((r) => r.dedupeKey?.startsWith('registration-digest:')),
      };
    };
    // The earlier tests of this file registered more than NOTICES already (same window).
    const earlier = await perUser();
    expect(earlier.single).toBe(NOTICES);
    expect(earlier.digests).toHaveLength(1);
    const counted = Number(/^(\d+) new registrations?$/.exec(earlier.digests[0]!.title)![1]);
    expect(counted).toBeGreaterThan(0);

    for (let i = 0; i < 3; i++) expect((await from(`192.0.2.${10 + i}`)).statusCode).toBe(201);
    const after = await perUser();
    expect(after.single).toBe(NOTICES);
    expect(after.digests).toHaveLength(1);
    expect(after.digests[0]!.title).toBe(`${counted + 3} new registrations`);
    expect(after.digests[0]!.link).toBe('/part-timer-management/pending');
    const everyHr = await db.select({ userId: notifications.userId }).from(notifications).where(like(notifications.dedupeKey, 'registration-digest:%'));
    expect(everyHr).toHaveLength(hr.length);
  });
});

/**
 * Issue 12, defect 1, seen live: backends terminated (or a lock held past lock_timeout) while a
 * registration's transaction runs answered 500, the registration's own error hiding the cause.
 * The database being unavailable answers 503 DATABASE_UNAVAILABLE with Retry-After, as elsewhere.
 */
describe(`a registration while the database is unavailable (${dbLabel})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seedStaff: false });
  });
  afterAll(() => ctx?.close());

  /** The database of the test, except that a transaction fails with `failure`. */
  const failingTransactions = (failure: () => Error): Db =>
    new Proxy(ctx.database.db, {
      get(target, prop, receiver) {
        if (prop === 'transaction') return () => Promise.reject(failure());
        const v: unknown = Reflect.get(target, prop, receiver);
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });

  it.each([
    ['a connection ended mid-request (node-postgres, no code)', () => new Error('Connection terminated unexpectedly')],
    ['a lock timeout (55P03)', () => Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' })],
    ['the server shutting down (57P01)', () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
  ])('%s answers 503 DATABASE_UNAVAILABLE with Retry-After; nothing stored', async (_, failure) => {
    const database = { ...ctx.database, db: failingTransactions(failure) };
    const app = await buildApp({ config: ctx.config, database, webDist: null, logger: false });
    try {
      const before = await registrationCounts(ctx);
      const res = await submitTo({ ...ctx, app, inject: (o) => app.inject(o) }, fieldsOf(values()));
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ error: { code: 'DATABASE_UNAVAILABLE' } });
      expect(res.headers['retry-after']).toBeDefined();
      expect(await registrationCounts(ctx)).toEqual(before);
    } finally {
      await app.close();
    }
  });
});
