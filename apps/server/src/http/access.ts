import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { isAllowed, type Access } from '@wf/shared/permissions';
import type { Role } from '@wf/shared/roles';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import { users } from '../db/schema/index.ts';
import { sessionAlive, verifyAccessToken } from './tokens.ts';
import { AppError, forbidden } from './errors.ts';

export type AuthUser = {
  id: string;
  role: Role;
  tokenVersion: number;
  mustChangePassword: boolean;
  /** When this session began (the token's auth_time, seconds since the epoch). */
  sessionStart: number;
};

/**
 * Who does something: the one shape services take for "the signed-in user" (id and role). A
 * non-public endpoint's handler has it as `req.user` (http/route.ts), never null.
 */
export type Actor = Pick<AuthUser, 'id' | 'role'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Every /api route registered so far with its access rule, for the route-role walk test. */
export type RegisteredRoute = { method: string; url: string; access: Access };

/**
 * Access control in one place:
 * - at registration, every /api route must come from a shared endpoint definition (http/route.ts)
 *   (a route without one stops the server from starting);
 * - on each request, the bearer token is checked against the database (status, token version)
 *   and the caller's role against the route's rule: 401 without a valid token, 403 for a role
 *   not allowed.
 */
export function registerAccessControl(app: FastifyInstance, routes: RegisteredRoute[]): void {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (opts) => {
    if (!isApiPath(opts.url) || isDocsPath(opts.url)) return;
    const methods = (Array.isArray(opts.method) ? opts.method : [opts.method]).map((m) => String(m).toUpperCase());
    for (const method of methods) {
      const lookup = method === 'HEAD' ? 'GET' : method;
      const endpoint = opts.config?.endpoint;
      const access = endpoint && endpoint.path === opts.url && endpoint.method === lookup ? endpoint.access : undefined;
      if (access === undefined) {
        throw new Error(
          `Route ${method} ${opts.url} has no endpoint definition: define it with endpoint() in @wf/shared and register it with route() (http/route.ts)`,
        );
      }
      opts.config = { ...(opts.config ?? {}), access };
      if (method !== 'HEAD') routes.push({ method, url: opts.url, access });
      if (opts.schema) {
        const who = access === 'public' ? 'public' : access === 'signedIn' ? 'any signed-in staff' : access.join(', ');
        (opts.schema as Record<string, unknown>)['x-roles'] = access;
        opts.schema.description = `${opts.schema.description ? `${opts.schema.description}\n\n` : ''}Access: ${who}.`;
        if (access !== 'public') (opts.schema as Record<string, unknown>).security = [{ bearerAuth: [] }];
      }
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') return;
    request.user = await authenticate(app, request);
    if (!isAllowed(access, request.user.role)) throw forbidden();
    // A first password set by an admin opens only the personal routes until it is changed.
    if (request.user.mustChangePassword && access !== 'signedIn') throw passwordChangeRequired();
  });
}

/** /api and everything below it; an /api route must come from an endpoint definition. */
export const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/');
/** The OpenAPI document and UI (@fastify/swagger-ui), public and outside the table. Not /api/docsearch. */
export const isDocsPath = (url: string): boolean => url === '/api/docs' || url.startsWith('/api/docs/');

export const passwordChangeRequired = () =>
  new AppError(403, ERROR_CODES.passwordChangeRequired, 'Choose a new password in your profile before you continue.');

export const invalidToken = () => new AppError(401, ERROR_CODES.invalidToken, 'Invalid token');

/** Reads and checks the bearer token; the user must exist, be active and have this token version. */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s+\S+$/i.test(header)) {
    throw new AppError(401, ERROR_CODES.unauthenticated, 'Sign in to continue');
  }
  return userFromToken(app, header.replace(/^Bearer\s+/i, ''));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function userFromToken(app: FastifyInstance, token: string): Promise<AuthUser> {
  const claims = await verifyAccessToken(token, app.config.jwtSecret);
  // A subject that is not a uuid cannot be ours; asking the database would fail with a 500.
  if (!claims || !UUID.test(claims.sub)) throw invalidToken();
  // A session ends SESSION_MAX_AGE after sign-in, however often its token was renewed.
  if (!sessionAlive(claims.sessionStart, app.config.sessionMaxAgeSeconds)) throw invalidToken();
  const rows = await app.db
    .select({
      id: users.id,
      role: users.role,
      status: users.accountStatus,
      ver: users.tokenVersion,
      must: users.mustChangePassword,
    })
    .from(users)
    .where(eq(users.id, claims.sub));
  const u = rows[0];
  if (!u || u.status !== 'active' || u.ver !== claims.ver || !u.role) throw invalidToken();
  return {
    id: u.id,
    role: u.role,
    tokenVersion: u.ver,
    mustChangePassword: u.must === 1,
    sessionStart: claims.sessionStart,
  };
}
