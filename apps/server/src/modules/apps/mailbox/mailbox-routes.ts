import type { FastifyInstance } from 'fastify';
import { MAIL_ATTACHMENT_MAX_BYTES } from '@wf/shared/contracts/apps/mailbox/mailbox';
import { mailboxEndpoints as e } from '@wf/shared/contracts/apps/mailbox/endpoints';
import { routes } from '../../../http/route.ts';
import { RAW_UPLOAD_TYPES, rawBody, sendStoredFile, uploadName } from '../../../http/send-file.ts';
import { auditDownloadOf } from '../../audit/index.ts';
import * as labels from './mailbox-labels.ts';
import * as read from './mail-read.ts';
import * as write from './mail-write.ts';
import { listSystemMail } from './system-mail.ts';

/** The mailbox app: every call on the signed-in user's own mail (another user's id: 404). */
export async function mailboxRoutes(app: FastifyInstance): Promise<void> {
  const limit = MAIL_ATTACHMENT_MAX_BYTES + 1024;
  app.addContentTypeParser(RAW_UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: limit }, (_req, body, done) => done(null, body));
  const uid = (req: { user: { id: string } }) => req.user.id;
  const tx = <T>(run: Parameters<typeof app.db.transaction<T>>[0]) => app.db.transaction(run);
  routes(app, e, {
    settings: (req) => tx((db) => labels.getSettings(db, uid(req))),
    updateSettings: (req) => tx((db) => labels.updateSettings(db, uid(req), req.body.settings)),
    folders: (req) => labels.listFolders(app.db, uid(req)),
    filters: () => labels.listFilters(),
    labels: (req) => tx((db) => labels.listLabels(db, uid(req))),
    createLabel: (req) => tx((db) => labels.createLabel(db, uid(req), req.body.label)),
    updateLabel: (req) => tx((db) => labels.updateLabel(db, uid(req), req.body.id, req.body.label)),
    removeLabel: (req) => tx((db) => labels.removeLabel(db, uid(req), req.query.id)),
    mails: (req) => read.listMails(app.db, uid(req), req.query),
    mail: (req) => read.getMail(app.db, uid(req), req.query.id),
    updateMail: (req) => tx((db) => write.updateMail(db, uid(req), req.body.id, req.body.mail)),
    removeMail: (req) => write.removeMail(app.db, app.files, uid(req), req.query.id),
    contacts: (req) => write.listContacts(app.db, uid(req)),
    createDraft: (req) => tx((db) => write.createDraft(db, uid(req), req.body.draft)),
    updateDraft: (req) => tx((db) => write.updateDraft(db, uid(req), req.body.id, req.body.draft)),
    send: (req) => tx((db) => write.sendDraft(db, uid(req), req.body.id)),
    addAttachment: [
      (req) => write.addAttachment(app.db, app.files, uid(req), req.query.mailId, rawBody(req.body), uploadName(req.headers['x-file-name'])),
      { bodyLimit: limit },
    ],
    removeAttachment: (req) => write.removeAttachment(app.db, app.files, uid(req), req.query.mailId, req.query.attachmentId),
    attachment: async (req, reply) => {
      const f = await write.readAttachment(app.db, app.files, uid(req), req.query.id);
      auditDownloadOf(req, { entityType: 'mail_attachment', entityId: req.query.id, detail: { fileName: f.name } });
      return sendStoredFile(reply, f, req.query.inline === '1');
    },
    system: (req) => listSystemMail(app.db, req.query.page),
  });
}
