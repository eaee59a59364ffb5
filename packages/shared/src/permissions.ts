import type { Role } from './roles.ts';

/**
 * Who may call an API endpoint. Each endpoint declares its rule where it is defined
 * (`endpoint({ access })`, packages/shared/src/api/endpoint.ts); the matrix is those definitions.
 * 'public'  - anyone, no token needed
 * 'signedIn' - any active staff user with a valid token
 * Role[]    - only these roles (admin is never implied: list it)
 *
 * The server refuses to start when an /api route is registered without a definition, and a test
 * calls every route with every role and with no token against its definition.
 */
export type Access = 'public' | 'signedIn' | readonly Role[];

export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/** True when a user with this role may call a route with this access rule. */
export function isAllowed(access: Access, role: Role | null): boolean {
  if (access === 'public') return true;
  if (role === null) return false;
  if (access === 'signedIn') return true;
  return access.includes(role);
}
