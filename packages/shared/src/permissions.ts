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

const WORKER_ACTORS = ['admin', 'hr'] as const satisfies readonly Role[];
const WORKER_READERS = ['admin', 'hr', 'manager'] as const satisfies readonly Role[];
const FINANCE_LIST = ['admin', 'finance'] as const satisfies readonly Role[];

export const ROUTE_ACCESS = {
  // public part-timer registration (issue 3)
  'POST /api/registrations': 'public',
  // applicants and workers (issue 5): hr and admin act, manager reads, finance sees the bank list only
  'GET /api/workers': WORKER_READERS,
  'GET /api/workers/export': WORKER_READERS,
  'GET /api/workers/discharge-history': WORKER_READERS,
  'GET /api/workers/discharge-history/export': WORKER_READERS,
  'POST /api/workers': WORKER_ACTORS,
  'GET /api/workers/:id': WORKER_READERS,
  'PATCH /api/workers/:id': WORKER_ACTORS,
  'POST /api/workers/:id/transitions/:action': WORKER_ACTORS,
  'POST /api/workers/:id/reveal': WORKER_ACTORS,
  'GET /api/workers/:id/files': WORKER_READERS,
  'GET /api/workers/:id/files/:fileId': WORKER_READERS,
  'POST /api/workers/:id/consent': WORKER_ACTORS,
  'GET /api/finance/part-timers': FINANCE_LIST,
  'GET /api/finance/part-timers/export': FINANCE_LIST,
  // clients, projects, locations, certificates (issue 7)
  'GET /api/clients': ['admin', 'manager', 'hr', 'finance'],
  'GET /api/clients/export': ['admin', 'manager', 'hr', 'finance'],
  'GET /api/clients/:id': ['admin', 'manager', 'hr', 'finance'],
  'POST /api/clients': ['admin', 'manager'],
  'PUT /api/clients/:id': ['admin', 'manager'],
  'DELETE /api/clients/:id': ['admin', 'manager'],
  'POST /api/clients/:id/archive': ['admin', 'manager'],
  'POST /api/clients/:id/unarchive': ['admin', 'manager'],
  'POST /api/clients/:id/do-not-send': ['admin', 'manager'],
  'DELETE /api/clients/:id/do-not-send/:entryId': ['admin', 'manager'],
  'GET /api/certificate-types': ['admin', 'manager', 'hr'],
  'POST /api/certificate-types': ['admin', 'manager'],
  'PUT /api/certificate-types/:id': ['admin', 'manager'],
  'DELETE /api/certificate-types/:id': ['admin', 'manager'],
  'GET /api/worker-certificates': ['admin', 'manager', 'hr'],
  'GET /api/worker-certificates/export': ['admin', 'manager', 'hr'],
  'GET /api/worker-certificates/worker-options': ['admin', 'manager', 'hr'],
  'GET /api/worker-certificates/:id': ['admin', 'manager', 'hr'],
  'POST /api/worker-certificates': ['admin', 'manager', 'hr'],
  'PUT /api/worker-certificates/:id': ['admin', 'manager', 'hr'],
  'DELETE /api/worker-certificates/:id': ['admin', 'manager', 'hr'],
  'PUT /api/worker-certificates/:id/file': ['admin', 'manager', 'hr'],
  'GET /api/worker-certificates/:id/file': ['admin', 'manager', 'hr'],
  'POST /api/worker-certificates/:id/verify': ['admin', 'manager', 'hr'],
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
