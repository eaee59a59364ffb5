import type { FastifyInstance } from 'fastify';
import { PAY_RUN_COLUMNS, type PayRunColumn } from '@wf/shared/contracts/pay-runs/pay-runs';
import { payRunEndpoints as e } from '@wf/shared/contracts/pay-runs/endpoints';
import type { Role } from '@wf/shared/roles';
import { routes } from '../../http/route.ts';
import { chooseColumns, sendExport, type ExportColumn } from '../../http/table-export.ts';
import { exportPayRuns, getPayRun, listPayRuns, payRunDiff, payRunLinesPage, type PayRunExportRow } from './pay-run-queries.ts';
import * as runs from './pay-run-service.ts';
import { payRunsByProject } from './runs-by-project.ts';

const MONEY: readonly PayRunColumn[] = ['grossCents', 'employeeCpfCents', 'employerCpfCents', 'sdlCents', 'netCents'];
const RUN_EXPORT: ExportColumn<PayRunExportRow>[] = (Object.keys(PAY_RUN_COLUMNS) as PayRunColumn[]).map((key) => ({
  key,
  label: PAY_RUN_COLUMNS[key],
  kind: MONEY.includes(key) ? 'money' : key === 'workerCount' ? 'number' : 'text',
}));

const actor = (req: { user: { id: string; role: string } }): runs.Actor => ({ id: req.user.id, role: req.user.role as Role });

/** Pay runs: the handlers of `payRunEndpoints` (the documents are in documents/documents-routes.ts). */
export async function payRunRoutes(app: FastifyInstance): Promise<void> {
  routes(app, e, {
    list: (req) => listPayRuns(app.db, req.query),
    export: async (req, reply) =>
      sendExport(reply, req.query.format, 'pay-runs', chooseColumns(RUN_EXPORT, req.query.columns), await exportPayRuns(app.db, req.query)),
    generate: (req) => runs.generatePayRun(app.db, actor(req), req.body.frequency, req.body.periodStart),
    byProject: (req) => payRunsByProject(app.db, req.user),
    get: (req) => getPayRun(app.db, req.params.id),
    lines: (req) => payRunLinesPage(app.db, req.params.id, req.query),
    diff: (req) => payRunDiff(app.db, req.params.id),
    staleness: (req) => runs.payRunStaleness(app.db, req.params.id),
    regenerate: (req) => runs.regeneratePayRun(app.db, actor(req), req.params.id, req.body.version),
    confirm: (req) => runs.confirmPayRun(app.db, actor(req), req.params.id, req.body.version),
    approve: (req) => runs.approvePayRun(app.db, actor(req), req.params.id, req.body.version, req.body.lateReason),
    pay: (req) => runs.markPayRunPaid(app.db, actor(req), req.params.id, req.body),
    sendBack: (req) => runs.sendBackPayRun(app.db, actor(req), req.params.id, req.body),
    remove: (req) => runs.deletePayRun(app.db, actor(req), req.params.id),
  });
  return Promise.resolve();
}
