import type { FastifyInstance } from 'fastify';
import { dataMigrationEndpoints as e } from '@wf/shared/contracts/data-migration/endpoints';
import { IMPORT_MAX_BYTES } from '@wf/shared/contracts/data-migration/roster-import';
import type { Role } from '@wf/shared/roles';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import { AppError, badRequest } from '../../http/errors.ts';
import { routes } from '../../http/route.ts';
import { auditDownloadOf } from '../audit/index.ts';
import type { StoredProblem } from './import-apply.ts';
import { csvWithErrors, xlsxWithErrors } from './import-error-file.ts';
import { getImport, importRow, listImports, type Problems } from './import-records.ts';
import { rollbackImport } from './import-rollback.ts';
import { commitImport, uploadImport, type ImportDeps } from './import-service.ts';
import { templateCsv, templateXlsx } from './import-template.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Raw upload types; the content decides what the file is. */
const UPLOAD_TYPES = ['application/octet-stream', 'text/csv', 'text/plain', 'application/vnd.ms-excel', XLSX_TYPE];

const tooLarge = () =>
  new AppError(413, ERROR_CODES.payloadTooLarge, 'The file is larger than 20 MB', { file: 'tooLarge' });

const attachment = (name: string) => `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`;

/** Roster import: the handlers of `dataMigrationEndpoints`. */
export async function importRoutes(app: FastifyInstance): Promise<void> {
  // The upload is read as it arrives, counted against 20 MB (413 at once past it), into one Buffer.
  for (const t of UPLOAD_TYPES)
    app.addContentTypeParser(t, (req, payload, done) => {
      if (Number(req.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES) return done(tooLarge());
      const chunks: Buffer[] = [];
      let size = 0;
      let ended = false;
      const finish = (err: Error | null, body?: Buffer) => {
        if (ended) return;
        ended = true;
        done(err, body);
      };
      payload.on('data', (c: Buffer) => {
        size += c.length;
        if (size > IMPORT_MAX_BYTES) {
          payload.removeAllListeners('data');
          payload.resume();
          return finish(tooLarge());
        }
        chunks.push(c);
      });
      payload.on('end', () => finish(null, Buffer.concat(chunks)));
      payload.on('error', (err) => finish(err));
    });
  const deps: ImportDeps = {
    db: app.db,
    files: app.files,
    log: app.log,
    env: {
      db: app.db,
      publicUrl: app.config.publicUrl,
      roundingMinutes: app.config.attendanceRoundingMinutes,
      kickMail: () => void app.mailer.kick(),
    },
  };
  const actor = (req: { user: { id: string; role: string } }) => ({
    id: req.user.id,
    role: req.user.role as Role,
  });
  routes(app, e, {
    template: async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      if (req.query.format === 'csv')
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachment('roster-import-template.csv'))
          .send(templateCsv());
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachment('roster-import-template.xlsx'))
        .send(await templateXlsx());
    },
    list: () => listImports(app.db),
    get: (req) => getImport(app.db, req.params.id),
    upload: async (req) => {
      if (!Buffer.isBuffer(req.body))
        throw badRequest('Send the file’s bytes as the body', { file: 'validation.required' });
      return uploadImport(deps, actor(req), req.headers['x-file-name'], req.body);
    },
    errorFile: async (req, reply) => {
      const r = await importRow(app.db, req.params.id);
      const errors: StoredProblem[] = (r.problems as Problems | null)?.errors ?? [];
      const data = await app.files.get({ data: r.fileData, storageKey: r.storageKey });
      auditDownloadOf(req, { entityType: 'roster_import', entityId: r.id });
      const base = r.fileName.replace(/\.(csv|xlsx)$/i, '');
      reply.header('cache-control', 'private, no-store');
      if (r.format === 'csv')
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachment(`${base}-errors.csv`))
          .send(csvWithErrors(data, errors));
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachment(`${base}-errors.xlsx`))
        .send(await xlsxWithErrors(data, errors));
    },
    commit: (req) => commitImport(deps, actor(req), req.params.id),
    rollback: (req) => rollbackImport(deps, actor(req), req.params.id),
  });
}
