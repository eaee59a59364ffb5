// The Tasks app (template app apps/tasks: modules/apps/tasks). docs/decisions/031-tasks-app.md.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TASK_LINK_KIND, TASK_TYPE } from '@wf/shared/enums/apps';
import { enumCheck, enumText } from '../enum-column.ts';
import { users } from './users.ts';

/** A staff user's own task tags. */
export const taskTags = pgTable(
  'task_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_tags_owner_idx').on(t.ownerId)],
);

/**
 * A task or a section of a staff user's list. `position` is its place in the owner's list; a task
 * assigned to a colleague also has `assignee_position`, its place in the assignee's list.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: enumText('type', TASK_TYPE).notNull(),
    title: text('title').notNull().default(''),
    notes: text('notes').notNull().default(''),
    completed: boolean('completed').notNull().default(false),
    dueDate: date('due_date', { mode: 'string' }),
    priority: integer('priority').notNull().default(1),
    tags: uuid('tags')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    subTasks: jsonb('sub_tasks').$type<{ id: string; title: string; completed: boolean }[]>().notNull().default([]),
    position: integer('position').notNull(),
    assigneePosition: integer('assignee_position'),
    linkKind: enumText('link_kind', TASK_LINK_KIND),
    linkId: uuid('link_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_owner_idx').on(t.ownerId, t.position),
    index('tasks_assigned_idx').on(t.assignedTo),
    check('tasks_priority_ck', sql`${t.priority} between 0 and 2`),
    check('tasks_link_ck', sql`(${t.linkKind} is null) = (${t.linkId} is null)`),
    check('tasks_section_ck', sql`${t.type} = 'task' or ${t.assignedTo} is null`),
    enumCheck(t.type, TASK_TYPE),
    enumCheck(t.linkKind, TASK_LINK_KIND),
  ],
);
