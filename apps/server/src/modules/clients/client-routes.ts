import type { FastifyInstance } from 'fastify';
import { CLIENT_STATUS } from '@wf/shared/enums/records';
import { CLIENT_COLUMNS, type ClientListRow } from '@wf/shared/contracts/clients/clients';
import { clientEndpoints as e } from '@wf/shared/contracts/clients/endpoints';
import { singaporeToday } from '@wf/shared/domain/certificates/expiry';
import { routes } from '../../http/route.ts';
import { chooseColumns, sendExport, type ExportColumn } from '../../http/table-export.ts';
import * as svc from './client-service.ts';
import * as clock from '@wf/shared/domain/clock';

const EXPORT_COLUMNS: ExportColumn<ClientListRow>[] = (
  Object.keys(CLIENT_COLUMNS) as (keyof typeof CLIENT_COLUMNS)[]
).map((key) => ({
  key,
  label: CLIENT_COLUMNS[key],
  kind: key === 'paymentTermsDays' || key === 'projectCount' || key === 'activeProjectCount' ? 'number' : 'text',
  text: key === 'status' ? CLIENT_STATUS.label : undefined,
}));

/** Clients (docs/product/sections.md#clients): the handlers of `clientEndpoints`. */
export async function clientRoutes(app: FastifyInstance): Promise<void> {
  routes(app, e, {
    list: (req) => svc.listClients(app.db, req.query),
    export: async (req, reply) => {
      const rows = await svc.exportClients(app.db, req.query);
      return sendExport(reply, req.query.format, 'clients', chooseColumns(EXPORT_COLUMNS, req.query.columns), rows);
    },
    get: (req) => svc.getClient(app.db, req.params.id),
    create: (req) => svc.createClient(app.db, req.user.id, req.body),
    update: (req) => svc.updateClient(app.db, req.user.id, req.params.id, req.body),
    remove: async (req) => {
      await svc.deleteClient(app.db, req.user.id, req.params.id);
      return { ok: true as const };
    },
    archive: (req) => svc.setClientArchived(app.db, req.user.id, req.params.id, true),
    unarchive: (req) => svc.setClientArchived(app.db, req.user.id, req.params.id, false),
    addDoNotSend: (req) => svc.addDoNotSend(app.db, req.user.id, req.params.id, req.body, singaporeToday(clock.now())),
    removeDoNotSend: (req) => svc.removeDoNotSend(app.db, req.user.id, req.params.id, req.params.entryId),
  });
}
