import type { Access } from '../../permissions.ts';
import { isAllowed } from '../../permissions.ts';
import type { Role } from '../../roles.ts';
import { ROLE_SETS as R } from '../../role-sets.ts';
import { flattenLinks, menuForRole } from './navigation.ts';

/*
 * Which pages a role may open by their URL. A file of its own: only the lazily loaded page guard
 * needs it, so the sign-in bundle does not carry it. No zod here (nor the endpoint definitions):
 * the table names role sets, and navigation-access.test.ts checks each entry against the access
 * of the endpoints its page reads first (and, for a create or edit page, writes).
 */

/** Built pages (':id' is any one segment) and who may use them: their endpoints' role sets. */
export const PAGE_ACCESS: ReadonlyArray<readonly [pattern: string, access: Access]> = [
  ['/admin-management/list', R.admin],
  ['/admin-management/list/create-management', R.admin],
  ['/admin-management/audit-log', R.admin],
  ['/admin-management/admin-dashboard', R.admin],
  ['/admin-management/business', R.admin],
  ['/project-management/list', R.everyone],
  ['/project-management/list/create-project', R.operations],
  ['/project-management/list/:id', R.everyone],
  ['/project-management/list/:id/edit', R.operations],
  ['/project-location-management/list', R.people],
  ['/project-location-management/list/create-location', R.operations],
  ['/project-location-management/list/:id', R.people],
  ['/client-management/list', R.everyone],
  ['/client-management/list/create-client', R.operations],
  ['/client-management/list/:id', R.everyone],
  ['/client-management/list/:id/edit', R.operations],
  ['/certificate-management/list', R.people],
  ['/certificate-management/list/create-certificate', R.people],
  ['/certificate-management/list/:id/edit', R.people],
  ['/employee-management/list', R.people],
  ['/employee-management/list/create-employee', R.hrDecisions],
  ['/employee-management/blacklist', R.people],
  ['/part-timer-management/pending', R.people],
  ['/part-timer-management/list', R.people],
  ['/part-timer-management/discharge-pending', R.people],
  ['/part-timer-management/discharge-list', R.people],
  ['/part-timer-management/discharge-history', R.people],
  ['/part-timer-management/rejected', R.people],
  ['/part-timer-management/worker/:id', R.people],
  ['/finance-management/part-timer-list', R.finance],
  ['/finance-management/part-timer-list/:id', R.finance],
  ['/settings/public-holidays-management/list', R.everyone],
  ['/roster-management/list', R.people],
  ['/roster-management/list/create-roster', R.operations],
  ['/roster-management/list/:id', R.people],
  ['/roster-management/list/:id/attendance', R.everyone],
  ['/employee-management/hr-shift-payment-adjustment', R.everyone],
  ['/finance-management/finance-shift-payment-adjustment', R.everyone],
  ['/employee-management/hr-payment-report-list', R.hrDecisions],
  ['/employee-management/hr-payment-report-list/:id', R.hrDecisions],
  ['/finance-management/finance-report-list', R.finance],
  ['/finance-management/finance-report-list/:id', R.finance],
];

/** How well a pattern fits the path: -1 when not at all, else the number of literal segments. */
function fit(pattern: string, segments: string[]): number {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return -1;
  let literal = 0;
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] === ':id') continue;
    if (parts[i] !== segments[i]) return -1;
    literal++;
  }
  return literal;
}

/** The table entry of a built page ("/client-management/list/42" -> its ':id' entry), if any. */
export function pageAccessOf(pathname: string): Access | null {
  const segments = pathname.split('/').filter(Boolean);
  let best: { score: number; access: Access } | null = null;
  for (const [pattern, access] of PAGE_ACCESS) {
    const score = fit(pattern, segments);
    if (score >= 0 && (!best || score > best.score)) best = { score, access };
  }
  return best?.access ?? null;
}

/**
 * May the role open this page? A built page: when its endpoints let the role in (PAGE_ACCESS),
 * so a page never opens only to have its requests refused. A page not built yet (the generic
 * "not available" page behind a menu link): when the role's menu has the link it lies under. Pages
 * outside both (the profile, a section root that forwards to its first page, an unknown address
 * that shows "not found") are open to every signed-in user.
 */
export function mayOpenPage(role: Role, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  const access = pageAccessOf(path);
  if (access) return isAllowed(access, role);
  if (path.split('/').filter(Boolean).length < 2) return true;
  const isUnder = (link: string) => path === link || path.startsWith(`${link}/`);
  const owner = allLinks()
    .filter(isUnder)
    .sort((a, b) => b.length - a.length)[0];
  if (!owner) return true;
  return flattenLinks(menuForRole(role)).some((l) => l.link === owner);
}

let everyLink: string[] | undefined;
/** Every menu link of every role. */
function allLinks(): string[] {
  everyLink ??= [...new Set(R.everyone.flatMap((r) => flattenLinks(menuForRole(r)).map((l) => l.link)))];
  return everyLink;
}
