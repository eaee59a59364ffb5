import { and, asc, eq, ilike, ne } from 'drizzle-orm';
import type { Role } from '@wf/shared/roles';
import { isAllowed } from '@wf/shared/permissions';
import { flattenLinks, menuForRole, type MenuDef } from '@wf/shared/contracts/shell/navigation';
import type { ContactResult, SearchReply } from '@wf/shared/contracts/shell/search';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { likePattern } from '../../http/list-helpers.ts';
import type { SectionSearch } from '../search-provider.ts';

const LIMIT = 10;

/**
 * Global search. The business's records first (each section's record groups, by their order, only
 * for a role their access allows), then contacts: active staff by name; pages: links of the staff
 * menu (`menu`, staff-menu.ts) this role sees; tasks: the decisions waiting for this role and the
 * caller's own Tasks-app tasks (each section's task search). Contacts also come from each section's contact search (the address book,
 * each result with its page's link); staff users have no link (the web opens the quick chat). A group without results is left out. `sections`: the registered search
 * providers (module descriptors' `search`).
 */
export async function search(
  db: DbOrTx,
  user: { id: string; role: Role },
  query: string,
  menu: readonly MenuDef[],
  sections: readonly SectionSearch[],
): Promise<SearchReply> {
  const q = query.trim().toLowerCase();
  const seen = new Set<string>();
  const pages = flattenLinks(menuForRole(user.role, menu))
    .filter((p) => p.title.toLowerCase().includes(q) || p.link.toLowerCase().includes(q))
    .filter((p) => (seen.has(p.link) ? false : (seen.add(p.link), true)))
    .slice(0, LIMIT);
  const contacts: ContactResult[] = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar, email: users.email })
    .from(users)
    .where(and(eq(users.accountStatus, 'active'), ne(users.id, user.id), ilike(users.name, likePattern(q))))
    .orderBy(asc(users.name))
    .limit(LIMIT);
  // Then each section's contacts (the address book: the caller's own, clients' people), by name.
  for (const find of sections.flatMap((s) => (s.contacts ? [s.contacts] : [])))
    contacts.push(...(await find(db, user, query.trim(), LIMIT)));
  const tasks = [];
  for (const find of sections.flatMap((s) => (s.tasks ? [s.tasks] : [])))
    tasks.push(...(await find(db, user, q, LIMIT)));
  const out: SearchReply = [];
  const groups = sections.flatMap((s) => s.records ?? []).sort((a, b) => a.order - b.order);
  for (const g of groups) {
    if (!isAllowed(g.access, user.role)) continue;
    const results = await g.find(db, query.trim(), LIMIT);
    if (results.length) out.push({ id: g.group, label: g.label, labelKey: g.labelKey, results });
  }
  if (contacts.length) out.push({ id: 'contacts', label: 'Contacts', results: contacts.slice(0, LIMIT) });
  if (pages.length) out.push({ id: 'pages', label: 'Pages', results: pages });
  if (tasks.length) out.push({ id: 'tasks', label: 'Tasks', results: tasks.slice(0, LIMIT) });
  return out;
}
