import type { Role } from './roles.ts';

/**
 * Who may call each API route: the permission matrix, in one place.
 * 'public'  - anyone, no token needed
 * 'signedIn' - any active staff user with a valid token
 * Role[]    - only these roles (admin is never implied: list it)
 *
 * The server refuses to start when a registered /api route has no entry here, and a test calls
 * every route with every role and with no token against this table.
 */
export type Access = 'public' | 'signedIn' | readonly Role[];

const ALL_STAFF = 'signedIn' as const;
const ADMIN = ['admin'] as const satisfies readonly Role[];

export const ROUTE_ACCESS = {
  // platform
  'GET /api/health': 'public',
  // auth (spec: sample-data-interfaces, Auth)
  'POST /api/auth/sign-in': 'public',
  'POST /api/auth/sign-in-with-token': 'public',
  'POST /api/auth/sign-up': 'public',
  'POST /api/auth/confirm-email': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/unlock-session': 'public',
  'POST /api/auth/sign-out': ALL_STAFF,
  'POST /api/auth/change-password': ALL_STAFF,
  // the signed-in user
  'GET /api/common/user': ALL_STAFF,
  'PATCH /api/common/user': ALL_STAFF,
  // staff accounts (admin management)
  'GET /api/admin/users': ADMIN,
  'POST /api/admin/users/:id/activate': ADMIN,
} as const satisfies Record<string, Access>;

export type RouteKey = keyof typeof ROUTE_ACCESS;

export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

export function accessFor(method: string, url: string): Access | undefined {
  return (ROUTE_ACCESS as Record<string, Access>)[routeKey(method, url)];
}

/** True when a user with this role may call a route with this access rule. */
export function isAllowed(access: Access, role: Role | null): boolean {
  if (access === 'public') return true;
  if (role === null) return false;
  if (access === 'signedIn') return true;
  return access.includes(role);
}
