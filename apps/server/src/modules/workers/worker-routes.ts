import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consentResult,
  dischargeHistoryExportQuery,
  dischargeHistoryPage,
  dischargeHistoryQuery,
  fileDownloadQuery,
  financePartTimerExportQuery,
  financePartTimerPage,
  financePartTimerQuery,
  revealBody,
  revealResult,
  transitionBody,
  transitionParams,
  transitionResult,
  workerDetail,
  workerExportQuery,
  workerFileList,
  workerFileParams,
  workerIdParams,
  workerListPage,
  workerListQuery,
} from '@wf/shared/contracts/workers/workers';
import { createWorkerBody, createWorkerResult, updateWorkerBody } from '@wf/shared/contracts/workers/worker-form';
import { CERT_MAX_BYTES } from '@wf/shared/enums/registration';
import { badRequest } from '../../http/errors.ts';
import { sendExport } from '../../http/table-export.ts';
import { sniffDocumentType } from './file-type.ts';
import { createWorker, updateWorker } from './worker-edit.ts';
import {
  exportDischargeHistory,
  exportFinancePartTimers,
  exportWorkers,
  listDischargeHistory,
  listFinancePartTimers,
  listWorkers,
} from './worker-lists.ts';
import { getFile, getWorker, listFiles, recordConsent, revealField, transitionWorker } from './worker-service.ts';

const tags = ['workers'];
const updateResult = z.object({ id: z.string(), version: z.number(), changed: z.array(z.string()) });

/** Applicants and workers (management.md, Worker), the finance part-timer list. */
export async function workerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: CERT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ---- lists and exports
  r.get('/api/workers', { schema: { tags, querystring: workerListQuery, response: { 200: workerListPage } } }, (req) =>
    listWorkers(app.db, req.query, req.user!.role),
  );
  r.get('/api/workers/export', { schema: { tags, querystring: workerExportQuery } }, async (req, reply) => {
    const { format, columns, ...q } = req.query;
    const out = await exportWorkers(app.db, q, req.user!.role, columns);
    return sendExport(reply, format, `workers-${q.view}`, out.columns, out.rows);
  });
  r.get(
    '/api/workers/discharge-history',
    { schema: { tags, querystring: dischargeHistoryQuery, response: { 200: dischargeHistoryPage } } },
    (req) => listDischargeHistory(app.db, req.query),
  );
  r.get('/api/workers/discharge-history/export', { schema: { tags, querystring: dischargeHistoryExportQuery } }, async (req, reply) => {
    const { format, columns, ...q } = req.query;
    const out = await exportDischargeHistory(app.db, q, columns);
    return sendExport(reply, format, 'discharge-history', out.columns, out.rows);
  });
  r.get(
    '/api/finance/part-timers',
    { schema: { tags: ['finance'], querystring: financePartTimerQuery, response: { 200: financePartTimerPage } } },
    (req) => listFinancePartTimers(app.db, req.query),
  );
  r.get('/api/finance/part-timers/export', { schema: { tags: ['finance'], querystring: financePartTimerExportQuery } }, async (req, reply) => {
    const { format, columns, ...q } = req.query;
    const out = await exportFinancePartTimers(app.db, q, columns);
    return sendExport(reply, format, 'part-timers-bank', out.columns, out.rows);
  });

  // ---- one worker
  r.post('/api/workers', { schema: { tags, body: createWorkerBody, response: { 201: createWorkerResult } } }, async (req, reply) => {
    const w = await createWorker(app.db, req.user!, req.body);
    return reply.status(201).send(w);
  });
  r.get('/api/workers/:id', { schema: { tags, params: workerIdParams, response: { 200: workerDetail } } }, (req) =>
    getWorker(app.db, req.params.id, req.user!.role),
  );
  r.patch('/api/workers/:id', { schema: { tags, params: workerIdParams, body: updateWorkerBody, response: { 200: updateResult } } }, (req) =>
    updateWorker(app.db, req.user!, req.params.id, req.body),
  );
  r.post(
    '/api/workers/:id/transitions/:action',
    { schema: { tags, params: transitionParams, body: transitionBody, response: { 200: transitionResult } } },
    (req) => transitionWorker(app.db, req.user!, req.params.id, req.params.action, req.body),
  );
  r.post('/api/workers/:id/reveal', { schema: { tags, params: workerIdParams, body: revealBody, response: { 200: revealResult } } }, async (req, reply) => {
    const value = await revealField(app.db, req.user!, req.params.id, req.body.field);
    reply.header('cache-control', 'no-store');
    return { field: req.body.field, value };
  });

  // ---- documents
  r.get('/api/workers/:id/files', { schema: { tags, params: workerIdParams, response: { 200: workerFileList } } }, async (req) => ({
    items: await listFiles(app.db, req.params.id),
  }));
  r.get('/api/workers/:id/files/:fileId', { schema: { tags, params: workerFileParams, querystring: fileDownloadQuery } }, async (req, reply) => {
    const f = await getFile(app.db, req.params.id, req.params.fileId);
    const safeName = f.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
    return reply
      .header('content-disposition', `${req.query.disposition}; filename="${safeName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .type(f.mimeType)
      .send(f.data);
  });
  r.post(
    '/api/workers/:id/consent',
    { schema: { tags, params: workerIdParams, response: { 200: consentResult }, consumes: ['multipart/form-data'] } },
    async (req) => {
      if (!req.isMultipart()) throw badRequest('Send the consent document as multipart/form-data', { file: 'validation.required' });
      const part = await req.file();
      if (!part) throw badRequest('Choose the consent document', { file: 'validation.required' });
      const data = await part.toBuffer();
      if (data.length === 0) throw badRequest('The file is empty', { file: 'validation.file.empty' });
      const type = sniffDocumentType(data);
      if (!type) throw badRequest('The consent document must be a PDF, JPG or PNG file', { file: 'validation.file.type' });
      return recordConsent(app.db, req.user!, req.params.id, { data, mime: type.mime, ext: type.ext, originalName: part.filename || null });
    },
  );
}
