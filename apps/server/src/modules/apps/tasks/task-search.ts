import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { taskPages } from '@wf/shared/contracts/apps/tasks/pages';
import { tasks } from '../../../db/schema/index.ts';
import { likePattern } from '../../../http/list-helpers.ts';
import type { TaskSearch } from '../../search-provider.ts';

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
