import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activateStaffBody,
  adminDashboard as adminDashboardReply,
  adminOkReply,
  auditFacets as auditFacetsReply,
  auditList,
  auditListQuery,
  createStaffBody,
  staffIdParams,
  staffList,
  staffListQuery,
  staffUserRow,
  updateStaffBody,
} from '@wf/shared/contracts/admin/admin';
import { auditCsv, auditFacets, listAudit } from './audit-service.ts';
import { adminDashboard } from './dashboard-service.ts';
import { activateStaff, createStaff, getStaff, listStaff, sendPasswordReset, updateStaff } from './staff-service.ts';

const tags = ['admin'];

/** Admin management: staff accounts, audit log and the admin dashboard (admin only). */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/users', { schema: { tags, querystring: staffListQuery, response: { 200: staffList } } }, (req) =>
    listStaff(app.db, req.query),
  );

  r.post('/api/admin/users', { schema: { tags, body: createStaffBody, response: { 201: staffUserRow } } }, async (req, reply) => {
    const row = await createStaff(app, req.user!.id, req.body);
    return reply.status(201).send(row);
  });

  r.get('/api/admin/users/:id', { schema: { tags, params: staffIdParams, response: { 200: staffUserRow } } }, (req) =>
    getStaff(app.db, req.params.id),
  );

  r.patch(
    '/api/admin/users/:id',
    { schema: { tags, params: staffIdParams, body: updateStaffBody, response: { 200: staffUserRow } } },
    (req) => updateStaff(app, req.user!.id, req.params.id, req.body),
  );

  r.post(
    '/api/admin/users/:id/activate',
    { schema: { tags, params: staffIdParams, body: activateStaffBody, response: { 200: staffUserRow } } },
    (req) => activateStaff(app, req.user!.id, req.params.id, req.body.role),
  );

  r.post(
    '/api/admin/users/:id/send-reset',
    { schema: { tags, params: staffIdParams, response: { 200: adminOkReply } } },
    async (req) => ({ ok: true as const, message: await sendPasswordReset(app, req.user!.id, req.params.id) }),
  );

  r.get('/api/admin/audit-log', { schema: { tags, querystring: auditListQuery, response: { 200: auditList } } }, (req) =>
    listAudit(app.db, req.query),
  );

  r.get('/api/admin/audit-log/facets', { schema: { tags, response: { 200: auditFacetsReply } } }, () => auditFacets(app.db));

  r.get(
    '/api/admin/audit-log/export',
    { schema: { tags, querystring: auditListQuery, description: 'The filtered audit log as CSV (UTF-8 with BOM).' } },
    async (req, reply) => {
      const { csv, rows, truncated } = await auditCsv(app.db, req.query);
      const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('x-row-count', String(rows))
        .header('x-truncated', String(truncated))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  r.get('/api/admin/dashboard', { schema: { tags, response: { 200: adminDashboardReply } } }, () => adminDashboard(app.db));
}
