import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLIENT_COLUMNS,
  clientBody,
  clientDetail,
  clientExportQuery,
  clientListPage,
  clientListQuery,
  doNotSendBody,
  doNotSendParams,
  type ClientListRow,
} from '@wf/shared/contracts/clients/clients';
import { idParams, okReply } from '@wf/shared/contracts/common/list-query';
import { singaporeToday } from '@wf/shared/domain/certificates/expiry';
import { chooseColumns, sendExport, type ExportColumn } from '../../http/table-export.ts';
import * as svc from './client-service.ts';

const tags = ['clients'];

const EXPORT_COLUMNS: ExportColumn<ClientListRow>[] = (
  Object.keys(CLIENT_COLUMNS) as (keyof typeof CLIENT_COLUMNS)[]
).map((key) => ({
  key,
  label: CLIENT_COLUMNS[key],
  kind: key === 'paymentTermsDays' || key === 'projectCount' || key === 'activeProjectCount' ? 'number' : 'text',
}));

/** Clients (management.md, Client): list, export, detail, create, edit, archive, delete, do-not-send. */
export async function clientRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/clients', { schema: { tags, querystring: clientListQuery, response: { 200: clientListPage } } }, (req) =>
    svc.listClients(app.db, req.query),
  );
  r.get('/api/clients/export', { schema: { tags, querystring: clientExportQuery } }, async (req, reply) => {
    const rows = await svc.exportClients(app.db, req.query);
    return sendExport(reply, req.query.format, 'clients', chooseColumns(EXPORT_COLUMNS, req.query.columns), rows);
  });
  r.get('/api/clients/:id', { schema: { tags, params: idParams, response: { 200: clientDetail } } }, (req) =>
    svc.getClient(app.db, req.params.id),
  );
  r.post(
    '/api/clients',
    { schema: { tags, body: clientBody, response: { 201: clientDetail } } },
    async (req, reply) => {
      const c = await svc.createClient(app.db, req.user!.id, req.body);
      return reply.status(201).send(c);
    },
  );
  r.put(
    '/api/clients/:id',
    { schema: { tags, params: idParams, body: clientBody, response: { 200: clientDetail } } },
    (req) => svc.updateClient(app.db, req.user!.id, req.params.id, req.body),
  );
  r.delete('/api/clients/:id', { schema: { tags, params: idParams, response: { 200: okReply } } }, async (req) => {
    await svc.deleteClient(app.db, req.user!.id, req.params.id);
    return { ok: true as const };
  });
  r.post('/api/clients/:id/archive', { schema: { tags, params: idParams, response: { 200: clientDetail } } }, (req) =>
    svc.setClientArchived(app.db, req.user!.id, req.params.id, true),
  );
  r.post('/api/clients/:id/unarchive', { schema: { tags, params: idParams, response: { 200: clientDetail } } }, (req) =>
    svc.setClientArchived(app.db, req.user!.id, req.params.id, false),
  );
  r.post(
    '/api/clients/:id/do-not-send',
    { schema: { tags, params: idParams, body: doNotSendBody, response: { 200: clientDetail } } },
    (req) => svc.addDoNotSend(app.db, req.user!.id, req.params.id, req.body, singaporeToday(new Date())),
  );
  r.delete(
    '/api/clients/:id/do-not-send/:entryId',
    { schema: { tags, params: doNotSendParams, response: { 200: clientDetail } } },
    (req) => svc.removeDoNotSend(app.db, req.user!.id, req.params.id, req.params.entryId),
  );
}
