import type { Access } from '../../permissions.ts';
import { isAllowed } from '../../permissions.ts';
import type { Role } from '../../roles.ts';
import { ROLE_SETS as R } from '../../role-sets.ts';
import { flattenLinks, menuForRole, type MenuDef } from './navigation.ts';

/*
 * Which pages a role may open by their URL. A file of its own: only the lazily loaded page guard
 * needs it, so the sign-in bundle does not carry it. A built page says what it needs (the
 * endpoints it reads first and, for a create or edit page, writes) in its feature's descriptor
 * (apps/web lib/feature.ts); the guard passes them here. No zod here.
 */

/**
 * May the role open this page? A built page (`needs` given): when all the endpoints it needs let
 * the role in, so a page never opens only to have its requests refused. A page not built yet (the generic
 * "not available" page behind a menu link): when the role's menu (of `menu`, the staff menu) has the
 * link it lies under. Pages outside both (the profile, a section root that forwards to its first
 * page, an unknown address that shows "not found") are open to every signed-in user.
 */
export function mayOpenPage(
  role: Role,
  pathname: string,
  needs: ReadonlyArray<{ access: Access }> | undefined,
  menu: readonly MenuDef[],
): boolean {
  if (needs) return needs.every((e) => isAllowed(e.access, role));
  const path = pathname.replace(/\/+$/, '');
  if (path.split('/').filter(Boolean).length < 2) return true;
  const isUnder = (link: string) => path === link || path.startsWith(`${link}/`);
  const owner = allLinks(menu)
    .filter(isUnder)
    .sort((a, b) => b.length - a.length)[0];
  if (!owner) return true;
  return flattenLinks(menuForRole(role, menu)).some((l) => l.link === owner);
}

const everyLink = new WeakMap<readonly MenuDef[], string[]>();
/** Every menu link of every role. */
function allLinks(menu: readonly MenuDef[]): string[] {
  let links = everyLink.get(menu);
  if (!links) {
    links = [...new Set(R.everyone.flatMap((r) => flattenLinks(menuForRole(r, menu)).map((l) => l.link)))];
    everyLink.set(menu, links);
  }
  return links;
}
