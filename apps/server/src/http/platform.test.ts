import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp, HSTS } from '../app.ts';
import { declaredAccess } from '../test/declared-access.ts';
import { dbLabel } from '../test/harness.ts';
import { useTestContext } from '../test/use-test-context.ts';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { healthEndpoints } from '@wf/shared/contracts/health/endpoints';
import { AppError, registerErrorHandling } from './errors.ts';

const ctx = useTestContext();
const { call } = ctx;

describe(`health (${dbLabel})`, () => {
  it('reports the driver and the database round trip, without a token', async () => {
    const res = await call(null, healthEndpoints.health);
    expect(res.statusCode).toBe(200);
    const body = res.answer();
    expect(body).toEqual({
      status: 'ok',
      database: { driver: dbLabel, ok: true, roundTripMs: expect.any(Number) },
      uptimeSeconds: expect.any(Number),
    });
    expect(body.database.roundTripMs).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const database = { ...ctx.database, ping: () => Promise.reject(new Error('down')) };
    const app = await buildApp({ config: ctx.config, database, webDist: null, logger: false });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { ok: false, roundTripMs: null } });
    await app.close();
  });
});

describe('error shape and unknown paths', () => {
  it('answers an unknown /api path with a JSON 404 in the error shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/auth/no-such-call'],
      ['DELETE', '/api/health'],
      ['GET', '/api'],
    ] as const) {
      const res = await ctx.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.stringContaining(url) } });
    }
  });

  it('answers malformed JSON and a wrong content type in the error shape', async () => {
    const bad = await ctx.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    const text = await ctx.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await call(null, authEndpoints.signIn, { body: { email: 'a@b.c', password: 'x'.repeat(1_100_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('hides unexpected errors behind a 500 in the error shape', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('secret detail from the database');
    });
    app.get('/app-error', async () => {
      throw new AppError(409, 'CONFLICT', 'Taken', { email: 'validation.taken' });
    });
    const boom = await app.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } });
    expect(boom.body).not.toContain('secret detail');
    const known = await app.inject({ method: 'GET', url: '/app-error' });
    expect(known.statusCode).toBe(409);
    expect(known.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Taken', fields: { email: 'validation.taken' } },
    });
    await app.close();
  });

  it('with the built SPA: unknown /api paths stay JSON 404, other paths get index.html', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'wf-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>spa</title>');
    const app = await buildApp({ config: ctx.config, database: ctx.database, webDist: dist, logger: false });
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    const page = await app.inject({ method: 'GET', url: '/part-timers/list' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>spa</title>');
    expect(page.headers['content-security-policy']).toBeDefined();
    const asset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    await app.close();
  });
});

describe('security headers', () => {
  it('sends a content security policy and the helmet headers on API answers', async () => {
    const res = await call(null, healthEndpoints.health);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends Strict-Transport-Security only over HTTPS (issue 12, defect 9)', async () => {
    const plain = await call(null, healthEndpoints.health);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client's X-Forwarded-Proto is not believed.
    const claimed = await ctx.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();

    const proxied = await buildApp({
      config: { ...ctx.config, trustProxy: true },
      database: ctx.database,
      webDist: null,
      logger: false,
    });
    try {
      const https = await proxied.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe(HSTS);
      const refused = await proxied.inject({
        method: 'GET',
        url: '/api/common/user',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['strict-transport-security']).toBe(HSTS);
      const http = await proxied.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('sends them on error answers too', async () => {
    const res = await call(null, commonEndpoints.user);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI document', () => {
  it('lists the auth routes with their roles (x-roles) and bearer security', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/sign-in',
      '/api/auth/sign-in-with-token',
      '/api/auth/sign-up',
      '/api/auth/confirm-email',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/unlock-session',
      '/api/auth/sign-out',
      '/api/auth/change-password',
    ]) {
      const op = doc.paths[path]?.post;
      expect(op, path).toBeDefined();
      expect(op!['x-roles'], path).toEqual(declaredAccess('POST', path));
      expect(op!.requestBody ?? path.endsWith('sign-out'), path).toBeTruthy();
    }
    expect(doc.paths['/api/auth/sign-in']!.post!.security).toBeUndefined();
    expect(doc.paths['/api/auth/sign-out']!.post!.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/common/user']!.get!['x-roles']).toBe('signedIn');
  });

  it('gives every documented /api operation the x-roles of its endpoint definition', async () => {
    const doc = (await ctx.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const toRoute = (p: string) => p.replace(/\{([^}]+)\}/g, ':$1');
    let n = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (method === 'head') continue;
        n++;
        expect(op['x-roles'], `${method} ${path}`).toEqual(declaredAccess(method, toRoute(path)));
      }
    }
    expect(n).toBeGreaterThanOrEqual(ctx.app.apiRoutes.filter((r) => r.url.startsWith('/api/auth/')).length);
  });

  it('serves the documentation UI', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe(`database conflicts (${dbLabel})`, () => {
  it('turns a unique violation that escaped a service into 409 in the error shape', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.post('/dup', async () => {
      await ctx.database.db.execute(
        sql`insert into users (name, username, email) values ('Dup', 'dup-a', 'hr@example.com')`,
      );
      return { ok: true };
    });
    const res = await app.inject({ method: 'POST', url: '/dup' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'CONFLICT', message: 'This already exists' } });
    await app.close();
  });

  it('answers two sign-ups of one address at the same moment like any sign-up', async () => {
    const body = { name: 'Twin', email: 'twin@example.org', password: 'Sunny-harbour-42' };
    const [a, b] = await Promise.all([
      call(null, authEndpoints.signUp, { body }),
      call(null, authEndpoints.signUp, { body }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body).toBe(b.body);
    const n = await ctx.database.db.execute(sql`select count(*)::int as n from users where email = 'twin@example.org'`);
    expect((n.rows[0] as { n: number }).n).toBe(1);
  });
});
