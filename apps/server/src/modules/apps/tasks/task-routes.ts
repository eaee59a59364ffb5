import type { FastifyInstance } from 'fastify';
import { taskEndpoints } from '@wf/shared/contracts/apps/tasks/endpoints';
import { routes } from '../../../http/route.ts';
import * as svc from './task-service.ts';

/** The Tasks app (docs/product/template-apps.md#tasks): every call acts for the signed-in user only. */
export async function taskRoutes(app: FastifyInstance): Promise<void> {
  routes(app, taskEndpoints, {
    tags: (req) => svc.listTags(app.db, req.user),
    createTag: (req) => svc.createTag(app.db, req.user, req.body.tag.title),
    updateTag: (req) => svc.updateTag(app.db, req.user, req.body.id, req.body.tag),
    deleteTag: (req) => app.db.transaction((t) => svc.deleteTag(t, req.user, req.query.id)),
    all: (req) => svc.listTasks(app.db, req.user),
    search: (req) => svc.searchTasks(app.db, req.user, req.query.query),
    order: (req) =>
      app.db.transaction((t) =>
        svc.reorder(
          t,
          req.user,
          req.body.tasks.map((x) => x.id),
        ),
      ),
    get: (req) => svc.getTask(app.db, req.user, req.query.id),
    create: (req) => app.db.transaction((t) => svc.createTask(t, req.user, req.body.task)),
    update: (req) => app.db.transaction((t) => svc.updateTask(t, req.user, req.body.id, req.body.task)),
    remove: (req) => app.db.transaction((t) => svc.deleteTask(t, req.user, req.query.id)),
    assignees: () => svc.listAssignees(app.db),
  });
}
