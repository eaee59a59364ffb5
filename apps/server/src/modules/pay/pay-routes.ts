import type { FastifyInstance } from 'fastify';
import { payEndpoints as e } from '@wf/shared/contracts/pay/endpoints';
import { routes } from '../../http/route.ts';
import { onAttendanceChanged, onAttendancesChanged, onPayRatesChanged } from '../../hooks.ts';
import { paySettingsReply } from './pay-settings.ts';
import { updatePaySettings } from './pay-settings-service.ts';
import { onAttendanceChangedRecompute, onAttendancesChangedRecompute, onPayRatesChangedRecompute } from './recompute.ts';
import { workerPay } from './worker-pay-service.ts';
import { ADJUSTMENT_COLUMNS } from '@wf/shared/contracts/pay/adjustments';
import { adjustmentEndpoints as a } from '@wf/shared/contracts/pay/endpoints';
import type { Role } from '@wf/shared/roles';
import { chooseColumns, sendExport, type ExportColumn } from '../../http/table-export.ts';
import * as adj from './adjustment-service.ts';

const ADJUSTMENT_EXPORT: ExportColumn<adj.AdjustmentExportRow>[] = (
  Object.keys(ADJUSTMENT_COLUMNS) as (keyof typeof ADJUSTMENT_COLUMNS)[]
).map((key) => ({ key, label: ADJUSTMENT_COLUMNS[key], kind: key === 'amountCents' ? 'money' : 'text' }));

const viewer = (req: { user: { id: string; role: string } }): adj.Viewer => ({ id: req.user.id, role: req.user.role as Role });

/** Shift pay: the handlers of `payEndpoints`; registers the "attendance changed" recompute. */
export async function payRoutes(app: FastifyInstance): Promise<void> {
  onAttendanceChanged(onAttendanceChangedRecompute);
  onAttendancesChanged(onAttendancesChangedRecompute);
  onPayRatesChanged(onPayRatesChangedRecompute);
  routes(app, e, {
    settings: () => paySettingsReply(app.db),
    updateSettings: (req) => updatePaySettings(app.db, req.user.id, req.body),
    workerPay: (req) => workerPay(app.db, viewer(req), req.params.id, req.query.from, req.query.to),
  });
  routes(app, a, {
    list: (req) => adj.listAdjustments(app.db, req.query, viewer(req)),
    export: async (req, reply) => {
      const rows = await adj.exportAdjustments(app.db, req.query, viewer(req));
      return sendExport(reply, req.query.format, 'pay-adjustments', chooseColumns(ADJUSTMENT_EXPORT, req.query.columns), rows);
    },
    get: (req) => adj.getAdjustment(app.db, req.params.id, viewer(req)),
    create: (req) => adj.createAdjustment(app.db, viewer(req), req.body),
    hrReview: (req) => adj.reviewAdjustment(app.db, viewer(req), req.params.id, 'hr', req.body),
    financeReview: (req) => adj.reviewAdjustment(app.db, viewer(req), req.params.id, 'finance', req.body),
    hrBulkApprove: (req) => adj.bulkApprove(app.db, viewer(req), req.body.ids, 'hr'),
    financeBulkApprove: (req) => adj.bulkApprove(app.db, viewer(req), req.body.ids, 'finance'),
  });
  return Promise.resolve();
}
