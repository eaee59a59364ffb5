import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Role } from '@wf/shared/roles';
import { isAllowed, type Access } from '@wf/shared/permissions';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { flattenLinks, menuForRole, type MenuDef } from '@wf/shared/contracts/shell/navigation';
import type { RecordGroupId, RecordResult, SearchReply } from '@wf/shared/contracts/shell/search';
import type { WorkerStatus } from '@wf/shared/domain/workers/status-machine';
import type { DbOrTx } from '../../db/client.ts';
import { clients, projectLocations, projects, users, workers } from '../../db/schema/index.ts';
import { workerSearchCondition } from '../workers/index.ts';
import { likePattern } from '../../http/list-helpers.ts';

const LIMIT = 10;

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
          or(ilike(workers.name, likePattern(q)), byWords.length ? inArray(workers.status, byWords) : undefined),
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
  const p = likePattern(raw);
  const l = projectLocations;
  const [workerRows, clientRows, projectRows, locationRows] = [
    await findRecords(db, role, workerEndpoints.get.access, workers, {
      columns: { id: workers.id, title: workers.name, subtitle: workers.employeeCode },
      where: workerSearchCondition(raw),
      link: (id) => `/part-timer-management/worker/${id}`,
    }),
    await findRecords(db, role, clientEndpoints.get.access, clients, {
      columns: { id: clients.id, title: clients.name, subtitle: clients.uen },
      where: or(ilike(clients.name, p), ilike(clients.uen, p)),
      link: (id) => `/client-management/list/${id}`,
    }),
    await findRecords(db, role, projectEndpoints.get.access, projects, {
      columns: { id: projects.id, title: projects.name, subtitle: projects.code },
      where: or(ilike(projects.name, p), ilike(projects.code, p)),
      link: (id) => `/project-management/list/${id}`,
    }),
    await findRecords(db, role, locationEndpoints.get.access, l, {
      columns: { id: l.id, title: l.name, subtitle: l.formattedAddress },
      where: or(ilike(l.name, p), ilike(l.formattedAddress, p), ilike(l.postalCode, p)),
      link: (id) => `/project-location-management/list/${id}`,
    }),
  ];
  return { workers: workerRows, clients: clientRows, projects: projectRows, locations: locationRows };
}

/**
 * One kind of record in the search, for a role that may open it: up to LIMIT matches ordered by
 * title (case-insensitive), each with its subtitle and the link to its page.
 */
async function findRecords(
  db: DbOrTx,
  role: Role,
  access: Access,
  table: PgTable,
  kind: {
    columns: { id: PgColumn; title: PgColumn; subtitle: PgColumn };
    where: SQL | undefined;
    link: (id: string) => string;
  },
): Promise<RecordResult[]> {
  if (!isAllowed(access, role) || !kind.where) return [];
  const { id, title, subtitle } = kind.columns;
  const rows = await db
    .select({ id, title, subtitle })
    .from(table)
    .where(kind.where)
    .orderBy(sql`lower(${title})`, asc(id))
    .limit(LIMIT);
  return rows.map((r) => ({
    id: r.id as string,
    title: r.title as string,
    subtitle: r.subtitle as string | null,
    link: kind.link(r.id as string),
  }));
}

/**
 * Global search. The business's records first (searchRecords), then contacts: active staff by
 * name; pages: links of the staff menu (`menu`, staff-menu.ts) this role sees; tasks: the decisions
 * waiting for this role (searchTasks). A group without results is left out.
 */
export async function search(
  db: DbOrTx,
  user: { id: string; role: Role },
  query: string,
  menu: readonly MenuDef[],
): Promise<SearchReply> {
  const q = query.trim().toLowerCase();
  const seen = new Set<string>();
  const pages = flattenLinks(menuForRole(user.role, menu))
    .filter((p) => p.title.toLowerCase().includes(q) || p.link.toLowerCase().includes(q))
    .filter((p) => (seen.has(p.link) ? false : (seen.add(p.link), true)))
    .slice(0, LIMIT);
  const contacts = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar, email: users.email })
    .from(users)
    .where(and(eq(users.accountStatus, 'active'), ne(users.id, user.id), ilike(users.name, likePattern(q))))
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
