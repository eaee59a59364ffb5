import { and, asc, ilike, inArray, or } from 'drizzle-orm';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { workerPages } from '@wf/shared/contracts/workers/pages';
import { isAllowed } from '@wf/shared/permissions';
import type { WorkerStatus } from '@wf/shared/domain/workers/status-machine';
import { workers } from '../../db/schema/index.ts';
import { likePattern } from '../../http/list-helpers.ts';
import { tableSearch, type SectionSearch } from '../search-provider.ts';
import { searchCondition } from './worker-lists.ts';

/** The decisions a worker in these statuses waits for (docs/product/life-cycles.md#workers), as task titles. */
const TASK_TITLES: Partial<Record<WorkerStatus, string>> = {
  pending: 'Review application',
  discharge_pending: 'Decide discharge request',
  rejoin_pending: 'Decide rejoin request',
};

/**
 * What the global search finds among workers: workers by name, employee code, phone or the last
 * four of the ID number (the worker lists' search), for the roles that may open a worker; and as
 * tasks the life-cycle decisions waiting for the caller (applications to review, discharge and
 * rejoin requests), by the worker's name or the task's words, oldest first, for the roles that
 * may take them (none is completed: a decided one is no task any more).
 */
export const workerSearch: SectionSearch = {
  records: [
    tableSearch({
      group: 'workers',
      label: 'Workers',
      labelKey: 'shell.searchGroups.workers',
      order: 10,
      access: workerEndpoints.get.access,
      table: workers,
      columns: { id: workers.id, title: workers.name, subtitle: workers.employeeCode },
      where: searchCondition,
      link: workerPages.record,
    }),
  ],
  async tasks(db, { role }, q, limit) {
    // The endpoint that takes those decisions: whoever may call it has the tasks.
    if (!isAllowed(workerEndpoints.transition.access, role)) return [];
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
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      title: `${TASK_TITLES[r.status]}: ${r.name}`,
      completed: false,
      link: workerPages.record(r.id),
    }));
  },
};
