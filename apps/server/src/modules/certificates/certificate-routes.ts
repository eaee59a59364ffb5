import type { FastifyInstance } from 'fastify';
import { expiryBucketLabel } from '@wf/shared/domain/labels';
import { CERTIFICATE_SOURCE } from '@wf/shared/enums/workers';
import {
  CERTIFICATE_COLUMNS,
  CERTIFICATE_FILE_MAX_BYTES,
  type WorkerCertificateRow,
} from '@wf/shared/contracts/certificates/certificates';
import { certificateEndpoints as e } from '@wf/shared/contracts/certificates/endpoints';
import { singaporeToday } from '@wf/shared/domain/certificates/expiry';
import { badRequest } from '../../http/errors.ts';
import { routes } from '../../http/route.ts';
import { sendStoredFile, uploadName } from '../../http/send-file.ts';
import { auditDownloadOf } from '../audit/index.ts';
import { chooseColumns, sendExport, type ExportColumn } from '../../http/table-export.ts';
import * as types from './certificate-type-service.ts';
import * as certs from './worker-certificate-service.ts';
import { checkCertificateFile, safeFileName } from './file-sniff.ts';
import { registerWorkerApprovedHook } from './on-worker-approved.ts';
import * as clock from '@wf/shared/domain/clock';

const today = () => singaporeToday(clock.now());

const EXPORT_COLUMNS: ExportColumn<WorkerCertificateRow>[] = (
  Object.keys(CERTIFICATE_COLUMNS) as (keyof typeof CERTIFICATE_COLUMNS)[]
).map((key) => ({
  key,
  label: CERTIFICATE_COLUMNS[key],
  text: key === 'bucket' ? expiryBucketLabel : key === 'source' ? CERTIFICATE_SOURCE.label : undefined,
}));

/** Raw upload types; the content decides what the file really is. */
const UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'application/octet-stream'];

/** Certificate types and worker certificates (with their files): the handlers of `certificateEndpoints`. */
export async function certificateRoutes(app: FastifyInstance): Promise<void> {
  registerWorkerApprovedHook();
  for (const t of UPLOAD_TYPES) {
    if (!app.hasContentTypeParser(t)) {
      app.addContentTypeParser(
        t,
        { parseAs: 'buffer', bodyLimit: CERTIFICATE_FILE_MAX_BYTES + 1024 },
        (_req, body, done) => done(null, body),
      );
    }
  }

  routes(app, e, {
    listTypes: async () => ({ items: await types.listCertificateTypes(app.db) }),
    createType: (req) => types.createCertificateType(app.db, req.user.id, req.body),
    updateType: (req) => types.updateCertificateType(app.db, req.user.id, req.params.id, req.body),
    removeType: async (req) => {
      await types.deleteCertificateType(app.db, req.user.id, req.params.id);
      return { ok: true as const };
    },
    list: (req) => certs.listWorkerCertificates(app.db, req.query, today()),
    export: async (req, reply) => {
      const rows = await certs.exportWorkerCertificates(app.db, req.query, today());
      return sendExport(
        reply,
        req.query.format,
        'certificates',
        chooseColumns(EXPORT_COLUMNS, req.query.columns),
        rows,
      );
    },
    workerOptions: async (req) => ({ items: await certs.workerOptions(app.db, req.query.search) }),
    get: (req) => certs.getWorkerCertificate(app.db, req.params.id, today()),
    create: (req) => certs.createWorkerCertificate(app.db, req.user.id, req.body, today()),
    update: (req) => certs.updateWorkerCertificate(app.db, req.user.id, req.params.id, req.body, today()),
    remove: async (req) => {
      await certs.deleteWorkerCertificate(app.db, req.user.id, req.params.id, today(), app.files);
      return { ok: true as const };
    },
    verify: (req) => certs.verifyWorkerCertificate(app.db, req.user.id, req.params.id, today()),
    uploadFile: [
      async (req) => {
        if (!Buffer.isBuffer(req.body))
          throw badRequest('Send the file as the request body', { file: 'validation.required' });
        const checked = await checkCertificateFile(req.body);
        const name = safeFileName(uploadName(req.headers['x-file-name']), checked.ext, 'certificate');
        return certs.storeCertificateFile(app.db, req.user.id, req.params.id, { ...checked, name }, today(), app.files);
      },
      { bodyLimit: CERTIFICATE_FILE_MAX_BYTES + 1024 },
    ],
    file: async (req, reply) => {
      const f = await certs.readCertificateFile(app.db, req.params.id, app.files);
      auditDownloadOf(req, { entityType: 'worker_certificate', entityId: req.params.id, detail: { fileName: f.name } });
      return sendStoredFile(reply, f, req.query.inline === '1');
    },
  });
}
