import { and, asc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { Role } from '@wf/shared/roles';
import { isAllowed } from '@wf/shared/permissions';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { flattenLinks, menuForRole } from '@wf/shared/contracts/shell/navigation';
import type { SearchReply } from '@wf/shared/contracts/shell/search';
import type { WorkerStatus } from '@wf/shared/domain/workers/status-machine';
import type { DbOrTx } from '../../db/client.ts';
import { users, workers } from '../../db/schema/index.ts';

const LIMIT = 10;

/** Escapes LIKE wildcards so a query is matched literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The decisions a worker in these statuses waits for (management.md, Worker life cycle), as task titles. */
const TASK_TITLES: Partial<Record<WorkerStatus, string>> = {
  pending: 'Review application',
  discharge_pending: 'Decide discharge request',
  rejoin_pending: 'Decide rejoin request',
};

/**
 * Tasks: the worker life-cycle decisions waiting for the caller (applications to review,
 * discharge and rejoin requests), found by the worker's name or the task's words, oldest first.
 * Only for the roles that may take them; none is completed (a decided one is no task any more).
 */
async function searchTasks(db: DbOrTx, role: Role, q: string): Promise<SearchReply[number] & { id: 'tasks' }> {
  // The endpoint that takes those decisions: whoever may call it has the tasks.
  const access = workerEndpoints.transition.access;
  const results: { id: string; title: string; completed: boolean; link: string }[] = [];
  if (isAllowed(access, role)) {
    const statuses = Object.keys(TASK_TITLES) as WorkerStatus[];
    const byWords = statuses.filter((st) => TASK_TITLES[st]!.toLowerCase().includes(q));
    const rows = await db
      .select({ id: workers.id, name: workers.name, status: workers.status })
      .from(workers)
      .where(
        and(
          inArray(workers.status, statuses),
          or(ilike(workers.name, `%${likeEscape(q)}%`), byWords.length ? inArray(workers.status, byWords) : undefined),
        ),
      )
      .orderBy(asc(workers.createdAt), asc(workers.id))
      .limit(LIMIT);
    for (const r of rows)
      results.push({
        id: r.id,
        title: `${TASK_TITLES[r.status]}: ${r.name}`,
        completed: false,
        link: `/part-timer-management/worker/${r.id}`,
      });
  }
  return { id: 'tasks', label: 'Tasks', results };
}

/**
 * Global search. Pages: links of the navigation this role sees; contacts: active staff by name;
 * tasks: the decisions waiting for this role (searchTasks). A group without results is left out.
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
  const tasks = await searchTasks(db, user.role, q);
  const out: SearchReply = [];
  if (contacts.length) out.push({ id: 'contacts', label: 'Contacts', results: contacts });
  if (pages.length) out.push({ id: 'pages', label: 'Pages', results: pages });
  if (tasks.results.length) out.push(tasks);
  return out;
}
