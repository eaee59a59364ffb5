import { and, asc, eq, ilike, lte, or, sql } from 'drizzle-orm';
import { taskPages } from '@wf/shared/contracts/apps/tasks/pages';
import { tasks } from '../../../db/schema/index.ts';
import { likePattern } from '../../../http/list-helpers.ts';
import type { TaskSearch } from '../../search-provider.ts';
import type { TasksDue } from '../../module.ts';

/**
 * The global search's tasks group: the caller's Tasks-app tasks (their own and those assigned to
 * them; never a section, never another user's) whose title or notes contain the query, open ones
 * first, each opening the task on /apps/tasks/<id>.
 */
export const taskSearch: TaskSearch = async (db, user, q, limit) => {
  const rows = await db
    .select({ id: tasks.id, title: tasks.title, completed: tasks.completed })
    .from(tasks)
    .where(
      and(
        eq(tasks.type, 'task'),
        or(eq(tasks.ownerId, user.id), eq(tasks.assignedTo, user.id)),
        or(ilike(tasks.title, likePattern(q)), ilike(tasks.notes, likePattern(q))),
      ),
    )
    .orderBy(asc(tasks.completed), asc(tasks.dueDate), asc(tasks.title), asc(tasks.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, link: taskPages.task(r.id) }));
};

/**
 * The project dashboard's "tasks due" (module descriptor `tasksDue`, decision 034): the caller's open
 * tasks (their own and those assigned to them) due by `day`, and how many are overdue (due before it).
 */
export const tasksDue: TasksDue = async (db, user, day) => {
  const rows = await db
    .select({
      count: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${tasks.dueDate} < ${day}::date))::int`,
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.type, 'task'),
        eq(tasks.completed, false),
        or(eq(tasks.ownerId, user.id), eq(tasks.assignedTo, user.id)),
        lte(tasks.dueDate, day),
      ),
    );
  return { count: Number(rows[0]?.count ?? 0), overdue: Number(rows[0]?.overdue ?? 0), link: taskPages.list };
};
