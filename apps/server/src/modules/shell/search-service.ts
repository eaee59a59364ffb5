import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Role } from '@wf/shared/roles';
import { isAllowed } from '@wf/shared/permissions';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { flattenLinks, menuForRole } from '@wf/shared/contracts/shell/navigation';
import type { RecordGroupId, RecordResult, SearchReply } from '@wf/shared/contracts/shell/search';
import type { WorkerStatus } from '@wf/shared/domain/workers/status-machine';
import type { DbOrTx } from '../../db/client.ts';
import { clients, projectLocations, projects, users, workers } from '../../db/schema/index.ts';
import { workerSearchCondition } from '../workers/index.ts';

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

const RECORD_LABELS: Record<RecordGroupId, string> = {
  workers: 'Workers',
  clients: 'Clients',
  projects: 'Projects',
  locations: 'Locations',
};

/**
 * The business's records (issue 13, item 12), each kind only for a role that may open its record
 * (the same endpoint definitions as the pages): workers by name, employee code, phone or the last
 * four of the ID number (the worker lists' search); clients by name or UEN; projects by code or
 * name; locations by name, address or postal code.
 */
async function searchRecords(db: DbOrTx, role: Role, raw: string): Promise<Record<RecordGroupId, RecordResult[]>> {
  const p = `%${likeEscape(raw)}%`;
  const out: Record<RecordGroupId, RecordResult[]> = { workers: [], clients: [], projects: [], locations: [] };
  if (isAllowed(workerEndpoints.get.access, role)) {
    const where = workerSearchCondition(raw);
    if (where) {
      const rows = await db
        .select({ id: workers.id, name: workers.name, code: workers.employeeCode })
        .from(workers)
        .where(where)
        .orderBy(sql`lower(${workers.name})`, asc(workers.id))
        .limit(LIMIT);
      out.workers = rows.map((r) => ({ id: r.id, title: r.name, subtitle: r.code, link: `/part-timer-management/worker/${r.id}` }));
    }
  }
  if (isAllowed(clientEndpoints.get.access, role)) {
    const rows = await db
      .select({ id: clients.id, name: clients.name, uen: clients.uen })
      .from(clients)
      .where(or(ilike(clients.name, p), ilike(clients.uen, p)))
      .orderBy(sql`lower(${clients.name})`, asc(clients.id))
      .limit(LIMIT);
    out.clients = rows.map((r) => ({ id: r.id, title: r.name, subtitle: r.uen, link: `/client-management/list/${r.id}` }));
  }
  if (isAllowed(projectEndpoints.get.access, role)) {
    const rows = await db
      .select({ id: projects.id, name: projects.name, code: projects.code })
      .from(projects)
      .where(or(ilike(projects.name, p), ilike(projects.code, p)))
      .orderBy(sql`lower(${projects.name})`, asc(projects.id))
      .limit(LIMIT);
    out.projects = rows.map((r) => ({ id: r.id, title: r.name, subtitle: r.code, link: `/project-management/list/${r.id}` }));
  }
  if (isAllowed(locationEndpoints.get.access, role)) {
    const l = projectLocations;
    const rows = await db
      .select({ id: l.id, name: l.name, address: l.formattedAddress })
      .from(l)
      .where(or(ilike(l.name, p), ilike(l.formattedAddress, p), ilike(l.postalCode, p)))
      .orderBy(sql`lower(${l.name})`, asc(l.id))
      .limit(LIMIT);
    out.locations = rows.map((r) => ({
      id: r.id,
      title: r.name,
      subtitle: r.address,
      link: `/project-location-management/list/${r.id}`,
    }));
  }
  return out;
}

/**
 * Global search. The business's records first (searchRecords), then contacts: active staff by
 * name; pages: links of the navigation this role sees; tasks: the decisions waiting for this role
 * (searchTasks). A group without results is left out.
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
  const records = await searchRecords(db, user.role, query.trim());
  const out: SearchReply = [];
  for (const id of ['workers', 'clients', 'projects', 'locations'] as const)
    if (records[id].length) out.push({ id, label: RECORD_LABELS[id], results: records[id] });
  if (contacts.length) out.push({ id: 'contacts', label: 'Contacts', results: contacts });
  if (pages.length) out.push({ id: 'pages', label: 'Pages', results: pages });
  if (tasks.results.length) out.push(tasks);
  return out;
}
