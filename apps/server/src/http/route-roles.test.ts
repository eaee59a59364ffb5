import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { isAllowed, type Access } from '@wf/shared/permissions';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { ROLES, type Role } from '@wf/shared/roles';
import { buildApp } from '../app.ts';
import { users } from '../db/schema/index.ts';
import { DECLARED_ENDPOINTS, declaredAccess } from '../test/declared-access.ts';
import { dbLabel, DEMO_PASSWORD } from '../test/harness.ts';
import { useTestContext } from '../test/use-test-context.ts';

const ctx = useTestContext();

const ROLE_EMAIL = (role: Role) => `${role}@example.com`;
const describeAccess = (a: Access) => (typeof a === 'string' ? a : `[${a.join(', ')}]`);

/** Demo-user tokens that stay valid through the walk: re-issued when a call revoked them (sign-out…). */
function tokenKeeper() {
  const tokens = new Map<Role, string>();
  /** Roles whose token may have been revoked since it was last checked. */
  const suspect = new Set<Role>();
  async function signIn(role: Role): Promise<string> {
    const res = await ctx.call(null, authEndpoints.signIn, {
      body: { email: ROLE_EMAIL(role), password: DEMO_PASSWORD },
    });
    if (res.statusCode !== 200)
      throw new Error(
        `demo ${role} cannot sign in any more (${res.statusCode} ${res.body}): a walked route changed it`,
      );
    return res.answer().accessToken;
  }
  return {
    async header(role: Role): Promise<Record<string, string>> {
      let t = tokens.get(role);
      if (t && suspect.delete(role)) {
        const rows = await ctx.database.db
          .select({ email: users.email, ver: users.tokenVersion, status: users.accountStatus })
          .from(users)
          .where(inArray(users.email, [ROLE_EMAIL(role)]));
        if (rows[0]?.ver !== decodeJwt(t).ver || rows[0]?.status !== 'active') t = undefined;
      }
      t ??= await signIn(role);
      tokens.set(role, t);
      return { authorization: `Bearer ${t}` };
    },
    /** A call changed something: check every token before its next use. */
    changed: () => ROLES.forEach((r) => suspect.add(r)),
  };
}

/** A concrete URL for a route pattern: every :param a random uuid, a wildcard a plain segment. */
const concreteUrl = (pattern: string) =>
  pattern.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, () => randomUUID()).replace(/\*/g, 'any');

describe(`route-role walk (${dbLabel})`, () => {
  it('finds the platform routes among the registered ones', () => {
    const keys = ctx.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'POST /api/auth/sign-in',
        'POST /api/auth/sign-out',
        'GET /api/common/user',
        'PATCH /api/common/user',
        'GET /api/admin/users',
        'POST /api/admin/users/:id/activate',
      ]),
    );
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of ctx.app.apiRoutes)
      expect(r.access, `${r.method} ${r.url}`).toEqual(declaredAccess(r.method, r.url));
    // ...and every shared definition is served: none is left without its route.
    const served = new Set(keys);
    const unserved = DECLARED_ENDPOINTS.map((e) => `${e.method} ${e.path}`).filter((k) => !served.has(k));
    expect(unserved).toEqual([]);
  });

  it('calls every /api route without a token and as every role, against its endpoint definition', async () => {
    const keeper = tokenKeeper();
    const problems: string[] = [];
    let calls = 0;
    for (const route of ctx.app.apiRoutes) {
      const url = concreteUrl(route.url);
      const withBody = ['POST', 'PATCH', 'PUT'].includes(route.method);
      const call = async (headers: Record<string, string>) => {
        calls++;
        const res = await ctx.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(withBody ? { payload: {} } : {}),
        });
        if (route.method !== 'GET' && res.statusCode < 300) keeper.changed();
        return res;
      };
      const label = `${route.method} ${route.url} (${describeAccess(route.access)})`;

      const anonymous = await call({});
      if (route.access === 'public') {
        if (anonymous.statusCode === 401 || anonymous.statusCode === 403)
          problems.push(`${label}: public, but ${anonymous.statusCode} without a token`);
      } else if (anonymous.statusCode !== 401) {
        problems.push(`${label}: ${anonymous.statusCode} without a token, expected 401`);
      }
      if (anonymous.statusCode >= 500)
        problems.push(`${label}: ${anonymous.statusCode} without a token: ${anonymous.body.slice(0, 200)}`);

      for (const role of ROLES) {
        const res = await call(await keeper.header(role));
        const allowed = isAllowed(route.access, role);
        if (allowed && (res.statusCode === 401 || res.statusCode === 403)) {
          problems.push(`${label}: ${role} is allowed but got ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        if (!allowed && res.statusCode !== 403)
          problems.push(`${label}: ${role} is not allowed but got ${res.statusCode}, expected 403`);
        if (res.statusCode >= 500) problems.push(`${label}: ${res.statusCode} as ${role}: ${res.body.slice(0, 200)}`);
        if (res.statusCode >= 400) {
          const body = res.json() as { error?: { code?: unknown; message?: unknown } };
          if (typeof body.error?.code !== 'string' || typeof body.error?.message !== 'string') {
            problems.push(
              `${label}: ${res.statusCode} as ${role} is not in the error shape: ${res.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    console.info(`route-role walk: ${ctx.app.apiRoutes.length} routes, ${calls} calls`);
    expect(problems).toEqual([]);
    expect(calls).toBe(ctx.app.apiRoutes.length * (1 + ROLES.length));
  }, 180_000);
});

describe('an /api route without an endpoint definition', () => {
  async function buildWith(plugin: (app: FastifyInstance) => Promise<void>) {
    const app = await buildApp({ config: ctx.config, database: ctx.database, webDist: null, logger: false });
    // Not awaited: the failure must surface when the app is made ready, as at start-up.
    void app.register(plugin);
    return { app }; // wrapped: a Fastify instance is thenable, and returning it would await it
  }

  it('stops the app from building', async () => {
    const { app } = await buildWith(async (i) => {
      i.get('/api/not-declared-anywhere', async () => ({ leaked: true }));
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/not-declared-anywhere has no endpoint definition/);
    await app.close().catch(() => undefined);
  });

  it('is caught for another method of a declared path, a prefix lookalike of /api/docs, and /api itself', async () => {
    for (const [method, url] of [
      ['DELETE', '/api/common/user'],
      ['GET', '/api/documents/:id'],
      ['GET', '/api/docsearch'],
      ['GET', '/api'],
    ] as const) {
      const { app } = await buildWith(async (i) => {
        i.route({ method, url, handler: async () => ({ leaked: true }) });
      });
      await expect(app.ready(), `${method} ${url}`).rejects.toThrow(/has no endpoint definition/);
      await app.close().catch(() => undefined);
    }
  });

  it('builds when every route is declared (the control)', async () => {
    const app = await buildApp({ config: ctx.config, database: ctx.database, webDist: null, logger: false });
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
