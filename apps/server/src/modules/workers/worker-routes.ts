import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { fileAccess, workerEndpoints as e } from '@wf/shared/contracts/workers/endpoints';
import { isAllowed } from '@wf/shared/permissions';
import { CERT_MAX_BYTES } from '@wf/shared/enums/registration';
import { badRequest, forbidden } from '../../http/errors.ts';
import { readFileType } from '../../http/file-content.ts';
import { routes } from '../../http/route.ts';
import { auditDownloadOf } from '../audit/index.ts';
import { sendExport } from '../../http/table-export.ts';
import { createWorker, updateWorker } from './worker-edit.ts';
import {
  exportDischargeHistory,
  exportFinancePartTimers,
  exportWorkers,
  getFinancePartTimer,
  listDischargeHistory,
  listFinancePartTimers,
  listWorkers,
} from './worker-lists.ts';
import { getFile, getWorker, listFiles, recordConsent, revealField, transitionWorker } from './worker-service.ts';

/** Applicants and workers (docs/product/life-cycles.md#workers), the finance part-timer list: the handlers of `workerEndpoints`. */
export async function workerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: CERT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  routes(app, e, {
    // ---- lists and exports
    list: (req) => listWorkers(app.db, req.query, req.user.role),
    export: async (req, reply) => {
      const { format, columns, ...q } = req.query;
      const out = await exportWorkers(app.db, q, req.user.role, columns);
      return sendExport(reply, format, `workers-${q.view}`, out.columns, out.rows);
    },
    history: (req) => listDischargeHistory(app.db, req.query),
    historyExport: async (req, reply) => {
      const { format, columns, ...q } = req.query;
      const out = await exportDischargeHistory(app.db, q, columns);
      return sendExport(reply, format, 'discharge-history', out.columns, out.rows);
    },
    finance: (req) => listFinancePartTimers(app.db, req.query),
    financeExport: async (req, reply) => {
      const { format, columns, ...q } = req.query;
      const out = await exportFinancePartTimers(app.db, q, columns);
      return sendExport(reply, format, 'part-timers-bank', out.columns, out.rows);
    },
    financeGet: (req) => getFinancePartTimer(app.db, req.params.id),

    // ---- one worker
    create: (req) => createWorker(app.db, req.user, req.body),
    get: (req) => getWorker(app.db, req.params.id, req.user.role),
    update: (req) => updateWorker(app.db, req.user, req.params.id, req.body),
    transition: (req) => transitionWorker(app.db, req.user, req.params.id, req.params.action, req.body),
    reveal: async (req, reply) => {
      const value = await revealField(app.db, req.user, req.params.id, req.body.field);
      reply.header('cache-control', 'no-store');
      return { field: req.body.field, value };
    },

    // ---- documents
    files: async (req) => ({ items: await listFiles(app.db, req.params.id) }),
    file: async (req, reply) => {
      const f = await getFile(app.db, req.params.id, req.params.fileId, app.files);
      // A document printing the full ID number (the contract) follows the reveal rule.
      if (!isAllowed(fileAccess(f.kind), req.user.role))
        throw forbidden('Your role may not see the full ID number, which this document prints.');
      auditDownloadOf(req, {
        entityType: 'worker',
        entityId: req.params.id,
        detail: { fileId: req.params.fileId, kind: f.kind, fileName: f.fileName },
      });
      const safeName = f.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
      return reply
        .header('content-disposition', `${req.query.disposition}; filename="${safeName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(f.mimeType)
        .send(f.data);
    },
    consent: async (req) => {
      if (!req.isMultipart())
        throw badRequest('Send the consent document as multipart/form-data', { file: 'validation.required' });
      const part = await req.file();
      if (!part) throw badRequest('Choose the consent document', { file: 'validation.required' });
      const data = await part.toBuffer();
      if (data.length === 0) throw badRequest('The file is empty', { file: 'validation.file.empty' });
      const type = await readFileType(data);
      if (!type)
        throw badRequest('The consent document must be a PDF, JPG or PNG file', { file: 'validation.file.type' });
      const file = { data, mime: type.mime, ext: type.ext, originalName: part.filename || null };
      return recordConsent(app.db, req.user, req.params.id, file, app.files);
    },
  });
}
