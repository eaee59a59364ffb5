import { and, asc, eq, ilike, ne } from 'drizzle-orm';
import type { Role } from '@wf/shared/roles';
import { flattenLinks, menuForRole } from '@wf/shared/contracts/shell/navigation';
import type { SearchReply } from '@wf/shared/contracts/shell/search';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

const LIMIT = 10;

/** Escapes LIKE wildcards so a query is matched literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Global search. Pages: links of the navigation this role sees; contacts: active staff by name.
 * Tasks come from the tasks app once it exists; until then the group is left out, like any
 * group without results.
 */
export async function search(db: DbOrTx, user: { id: string; role: Role }, query: string): Promise<SearchReply> {
  const q = query.trim().toLowerCase();
  const seen = new Set<string>();
  const pages = flattenLinks(menuForRole(user.role))
    .filter((p) => p.title.toLowerCase().includes(q) || p.link.toLowerCase().includes(q))
    .filter((p) => (seen.has(p.link) ? false : (seen.add(p.link), true)))
    .slice(0, LIMIT);
  const contacts = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar, email: users.email })
    .from(users)
    .where(and(eq(users.accountStatus, 'active'), ne(users.id, user.id), ilike(users.name, `%${likeEscape(q)}%`)))
    .orderBy(asc(users.name))
    .limit(LIMIT);
  const out: SearchReply = [];
  if (contacts.length) out.push({ id: 'contacts', label: 'Contacts', results: contacts });
  if (pages.length) out.push({ id: 'pages', label: 'Pages', results: pages });
  return out;
}
