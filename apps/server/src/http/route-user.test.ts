import Fastify from 'fastify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { endpoint } from '@wf/shared/api/endpoint';
import { ROLE_SETS } from '@wf/shared/role-sets';
import type { Access } from '@wf/shared/permissions';
import type { AuthUser } from './access.ts';
import { registerErrorHandling } from './errors.ts';
import { route, type EndpointRequest } from './route.ts';

/** Issue 27, item 3: a handler of an endpoint that is not public gets a user that is never null. */
const staffOnly = endpoint({ method: 'GET', path: '/api/test/staff-only', access: ROLE_SETS.people });
const _signedIn = endpoint({ method: 'GET', path: '/api/test/signed-in', access: 'signedIn' });
const open = endpoint({ method: 'GET', path: '/api/test/open', access: 'public' });
const _unknownRule = { method: 'GET', path: '/api/test/any', access: 'public' as Access } as const;

describe('the request user by the endpoint access rule', () => {
  it('is typed non-null for every non-public endpoint, nullable where the endpoint may be public', () => {
    expectTypeOf<EndpointRequest<typeof staffOnly>['user']>().toEqualTypeOf<AuthUser>();
    expectTypeOf<EndpointRequest<typeof _signedIn>['user']>().toEqualTypeOf<AuthUser>();
    expectTypeOf<EndpointRequest<typeof open>['user']>().toEqualTypeOf<AuthUser | null>();
    // A rule the compiler cannot see stays nullable (the safe side).
    expectTypeOf<EndpointRequest<typeof _unknownRule>['user']>().toEqualTypeOf<AuthUser | null>();
  });

  it('route() refuses a non-public call that reached the handler without a user (401), so the type holds', async () => {
    const app = Fastify();
    app.decorateRequest('user', null);
    registerErrorHandling(app);
    let ran = false;
    route(app, staffOnly, (req) => {
      ran = true;
      return { id: req.user.id };
    });
    route(app, open, (req) => ({ signedIn: req.user !== null }));
    const refused = await app.inject({ method: 'GET', url: '/api/test/staff-only' });
    expect(refused.statusCode).toBe(401);
    expect(ran).toBe(false);
    const served = await app.inject({ method: 'GET', url: '/api/test/open' });
    expect(served.json()).toEqual({ signedIn: false });
    await app.close();
  });
});
