import type { Role } from '../../roles.ts';
import { ROLE_SETS } from '../../role-sets.ts';
import { flattenLinks, menuForRole, type NavItem } from './navigation.ts';

/*
 * Which pages a role may open, from the menu definitions (navigation.ts). A file of its own: only
 * the lazily loaded page guard needs it, so the sign-in bundle does not carry it.
 */
/** True when the path is the link or lies below it ("/x/list/42" under "/x/list"). */
function isUnder(path: string, link: string): boolean {
  return path === link || path.startsWith(`${link}/`);
}

/**
 * May the role open this page? Decided from the menu definitions (the same role sets as the
 * endpoints: navigation-access.test.ts ties them): the page belongs to the deepest menu link of
 * the full menu it lies under ("/client-management/list/42" to the Client List), and the role
 * must see that link. A page under no link (a worker's page) belongs to its section (the first
 * path segment): the role must see some link of it. Pages outside every menu section (the
 * profile, a section root that forwards to its first page) are open to every signed-in user.
 */
export function mayOpenPage(role: Role, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  const segments = path.split('/').filter(Boolean);
  if (segments.length < 2) return true;
  const all = flattenLinks(allLinksMenu()).map((l) => l.link);
  const own = new Set(flattenLinks(menuForRole(role)).map((l) => l.link));
  const owner = all.filter((l) => isUnder(path, l)).sort((a, b) => b.length - a.length)[0];
  if (owner) return own.has(owner);
  const section = `/${segments[0]}/`;
  if (!all.some((l) => l.startsWith(section))) return true;
  return [...own].some((l) => l.startsWith(section));
}

let everyLink: NavItem[] | undefined;
/** The menu with every role's entries (each role's menu merged), for page ownership. */
function allLinksMenu(): NavItem[] {
  everyLink ??= ROLE_SETS.everyone.flatMap((r) => menuForRole(r));
  return everyLink;
}
