import { z } from 'zod';
import { isoDate, requiredText } from '../../common/list-query.ts';
import { TASK_LINK_KIND, TASK_TYPE, type TaskLinkKind, type TaskType } from '../../../enums/apps.ts';

/**
 * The Tasks app (docs/product/template-apps.md#tasks; issue 33 item 1): each staff user's
 * tasks and sections, ordered by `order` (from 0), with their own tags; a task may be assigned to
 * a colleague (who sees it in their list too) and may link to a worker, client or project page.
 * docs/decisions/031-tasks-app.md.
 */
/** The row types and link kinds: TASK_TYPE and TASK_LINK_KIND in enums/apps.ts. */
export const TASK_TYPES = TASK_TYPE.values;
export type { TaskLinkKind, TaskType };
/** Priority values 0, 1, 2 (low, normal, high): docs/product/template-apps.md#tasks. */
export const TASK_PRIORITIES = [0, 1, 2] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
/** The records a task may link to (their pages: the sections' pages.ts). */
export const TASK_LINK_KINDS = TASK_LINK_KIND.values;

export const TASK_TITLE_MAX = 200;
export const TASK_NOTES_MAX = 4000;
export const TASK_TAG_TITLE_MAX = 40;
export const TASK_SUBTASKS_MAX = 50;
export const TASK_TAGS_MAX = 20;

export const taskTag = z.object({
  id: z.string(),
  title: z.string(),
  /** The caller's own tag (others' appear only on tasks assigned to the caller, read-only). */
  mine: z.boolean(),
});
export type TaskTag = z.infer<typeof taskTag>;

export const subTask = z.object({ id: z.string(), title: z.string(), completed: z.boolean() });
export type SubTask = z.infer<typeof subTask>;

/** A task's link as the reader sees it: the record's name and page when the reader's role may open it. */
export const taskLink = z.object({
  kind: z.enum(TASK_LINK_KINDS),
  id: z.string(),
  name: z.string().nullable(),
  path: z.string().nullable(),
});
export type TaskLink = z.infer<typeof taskLink>;

export const task = z.object({
  id: z.string(),
  type: z.enum(TASK_TYPES),
  title: z.string(),
  notes: z.string(),
  completed: z.boolean(),
  /** A Singapore calendar date (yyyy-mm-dd) or null. */
  dueDate: z.string().nullable(),
  priority: z.number().int().min(0).max(2),
  tags: z.array(z.string()),
  /** A staff user's id, or null. */
  assignedTo: z.string().nullable(),
  subTasks: z.array(subTask),
  /** Its place in the caller's list (0 first). */
  order: z.number().int(),
  /** Who made it: the caller, or the colleague who assigned it to the caller. */
  owner: z.object({ id: z.string(), name: z.string() }),
  link: taskLink.nullable(),
});
export type Task = z.infer<typeof task>;
export const taskList = z.array(task);

const tagInput = z.object({ title: requiredText(TASK_TAG_TITLE_MAX) });
export const createTagBody = z.object({ tag: tagInput });
export const updateTagBody = z.object({ id: z.uuid(), tag: tagInput.partial() });
export const idQuery = z.object({ id: z.uuid({ message: 'validation.invalid' }) });
export const searchQuery = z.object({ query: z.string().trim().max(100).default('') });

const subTaskInput = z.object({
  id: z.string().max(100).optional(),
  title: z.string().trim().max(TASK_TITLE_MAX, 'validation.maxLength'),
  completed: z.boolean().default(false),
});
export const taskLinkInput = z.object({ kind: z.enum(TASK_LINK_KINDS), id: z.uuid({ message: 'validation.invalid' }) });
export type TaskLinkInput = z.infer<typeof taskLinkInput>;

/** The fields a caller may set; every one optional on a change (merged into the stored task). */
const taskFields = z.object({
  title: z.string().trim().max(TASK_TITLE_MAX, 'validation.maxLength'),
  notes: z.string().max(TASK_NOTES_MAX, 'validation.maxLength'),
  completed: z.boolean(),
  dueDate: isoDate.nullable(),
  priority: z.union(
    TASK_PRIORITIES.map((p) => z.literal(p)),
    { message: 'validation.invalid' },
  ),
  tags: z.array(z.uuid()).max(TASK_TAGS_MAX),
  assignedTo: z.uuid({ message: 'validation.invalid' }).nullable(),
  subTasks: z.array(subTaskInput).max(TASK_SUBTASKS_MAX),
  link: taskLinkInput.nullable(),
});
export const taskChanges = taskFields.partial();
export type TaskChanges = z.infer<typeof taskChanges>;

/** POST task: `type` and any fields; `order` is where in the caller's list it goes (default 0, first, as the template). */
export const createTaskBody = z.object({
  task: taskChanges.extend({ type: z.enum(TASK_TYPES), order: z.number().int().min(0).optional() }),
});
export type CreateTaskBody = z.infer<typeof createTaskBody>;
export const updateTaskBody = z.object({ id: z.uuid(), task: taskChanges });
/** PATCH order: the caller's tasks in their new order (only `id` is read); the order is the array's. */
export const orderBody = z.object({ tasks: z.array(z.object({ id: z.uuid() })).max(2000) });

export const assignee = z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() });
export type Assignee = z.infer<typeof assignee>;
