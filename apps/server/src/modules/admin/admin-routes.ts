import type { FastifyInstance } from 'fastify';
import { activityEndpoints, adminEndpoints as e } from '@wf/shared/contracts/admin/endpoints';
import { routes } from '../../http/route.ts';
import { sendExport } from '../../http/table-export.ts';
import { loadAuditEntities } from '@wf/shared/contracts/common/load-section-pages';
import { auditExportColumns, auditExportRows, auditFacets, listActivities, listAudit } from './audit-service.ts';
import { adminDashboard } from './dashboard-service.ts';
import { activateStaff, createStaff, getStaff, listStaff, sendPasswordReset, updateStaff } from './staff-service.ts';

/** Admin management: staff accounts, audit log and the admin dashboard: the handlers of `adminEndpoints`. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  // The audit export names record types in the words each section registers.
  const auditColumns = auditExportColumns(await loadAuditEntities());
  routes(app, e, {
    listStaff: (req) => listStaff(app.db, req.query),
    createStaff: (req) => createStaff(app, req.user.id, req.body),
    getStaff: (req) => getStaff(app.db, req.params.id),
    updateStaff: (req) => updateStaff(app, req.user.id, req.params.id, req.body),
    activate: (req) => activateStaff(app, req.user.id, req.params.id, req.body.role),
    sendReset: async (req) => ({
      ok: true as const,
      message: await sendPasswordReset(app, req.user.id, req.params.id),
    }),
    audit: (req) => listAudit(app.db, req.query),
    auditFacets: () => auditFacets(app.db),
    auditExport: async (req, reply) => {
      const { format, ...filter } = req.query;
      const { rows, truncated } = await auditExportRows(app.db, filter);
      reply.header('x-row-count', String(rows.length)).header('x-truncated', String(truncated));
      return sendExport(reply, format, 'audit-log', auditColumns, rows);
    },
    dashboard: () => adminDashboard(app.db),
  });
  // The activity feed reads the same log: every staff role, scoped to its own entries unless admin.
  routes(app, activityEndpoints, { activities: (req) => listActivities(app.db, req.user, req.query) });
}
