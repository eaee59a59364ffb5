import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CERTIFICATE_COLUMNS,
  CERTIFICATE_FILE_MAX_BYTES,
  certificateExportQuery,
  certificateListPage,
  certificateListQuery,
  certificateTypeBody,
  certificateTypeList,
  certificateTypeRow,
  workerCertificateBody,
  workerCertificateRow,
  workerCertificateUpdateBody,
  workerOptions,
  workerOptionsQuery,
  type WorkerCertificateRow,
} from '@wf/shared/contracts/certificates/certificates';
import { idParams, okReply } from '@wf/shared/contracts/common/list-query';
import { singaporeToday } from '@wf/shared/domain/certificates/expiry';
import { badRequest } from '../../http/errors.ts';
import { chooseColumns, sendExport, type ExportColumn } from '../../http/table-export.ts';
import * as types from './certificate-type-service.ts';
import * as certs from './worker-certificate-service.ts';
import { checkCertificateFile, safeFileName } from './file-sniff.ts';

const tags = ['certificates'];
const today = () => singaporeToday(new Date());

const EXPORT_COLUMNS: ExportColumn<WorkerCertificateRow>[] = (
  Object.keys(CERTIFICATE_COLUMNS) as (keyof typeof CERTIFICATE_COLUMNS)[]
).map((key) => ({ key, label: CERTIFICATE_COLUMNS[key] }));

/** Raw upload types; the content decides what the file really is. */
const UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'application/octet-stream'];

/** Certificate types and worker certificates (with their files). */
export async function certificateRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const t of UPLOAD_TYPES) {
    if (!app.hasContentTypeParser(t)) {
      app.addContentTypeParser(
        t,
        { parseAs: 'buffer', bodyLimit: CERTIFICATE_FILE_MAX_BYTES + 1024 },
        (_req, body, done) => done(null, body),
      );
    }
  }

  // ---- certificate types
  r.get('/api/certificate-types', { schema: { tags, response: { 200: certificateTypeList } } }, async () => ({
    items: await types.listCertificateTypes(app.db),
  }));
  r.post(
    '/api/certificate-types',
    { schema: { tags, body: certificateTypeBody, response: { 201: certificateTypeRow } } },
    async (req, reply) => reply.status(201).send(await types.createCertificateType(app.db, req.user!.id, req.body)),
  );
  r.put(
    '/api/certificate-types/:id',
    { schema: { tags, params: idParams, body: certificateTypeBody, response: { 200: certificateTypeRow } } },
    (req) => types.updateCertificateType(app.db, req.user!.id, req.params.id, req.body),
  );
  r.delete(
    '/api/certificate-types/:id',
    { schema: { tags, params: idParams, response: { 200: okReply } } },
    async (req) => {
      await types.deleteCertificateType(app.db, req.user!.id, req.params.id);
      return { ok: true as const };
    },
  );

  // ---- worker certificates
  r.get(
    '/api/worker-certificates',
    { schema: { tags, querystring: certificateListQuery, response: { 200: certificateListPage } } },
    (req) => certs.listWorkerCertificates(app.db, req.query, today()),
  );
  r.get(
    '/api/worker-certificates/export',
    { schema: { tags, querystring: certificateExportQuery } },
    async (req, reply) => {
      const rows = await certs.exportWorkerCertificates(app.db, req.query, today());
      return sendExport(
        reply,
        req.query.format,
        'certificates',
        chooseColumns(EXPORT_COLUMNS, req.query.columns),
        rows,
      );
    },
  );
  r.get(
    '/api/worker-certificates/worker-options',
    { schema: { tags, querystring: workerOptionsQuery, response: { 200: workerOptions } } },
    async (req) => ({ items: await certs.workerOptions(app.db, req.query.search) }),
  );
  r.get(
    '/api/worker-certificates/:id',
    { schema: { tags, params: idParams, response: { 200: workerCertificateRow } } },
    (req) => certs.getWorkerCertificate(app.db, req.params.id, today()),
  );
  r.post(
    '/api/worker-certificates',
    { schema: { tags, body: workerCertificateBody, response: { 201: workerCertificateRow } } },
    async (req, reply) =>
      reply.status(201).send(await certs.createWorkerCertificate(app.db, req.user!.id, req.body, today())),
  );
  r.put(
    '/api/worker-certificates/:id',
    { schema: { tags, params: idParams, body: workerCertificateUpdateBody, response: { 200: workerCertificateRow } } },
    (req) => certs.updateWorkerCertificate(app.db, req.user!.id, req.params.id, req.body, today()),
  );
  r.delete(
    '/api/worker-certificates/:id',
    { schema: { tags, params: idParams, response: { 200: okReply } } },
    async (req) => {
      await certs.deleteWorkerCertificate(app.db, req.user!.id, req.params.id, today());
      return { ok: true as const };
    },
  );
  r.post(
    '/api/worker-certificates/:id/verify',
    { schema: { tags, params: idParams, response: { 200: workerCertificateRow } } },
    (req) => certs.verifyWorkerCertificate(app.db, req.user!.id, req.params.id, today()),
  );

  /**
   * Upload: the raw file as the body (Content-Type application/pdf, image/png, image/jpeg or
   * application/octet-stream), its name in X-File-Name (URL-encoded). The content is checked.
   */
  r.put(
    '/api/worker-certificates/:id/file',
    {
      bodyLimit: CERTIFICATE_FILE_MAX_BYTES + 1024,
      schema: {
        tags,
        params: idParams,
        headers: z.object({ 'x-file-name': z.string().max(300).optional() }),
        response: { 200: workerCertificateRow },
      },
    },
    async (req) => {
      if (!Buffer.isBuffer(req.body))
        throw badRequest('Send the file as the request body', { file: 'validation.required' });
      const checked = checkCertificateFile(req.body);
      let original: string | undefined;
      try {
        original = req.headers['x-file-name'] ? decodeURIComponent(req.headers['x-file-name']) : undefined;
      } catch {
        original = undefined;
      }
      const name = safeFileName(original, checked.ext, 'certificate');
      return certs.storeCertificateFile(app.db, req.user!.id, req.params.id, { ...checked, name }, today());
    },
  );

  /** Download (signed-in staff with access only; never a public URL). `?inline=1` to view in the browser. */
  r.get(
    '/api/worker-certificates/:id/file',
    { schema: { tags, params: idParams, querystring: z.object({ inline: z.enum(['0', '1']).optional() }) } },
    async (req, reply) => {
      const f = await certs.readCertificateFile(app.db, req.params.id);
      const ascii = f.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      const disposition = req.query.inline === '1' ? 'inline' : 'attachment';
      return reply
        .header('content-type', f.mime)
        .header(
          'content-disposition',
          `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(f.name)}`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(f.data);
    },
  );
}
