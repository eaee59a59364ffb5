import type { FastifyInstance } from 'fastify';
import { NOTE_IMAGE_MAX_BYTES } from '@wf/shared/contracts/apps/notes/notes';
import { notesEndpoints as e } from '@wf/shared/contracts/apps/notes/endpoints';
import { routes } from '../../../http/route.ts';
import { RAW_UPLOAD_TYPES, rawBody, sendStoredFile } from '../../../http/send-file.ts';
import { auditDownloadOf } from '../../audit/index.ts';
import * as labels from './note-labels.ts';
import * as image from './note-image.ts';
import * as notes from './notes-service.ts';

/** The notes app: every call on the signed-in user's own notes and labels (another user's id: 404). */
export async function notesRoutes(app: FastifyInstance): Promise<void> {
  const limit = NOTE_IMAGE_MAX_BYTES + 1024;
  app.addContentTypeParser(RAW_UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: limit }, (_req, body, done) => done(null, body));
  const uid = (req: { user: { id: string } }) => req.user.id;
  const tx = <T>(run: Parameters<typeof app.db.transaction<T>>[0]) => app.db.transaction(run);
  routes(app, e, {
    labels: (req) => labels.listNoteLabels(app.db, uid(req)),
    createLabel: (req) => tx((db) => labels.createNoteLabel(db, uid(req), req.body.title)),
    updateLabel: (req) => tx((db) => labels.updateNoteLabel(db, uid(req), req.body.label)),
    removeLabel: (req) => tx((db) => labels.removeNoteLabel(db, uid(req), req.query.id)),
    addTask: (req) => tx((db) => notes.addTask(db, uid(req), req.body.note.id, req.body.task)),
    all: (req) => notes.listNotes(app.db, uid(req)),
    create: (req) => tx((db) => notes.createNote(db, uid(req), req.body.note)),
    update: (req) => tx((db) => notes.updateNote(db, uid(req), req.body.updatedNote)),
    remove: (req) => image.removeNote(app.db, app.files, uid(req), req.query.id),
    uploadImage: [(req) => image.setNoteImage(app.db, app.files, uid(req), req.query.id, rawBody(req.body)), { bodyLimit: limit }],
    removeImage: (req) => image.removeNoteImage(app.db, app.files, uid(req), req.query.id),
    image: async (req, reply) => {
      const f = await image.readNoteImage(app.db, app.files, uid(req), req.query.id);
      auditDownloadOf(req, { entityType: 'note_image', entityId: req.query.id });
      return sendStoredFile(reply, f, true);
    },
  });
}
