import type { FastifyInstance, FastifyReply } from 'fastify';
import { billingStatementEndpoints as e } from '@wf/shared/contracts/reports/endpoints';
import { routes } from '../../http/route.ts';
import { auditDownloadOf } from '../audit/index.ts';
import { readBusinessLogo } from '../business/index.ts';
import {
  discardStatement,
  getStatement,
  issueStatement,
  listStatements,
  prepareStatement,
  sendStatement,
  type Actor,
} from './billing-statement-service.ts';
import { renderStatementPdf, renderStatementXlsx, statementFileName } from './statement-document.ts';

const actor = (req: { user: { id: string; role: string } }): Actor => ({
  id: req.user.id,
  role: req.user.role,
});

function attachment(reply: FastifyReply, name: string, type: string, body: Buffer | Uint8Array): FastifyReply {
  return reply
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .type(type)
    .send(Buffer.from(body));
}

/** Client billing statements (issue #28, item 5): the handlers of `billingStatementEndpoints`. */
export async function statementRoutes(app: FastifyInstance): Promise<void> {
  const logo = () => readBusinessLogo(app.db, app.files).catch(() => null);
  routes(app, e, {
    list: (req) => listStatements(app.db, req.query),
    prepare: (req) => prepareStatement(app.db, actor(req), req.body.clientId, req.body.month),
    get: (req) => getStatement(app.db, req.params.id, actor(req)),
    issue: (req) => issueStatement(app.db, actor(req), req.params.id, req.body.version),
    discard: (req) => discardStatement(app.db, actor(req), req.params.id, req.body.version),
    pdf: async (req, reply) => {
      const s = await getStatement(app.db, req.params.id, actor(req));
      const pdf = await renderStatementPdf(s, await logo());
      auditDownloadOf(req, { entityType: 'billing_statement', entityId: s.id, detail: { document: 'pdf' } });
      return attachment(reply, statementFileName(s, 'pdf'), 'application/pdf', pdf);
    },
    xlsx: async (req, reply) => {
      const s = await getStatement(app.db, req.params.id, actor(req));
      const xlsx = await renderStatementXlsx(s);
      auditDownloadOf(req, { entityType: 'billing_statement', entityId: s.id, detail: { document: 'xlsx' } });
      return attachment(
        reply,
        statementFileName(s, 'xlsx'),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        xlsx,
      );
    },
    send: async (req) => {
      const sent = await sendStatement(app.db, actor(req), req.params.id, async (s) => ({
        filename: statementFileName(s, 'pdf'),
        content: Buffer.from(await renderStatementPdf(s, await logo())),
      }));
      void app.mailer.kick();
      return sent;
    },
  });
  return Promise.resolve();
}
