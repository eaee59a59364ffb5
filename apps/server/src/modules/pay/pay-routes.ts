import type { FastifyInstance } from 'fastify';
import { PAY_FIGURE_ROLES, payEndpoints as e } from '@wf/shared/contracts/pay/endpoints';
import { routes } from '../../http/route.ts';
import { onAttendanceChanged } from '../../hooks.ts';
import { paySettingsReply } from './pay-settings.ts';
import { updatePaySettings } from './pay-settings-service.ts';
import { onAttendanceChangedRecompute } from './recompute.ts';
import { workerPay } from './worker-pay-service.ts';

const showsPay = (role: string) => (PAY_FIGURE_ROLES as readonly string[]).includes(role);

/** Shift pay: the handlers of `payEndpoints`; registers the "attendance changed" recompute. */
export async function payRoutes(app: FastifyInstance): Promise<void> {
  onAttendanceChanged(onAttendanceChangedRecompute);
  routes(app, e, {
    settings: () => paySettingsReply(app.db),
    updateSettings: (req) => updatePaySettings(app.db, req.user!.id, req.body),
    workerPay: (req) => workerPay(app.db, req.params.id, req.query.from, req.query.to, showsPay(req.user!.role)),
  });
  return Promise.resolve();
}
