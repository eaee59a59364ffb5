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
  // staff shell (issue 4): per-user toolbar data, navigation, search, appearance, quick chat
  'GET /api/common/navigation': ALL_STAFF,
  'GET /api/common/messages': ALL_STAFF,
  'POST /api/common/messages': ALL_STAFF,
  'PATCH /api/common/messages': ALL_STAFF,
  'DELETE /api/common/messages': ALL_STAFF,
  'GET /api/common/messages/mark-all-as-read': ALL_STAFF,
  'POST /api/common/messages/toggle-read-status': ALL_STAFF,
  'GET /api/common/notifications': ALL_STAFF,
  'POST /api/common/notifications': ALL_STAFF,
  'PATCH /api/common/notifications': ALL_STAFF,
  'DELETE /api/common/notifications': ALL_STAFF,
  'GET /api/common/notifications/mark-all-as-read': ALL_STAFF,
  'POST /api/common/notifications/toggle-read-status': ALL_STAFF,
  'GET /api/common/shortcuts': ALL_STAFF,
  'POST /api/common/shortcuts': ALL_STAFF,
  'PATCH /api/common/shortcuts': ALL_STAFF,
  'DELETE /api/common/shortcuts': ALL_STAFF,
  'POST /api/common/search': ALL_STAFF,
  'GET /api/common/settings': ALL_STAFF,
  'PATCH /api/common/settings': ALL_STAFF,
  'GET /api/apps/chat/chats': ALL_STAFF,
  'POST /api/apps/chat/chats': ALL_STAFF,
  'GET /api/apps/chat/chat': ALL_STAFF,
  'GET /api/apps/chat/contacts': ALL_STAFF,
  'POST /api/apps/chat/message': ALL_STAFF,
  'POST /api/apps/chat/read': ALL_STAFF,
  // staff accounts (admin management)
  'GET /api/admin/users': ADMIN,
  'POST /api/admin/users/:id/activate': ADMIN,
  'POST /api/admin/users': ADMIN,
  'GET /api/admin/users/:id': ADMIN,
  'PATCH /api/admin/users/:id': ADMIN,
  'POST /api/admin/users/:id/send-reset': ADMIN,
  'GET /api/admin/audit-log': ADMIN,
  'GET /api/admin/audit-log/facets': ADMIN,
  'GET /api/admin/audit-log/export': ADMIN,
  'GET /api/admin/dashboard': ADMIN,
  // profile of the signed-in user (admin management)
  'POST /api/common/user/avatar': ALL_STAFF,
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
  'GET /api/projects': ['admin', 'manager', 'hr', 'finance'],
  'GET /api/projects/export': ['admin', 'manager', 'hr', 'finance'],
  'GET /api/projects/manager-options': ['admin', 'manager', 'hr', 'finance'],
  'GET /api/projects/:id': ['admin', 'manager', 'hr', 'finance'],
  'POST /api/projects': ['admin', 'manager'],
  'PUT /api/projects/:id': ['admin', 'manager'],
  'DELETE /api/projects/:id': ['admin', 'manager'],
  'POST /api/projects/:id/status': ['admin', 'manager'],
  'POST /api/projects/:id/archive': ['admin', 'manager'],
  'POST /api/projects/:id/unarchive': ['admin', 'manager'],
  'GET /api/project-locations': ['admin', 'manager', 'hr'],
  'GET /api/project-locations/export': ['admin', 'manager', 'hr'],
  'GET /api/project-locations/:id': ['admin', 'manager', 'hr'],
  'POST /api/project-locations': ['admin', 'manager'],
  'PUT /api/project-locations/:id': ['admin', 'manager'],
  'DELETE /api/project-locations/:id': ['admin', 'manager'],
  'POST /api/project-locations/:id/archive': ['admin', 'manager'],
  'POST /api/project-locations/:id/unarchive': ['admin', 'manager'],
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
  // address search (registration form is public; staff client/location forms use it too)
  'GET /api/address/search': 'public',
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
