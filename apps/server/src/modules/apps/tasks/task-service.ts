import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Assignee, CreateTaskBody, Task, TaskChanges, TaskTag } from '@wf/shared/contracts/apps/tasks/tasks';
import { taskPages } from '@wf/shared/contracts/apps/tasks/pages';
import * as clock from '@wf/shared/domain/clock';
import type { DbOrTx } from '../../../db/client.ts';
import { taskTags, tasks, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../../http/access.ts';
import { badRequest, forbidden, notFound } from '../../../http/errors.ts';
import { likePattern } from '../../../http/list-helpers.ts';
import { notifyUsers } from '../../notifications/index.ts';
import { checkLink, readLinks } from './task-links.ts';

/**
 * The Tasks app (docs/product/template-apps.md#tasks; docs/decisions/031-tasks-app.md). A staff user's list is
 * the tasks and sections they own plus the tasks colleagues assigned to them; `order` is the
 * task's place in the reader's list (`position` for the owner, `assignee_position` for the
 * assignee). Tags are each user's own. Another user's task or tag is not found (404). The owner
 * alone changes a task's tags, assignee and link, and deletes it; the assignee may change the rest.
 */

const taskNotFound = () => notFound('Task not found');
const tagNotFound = () => notFound('Tag not found');

/** The task is the caller's or assigned to the caller. */
const visibleTo = (me: string): SQL => or(eq(tasks.ownerId, me), eq(tasks.assignedTo, me))!;
/** Its place in the caller's list. */
const orderFor = (me: string): SQL<number> =>
  sql<number>`(case when ${tasks.ownerId} = ${me} then ${tasks.position} else ${tasks.assigneePosition} end)`;

type Row = typeof tasks.$inferSelect & { ownerName: string };

async function selectTasks(db: DbOrTx, me: string, where?: SQL): Promise<Row[]> {
  const rows = await db
    .select({ task: tasks, ownerName: users.name })
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.ownerId))
    .where(and(visibleTo(me), where))
    .orderBy(asc(orderFor(me)), asc(tasks.createdAt), asc(tasks.id));
  return rows.map((r) => ({ ...r.task, ownerName: r.ownerName }));
}

/** Rows as the caller sees them; `order` counts from 0 in the caller's list order. */
async function toTasks(db: DbOrTx, actor: Actor, rows: readonly Row[]): Promise<Task[]> {
  const links = await readLinks(db, actor.role, rows);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    title: r.title,
    notes: r.notes,
    completed: r.completed,
    dueDate: r.dueDate,
    priority: r.priority,
    tags: r.tags,
    assignedTo: r.assignedTo,
    subTasks: r.subTasks,
    order: r.ownerId === actor.id ? r.position : (r.assigneePosition ?? 0),
    owner: { id: r.ownerId, name: r.ownerName },
    link: links.get(r.id) ?? null,
  }));
}

export async function listTasks(db: DbOrTx, actor: Actor): Promise<Task[]> {
  return toTasks(db, actor, await selectTasks(db, actor.id));
}

/** The caller's tasks whose title or notes contain the query (case-insensitive); an empty query: all. */
export async function searchTasks(db: DbOrTx, actor: Actor, query: string): Promise<Task[]> {
  const q = query.trim();
  const where = q
    ? or(sql`${tasks.title} ilike ${likePattern(q)}`, sql`${tasks.notes} ilike ${likePattern(q)}`)
    : undefined;
  return toTasks(db, actor, await selectTasks(db, actor.id, where));
}

async function oneRow(db: DbOrTx, me: string, id: string): Promise<Row> {
  const [row] = await selectTasks(db, me, eq(tasks.id, id));
  if (!row) throw taskNotFound();
  return row;
}

export async function getTask(db: DbOrTx, actor: Actor, id: string): Promise<Task> {
  return (await toTasks(db, actor, [await oneRow(db, actor.id, id)]))[0]!;
}

/** Makes room at `at` in the user's list (everything from there moves down one). */
async function makeRoom(db: DbOrTx, userId: string, at: number): Promise<void> {
  await db
    .update(tasks)
    .set({ position: sql`${tasks.position} + 1` })
    .where(and(eq(tasks.ownerId, userId), sql`${tasks.position} >= ${at}`));
  await db
    .update(tasks)
    .set({ assigneePosition: sql`${tasks.assigneePosition} + 1` })
    .where(and(eq(tasks.assignedTo, userId), ne(tasks.ownerId, userId), sql`${tasks.assigneePosition} >= ${at}`));
}

/** The place after the last of the user's list. */
async function endOfList(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${orderFor(userId)})` })
    .from(tasks)
    .where(visibleTo(userId));
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

async function checkAssignee(db: DbOrTx, id: string): Promise<void> {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.accountStatus, 'active'), isNotNull(users.role)));
  if (!u) throw badRequest('No active staff user with this id', { assignedTo: 'validation.invalid' });
}

async function checkTags(db: DbOrTx, ownerId: string, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: taskTags.id })
    .from(taskTags)
    .where(and(eq(taskTags.ownerId, ownerId), inArray(taskTags.id, unique)));
  if (found.length !== unique.length) throw badRequest('Unknown tag', { tags: 'validation.invalid' });
  return unique;
}

const withIds = (subTasks: NonNullable<TaskChanges['subTasks']>) =>
  subTasks.map((s) => ({ id: s.id ?? randomUUID(), title: s.title, completed: s.completed }));

/** Tells the new assignee (not the one who assigned it) about the task, with a link that opens it. */
async function notifyAssignee(
  db: DbOrTx,
  actor: Actor,
  assignee: string,
  taskId: string,
  title: string,
): Promise<void> {
  if (assignee === actor.id) return;
  const [me] = await db.select({ name: users.name }).from(users).where(eq(users.id, actor.id));
  await notifyUsers(db, [assignee], {
    title: `${me?.name ?? 'A colleague'} assigned you a task`,
    description: title || 'Untitled task',
    link: taskPages.task(taskId),
  });
}

/**
 * Creates a task or section in the actor's list at `order` (default 0, first), every later one
 * moving down. The module's public way for other sections to create tasks (index.ts).
 */
export async function createTask(tx: DbOrTx, actor: Actor, input: CreateTaskBody['task']): Promise<Task> {
  const { type, order, ...fields } = input;
  if (type === 'section' && fields.assignedTo)
    throw badRequest('A section is not assigned', { assignedTo: 'validation.invalid' });
  if (fields.assignedTo) await checkAssignee(tx, fields.assignedTo);
  if (fields.link) await checkLink(tx, actor.role, fields.link);
  const tagIds = await checkTags(tx, actor.id, fields.tags ?? []);
  const at = Math.min(order ?? 0, await endOfList(tx, actor.id));
  await makeRoom(tx, actor.id, at);
  const assignee = fields.assignedTo && fields.assignedTo !== actor.id ? fields.assignedTo : null;
  const [row] = await tx
    .insert(tasks)
    .values({
      ownerId: actor.id,
      type,
      title: fields.title ?? '',
      notes: fields.notes ?? '',
      completed: fields.completed ?? false,
      dueDate: fields.dueDate ?? null,
      priority: fields.priority ?? 1,
      tags: tagIds,
      assignedTo: fields.assignedTo ?? null,
      subTasks: withIds(fields.subTasks ?? []),
      position: at,
      assigneePosition: assignee ? await endOfList(tx, assignee) : null,
      linkKind: fields.link?.kind ?? null,
      linkId: fields.link?.id ?? null,
    })
    .returning({ id: tasks.id });
  if (assignee) await notifyAssignee(tx, actor, assignee, row!.id, fields.title ?? '');
  return getTask(tx, actor, row!.id);
}

const OWNER_ONLY = ['tags', 'assignedTo', 'link'] as const;

/** Merges the changes into the task (the template call PATCH {id, task}: docs/product/template-apps.md#tasks); answers the task as it is now. */
export async function updateTask(tx: DbOrTx, actor: Actor, id: string, changes: TaskChanges): Promise<Task> {
  const row = await oneRow(tx, actor.id, id);
  const owner = row.ownerId === actor.id;
  if (!owner && OWNER_ONLY.some((k) => changes[k] !== undefined))
    throw forbidden("Only the task's owner changes its tags, assignee or link");
  const set: Partial<typeof tasks.$inferInsert> = { updatedAt: clock.now() };
  for (const k of ['title', 'notes', 'completed', 'dueDate', 'priority'] as const)
    if (changes[k] !== undefined) set[k] = changes[k] as never;
  if (changes.subTasks) set.subTasks = withIds(changes.subTasks);
  if (changes.tags) set.tags = await checkTags(tx, row.ownerId, changes.tags);
  if (changes.link !== undefined) {
    if (changes.link) await checkLink(tx, actor.role, changes.link);
    set.linkKind = changes.link?.kind ?? null;
    set.linkId = changes.link?.id ?? null;
  }
  let newAssignee: string | null = null;
  if (changes.assignedTo !== undefined && changes.assignedTo !== row.assignedTo) {
    if (changes.assignedTo && row.type === 'section')
      throw badRequest('A section is not assigned', { assignedTo: 'validation.invalid' });
    if (changes.assignedTo) await checkAssignee(tx, changes.assignedTo);
    set.assignedTo = changes.assignedTo;
    newAssignee = changes.assignedTo && changes.assignedTo !== row.ownerId ? changes.assignedTo : null;
    set.assigneePosition = newAssignee ? await endOfList(tx, newAssignee) : null;
  }
  await tx.update(tasks).set(set).where(eq(tasks.id, id));
  if (newAssignee) await notifyAssignee(tx, actor, newAssignee, id, changes.title ?? row.title);
  return getTask(tx, actor, id);
}

/** Deletes the caller's own task or section (the assignee may not: 403); answers true. */
export async function deleteTask(tx: DbOrTx, actor: Actor, id: string): Promise<true> {
  const row = await oneRow(tx, actor.id, id);
  if (row.ownerId !== actor.id) throw forbidden('Only its owner deletes a task');
  await tx.delete(tasks).where(eq(tasks.id, id));
  return true;
}

/**
 * The caller's list in a new order (the template call PATCH order {tasks}, the order from the array's; docs/product/template-apps.md#tasks): the
 * listed tasks take places 0, 1, 2…; any of the caller's tasks not listed follow in their old order.
 * An id the caller cannot see: 404, nothing changed.
 */
export async function reorder(tx: DbOrTx, actor: Actor, ids: readonly string[]): Promise<Task[]> {
  const current = await selectTasks(tx, actor.id);
  const known = new Map(current.map((r) => [r.id, r]));
  const listed = [...new Set(ids)];
  if (listed.some((id) => !known.has(id))) throw taskNotFound();
  const listedSet = new Set(listed);
  const sequence = [...listed, ...current.filter((r) => !listedSet.has(r.id)).map((r) => r.id)];
  const own: string[] = [];
  const ownPos: number[] = [];
  const assigned: string[] = [];
  const assignedPos: number[] = [];
  sequence.forEach((id, i) => {
    const mine = known.get(id)!.ownerId === actor.id;
    (mine ? own : assigned).push(id);
    (mine ? ownPos : assignedPos).push(i);
  });
  // One statement per list: the ids and places as PostgreSQL array literals (the ids are uuids, checked above).
  const arr = (xs: readonly (string | number)[]) => `{${xs.join(',')}}`;
  if (own.length)
    await tx.execute(sql`update ${tasks} set position = v.pos
      from unnest(${arr(own)}::uuid[], ${arr(ownPos)}::int[]) as v(id, pos)
      where ${tasks.id} = v.id and ${tasks.ownerId} = ${actor.id}`);
  if (assigned.length)
    await tx.execute(sql`update ${tasks} set assignee_position = v.pos
      from unnest(${arr(assigned)}::uuid[], ${arr(assignedPos)}::int[]) as v(id, pos)
      where ${tasks.id} = v.id and ${tasks.assignedTo} = ${actor.id}`);
  return listTasks(tx, actor);
}

// Tags -------------------------------------------------------------------------------------------

/** The caller's tags, and (read-only) the colleagues' tags on tasks assigned to the caller; by title. */
export async function listTags(db: DbOrTx, actor: Actor): Promise<TaskTag[]> {
  const rows = await db
    .select({ id: taskTags.id, title: taskTags.title, ownerId: taskTags.ownerId })
    .from(taskTags)
    .where(
      or(
        eq(taskTags.ownerId, actor.id),
        sql`${taskTags.id} in (select unnest(${tasks.tags}) from ${tasks} where ${tasks.assignedTo} = ${actor.id})`,
      ),
    )
    .orderBy(sql`lower(${taskTags.title})`, asc(taskTags.id));
  return rows.map((r) => ({ id: r.id, title: r.title, mine: r.ownerId === actor.id }));
}

async function ownTag(db: DbOrTx, actor: Actor, id: string) {
  const [tag] = await db
    .select()
    .from(taskTags)
    .where(and(eq(taskTags.id, id), eq(taskTags.ownerId, actor.id)));
  if (!tag) throw tagNotFound();
  return tag;
}

export async function createTag(db: DbOrTx, actor: Actor, title: string): Promise<TaskTag> {
  const [tag] = await db.insert(taskTags).values({ ownerId: actor.id, title }).returning();
  return { id: tag!.id, title: tag!.title, mine: true };
}

export async function updateTag(db: DbOrTx, actor: Actor, id: string, changes: { title?: string }): Promise<TaskTag> {
  const tag = await ownTag(db, actor, id);
  const title = changes.title ?? tag.title;
  await db.update(taskTags).set({ title }).where(eq(taskTags.id, id));
  return { id, title, mine: true };
}

/** Deletes the caller's tag and strips it from every task that carries it (docs/product/template-apps.md#tasks); answers true. */
export async function deleteTag(tx: DbOrTx, actor: Actor, id: string): Promise<true> {
  await ownTag(tx, actor, id);
  await tx
    .update(tasks)
    .set({ tags: sql`array_remove(${tasks.tags}, ${id}::uuid)` })
    .where(sql`${id}::uuid = any(${tasks.tags})`);
  await tx.delete(taskTags).where(eq(taskTags.id, id));
  return true;
}

/** The staff a task may be assigned to: active staff users, by name. */
export async function listAssignees(db: DbOrTx): Promise<Assignee[]> {
  return db
    .select({ id: users.id, name: users.name, avatar: users.avatar })
    .from(users)
    .where(and(eq(users.accountStatus, 'active'), isNotNull(users.role)))
    .orderBy(asc(users.name), asc(users.id));
}
