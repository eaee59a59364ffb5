import type { FastifyInstance } from 'fastify';
import { fileManagerEndpoints as e } from '@wf/shared/contracts/apps/file-manager/endpoints';
import { FILE_MANAGER_UPLOAD_MAX_BYTES } from '@wf/shared/contracts/apps/file-manager/file-manager';
import { badRequest } from '../../../http/errors.ts';
import { routes } from '../../../http/route.ts';
import { auditDownloadOf } from '../../audit/index.ts';
import * as fm from './file-manager-service.ts';
import { checkUpload } from './upload-check.ts';

/** Raw upload types; the content decides what the file really is. */
const UPLOAD_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'text/plain',
  'text/csv',
  'application/octet-stream',
];

/** The file manager (issue #34, item 4): the handlers of `fileManagerEndpoints`. */
export async function fileManagerRoutes(app: FastifyInstance): Promise<void> {
  for (const t of UPLOAD_TYPES) {
    if (!app.hasContentTypeParser(t))
      app.addContentTypeParser(
        t,
        { parseAs: 'buffer', bodyLimit: FILE_MANAGER_UPLOAD_MAX_BYTES + 1024 },
        (_req, body, done) => done(null, body),
      );
  }
  routes(app, e, {
    list: (req) => fm.listFolder(app.db, req.user, req.query),
    createFolder: (req) => fm.createFolder(app.db, req.user, req.body),
    updateFolder: (req) => fm.updateItem(app.db, req.user, 'folder', req.body.id, req.body.item),
    deleteFolder: async (req) => {
      await fm.deleteFolder(app.db, req.user, req.query.id);
      return { ok: true as const };
    },
    upload: [
      async (req) => {
        if (!Buffer.isBuffer(req.body))
          throw badRequest('Send the file as the request body', { file: 'validation.required' });
        let original: string | undefined;
        try {
          original = req.headers['x-file-name'] ? decodeURIComponent(req.headers['x-file-name']) : undefined;
        } catch {
          original = undefined;
        }
        const checked = await checkUpload(req.body, original);
        return fm.uploadFile(app.db, app.files, req.user, req.query.folderId, checked);
      },
      { bodyLimit: FILE_MANAGER_UPLOAD_MAX_BYTES + 1024 },
    ],
    updateFile: (req) => fm.updateItem(app.db, req.user, 'file', req.body.id, req.body.item),
    deleteFile: async (req) => {
      await fm.deleteFile(app.db, app.files, req.user, req.query.id);
      return { ok: true as const };
    },
    content: async (req, reply) => {
      const f = await fm.readFile(app.db, app.files, req.params.id);
      auditDownloadOf(req, { entityType: 'file_manager_file', entityId: req.params.id, detail: { fileName: f.name } });
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
  });
}
