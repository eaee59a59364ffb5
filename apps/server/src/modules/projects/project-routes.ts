import type { FastifyInstance } from 'fastify';
import { PROJECT_STATUS } from '@wf/shared/enums/records';
import { PROJECT_COLUMNS, type ProjectListRow } from '@wf/shared/contracts/projects/projects';
import { projectEndpoints as e } from '@wf/shared/contracts/projects/endpoints';
import { routes } from '../../http/route.ts';
import { chooseColumns, sendExport, type ExportColumn } from '../../http/table-export.ts';
import * as svc from './project-service.ts';

const NUMBER_COLUMNS = new Set(['positionCount', 'headcount', 'locationCount']);
const EXPORT_COLUMNS: ExportColumn<ProjectListRow>[] = (
  Object.keys(PROJECT_COLUMNS) as (keyof typeof PROJECT_COLUMNS)[]
).map((key) => ({
  key,
  label: PROJECT_COLUMNS[key],
  kind: key === 'budgetCents' ? 'money' : NUMBER_COLUMNS.has(key) ? 'number' : 'text',
  text: key === 'status' ? PROJECT_STATUS.label : undefined,
}));

/** Projects (docs/product/sections.md#projects): the handlers of `projectEndpoints`. */
export async function projectRoutes(app: FastifyInstance): Promise<void> {
  routes(app, e, {
    list: (req) => svc.listProjects(app.db, req.query),
    export: async (req, reply) => {
      const rows = await svc.exportProjects(app.db, req.query);
      return sendExport(reply, req.query.format, 'projects', chooseColumns(EXPORT_COLUMNS, req.query.columns), rows);
    },
    managerOptions: async () => ({ items: await svc.managerOptions(app.db) }),
    // Every answer with the positions passes the one pay-visibility rule (decision 018).
    get: async (req) => svc.projectPayView(req.user, await svc.getProject(app.db, req.params.id)),
    create: async (req) => svc.projectPayView(req.user, await svc.createProject(app.db, req.user, req.body)),
    update: async (req) => svc.projectPayView(req.user, await svc.updateProject(app.db, req.user, req.params.id, req.body)),
    changeStatus: async (req) =>
      svc.projectPayView(req.user, await svc.changeProjectStatus(app.db, req.user.id, req.params.id, req.body.status, req.body.reason)),
    archive: async (req) => svc.projectPayView(req.user, await svc.setProjectArchived(app.db, req.user.id, req.params.id, true)),
    unarchive: async (req) => svc.projectPayView(req.user, await svc.setProjectArchived(app.db, req.user.id, req.params.id, false)),
    remove: async (req) => {
      await svc.deleteProject(app.db, req.user.id, req.params.id);
      return { ok: true as const };
    },
  });
}
