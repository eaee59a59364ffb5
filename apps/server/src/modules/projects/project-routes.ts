import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, okReply } from '@wf/shared/contracts/common/list-query';
import {
  PROJECT_COLUMNS,
  managerOptions,
  projectBody,
  projectDetail,
  projectExportQuery,
  projectListPage,
  projectListQuery,
  projectStatusBody,
  type ProjectListRow,
} from '@wf/shared/contracts/projects/projects';
import { chooseColumns, sendExport, type ExportColumn } from '../../http/table-export.ts';
import * as svc from './project-service.ts';

const tags = ['projects'];

const NUMBER_COLUMNS = new Set(['positionCount', 'headcount', 'locationCount']);
const EXPORT_COLUMNS: ExportColumn<ProjectListRow>[] = (
  Object.keys(PROJECT_COLUMNS) as (keyof typeof PROJECT_COLUMNS)[]
).map((key) => ({
  key,
  label: PROJECT_COLUMNS[key],
  kind: key === 'budgetCents' ? 'money' : NUMBER_COLUMNS.has(key) ? 'number' : 'text',
}));

/** Projects (management.md, Project): list with status counts, export, detail, edit, status, archive, delete. */
export async function projectRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/projects',
    { schema: { tags, querystring: projectListQuery, response: { 200: projectListPage } } },
    (req) => svc.listProjects(app.db, req.query),
  );
  r.get('/api/projects/export', { schema: { tags, querystring: projectExportQuery } }, async (req, reply) => {
    const rows = await svc.exportProjects(app.db, req.query);
    return sendExport(reply, req.query.format, 'projects', chooseColumns(EXPORT_COLUMNS, req.query.columns), rows);
  });
  r.get('/api/projects/manager-options', { schema: { tags, response: { 200: managerOptions } } }, async () => ({
    items: await svc.managerOptions(app.db),
  }));
  r.get('/api/projects/:id', { schema: { tags, params: idParams, response: { 200: projectDetail } } }, (req) =>
    svc.getProject(app.db, req.params.id),
  );
  r.post(
    '/api/projects',
    { schema: { tags, body: projectBody, response: { 201: projectDetail } } },
    async (req, reply) => {
      const p = await svc.createProject(app.db, req.user!.id, req.body);
      return reply.status(201).send(p);
    },
  );
  r.put(
    '/api/projects/:id',
    { schema: { tags, params: idParams, body: projectBody, response: { 200: projectDetail } } },
    (req) => svc.updateProject(app.db, req.user!.id, req.params.id, req.body),
  );
  r.post(
    '/api/projects/:id/status',
    { schema: { tags, params: idParams, body: projectStatusBody, response: { 200: projectDetail } } },
    (req) => svc.changeProjectStatus(app.db, req.user!.id, req.params.id, req.body.status, req.body.reason),
  );
  r.post('/api/projects/:id/archive', { schema: { tags, params: idParams, response: { 200: projectDetail } } }, (req) =>
    svc.setProjectArchived(app.db, req.user!.id, req.params.id, true),
  );
  r.post(
    '/api/projects/:id/unarchive',
    { schema: { tags, params: idParams, response: { 200: projectDetail } } },
    (req) => svc.setProjectArchived(app.db, req.user!.id, req.params.id, false),
  );
  r.delete('/api/projects/:id', { schema: { tags, params: idParams, response: { 200: okReply } } }, async (req) => {
    await svc.deleteProject(app.db, req.user!.id, req.params.id);
    return { ok: true as const };
  });
}
