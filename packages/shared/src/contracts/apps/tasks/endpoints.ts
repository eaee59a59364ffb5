import { z } from 'zod';
import { endpoint } from '../../../api/endpoint.ts';
import {
  assignee,
  createTagBody,
  createTaskBody,
  idQuery,
  orderBody,
  searchQuery,
  task,
  taskList,
  taskTag,
  updateTagBody,
  updateTaskBody,
} from './tasks.ts';

const tags = ['tasks'];

/**
 * The Tasks app (docs/product/template-apps.md#tasks): every staff user has their own list; each call reads or
 * changes only the caller's tasks and those assigned to the caller (another user's id: 404).
 */
export const taskEndpoints = {
  tags: endpoint({ method: 'GET', path: '/api/apps/tasks/tags', access: 'signedIn', tags, response: z.array(taskTag) }),
  createTag: endpoint({
    method: 'POST',
    path: '/api/apps/tasks/tag',
    access: 'signedIn',
    tags,
    body: createTagBody,
    response: taskTag,
  }),
  updateTag: endpoint({
    method: 'PATCH',
    path: '/api/apps/tasks/tag',
    access: 'signedIn',
    tags,
    body: updateTagBody,
    response: taskTag,
  }),
  /** Deletes the caller's tag and strips it from every task that carries it. */
  deleteTag: endpoint({
    method: 'DELETE',
    path: '/api/apps/tasks/tag',
    access: 'signedIn',
    tags,
    query: idQuery,
    response: z.literal(true),
  }),
  all: endpoint({ method: 'GET', path: '/api/apps/tasks/all', access: 'signedIn', tags, response: taskList }),
  /** Tasks whose title or notes contain the query (case-insensitive), in the caller's order. */
  search: endpoint({
    method: 'GET',
    path: '/api/apps/tasks/search',
    access: 'signedIn',
    tags,
    query: searchQuery,
    response: taskList,
  }),
  /** The caller's list in a new order (order from the array's); answers the whole list. */
  order: endpoint({
    method: 'PATCH',
    path: '/api/apps/tasks/order',
    access: 'signedIn',
    tags,
    body: orderBody,
    response: taskList,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/apps/tasks/task',
    access: 'signedIn',
    tags,
    query: idQuery,
    response: task,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/apps/tasks/task',
    access: 'signedIn',
    tags,
    body: createTaskBody,
    response: task,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/apps/tasks/task',
    access: 'signedIn',
    tags,
    body: updateTaskBody,
    response: task,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/apps/tasks/task',
    access: 'signedIn',
    tags,
    query: idQuery,
    response: z.literal(true),
  }),
  /** The staff a task may be assigned to (active staff users). */
  assignees: endpoint({
    method: 'GET',
    path: '/api/apps/tasks/assignees',
    access: 'signedIn',
    tags,
    response: z.array(assignee),
  }),
};
