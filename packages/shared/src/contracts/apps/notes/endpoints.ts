import { z } from 'zod';
import { endpoint } from '../../../api/endpoint.ts';
import {
  addNoteTaskBody,
  createNoteBody,
  createNoteLabelBody,
  note,
  noteIdQuery,
  noteImageQuery,
  noteLabelList,
  updateNoteBody,
  updateNoteLabelBody,
} from './notes.ts';

const tags = ['notes'];
const base = '/api/apps/notes';

/** The notes app (docs/product/template-apps.md#notes) on the signed-in user's own notes and labels. */
export const notesEndpoints = {
  labels: endpoint({ method: 'GET', path: `${base}/labels`, access: 'signedIn', tags, response: noteLabelList }),
  createLabel: endpoint({
    method: 'POST',
    path: `${base}/labels`,
    access: 'signedIn',
    tags,
    body: createNoteLabelBody,
    response: noteLabelList,
  }),
  updateLabel: endpoint({
    method: 'PATCH',
    path: `${base}/labels`,
    access: 'signedIn',
    tags,
    body: updateNoteLabelBody,
    response: noteLabelList,
  }),
  removeLabel: endpoint({
    method: 'DELETE',
    path: `${base}/labels`,
    access: 'signedIn',
    tags,
    query: noteIdQuery,
    response: noteLabelList,
  }),
  addTask: endpoint({ method: 'POST', path: `${base}/tasks`, access: 'signedIn', tags, body: addNoteTaskBody, response: note }),
  all: endpoint({ method: 'GET', path: `${base}/all`, access: 'signedIn', tags, response: z.array(note) }),
  create: endpoint({ method: 'POST', path: base, access: 'signedIn', tags, body: createNoteBody, response: note }),
  update: endpoint({ method: 'PATCH', path: base, access: 'signedIn', tags, body: updateNoteBody, response: note }),
  remove: endpoint({ method: 'DELETE', path: base, access: 'signedIn', tags, query: noteIdQuery, response: z.literal(true) }),
  /** The note's image: the raw file as the body (PNG, JPEG or WebP by content, at most 5 MB). */
  uploadImage: endpoint({
    method: 'PUT',
    path: `${base}/image`,
    access: 'signedIn',
    tags,
    query: noteImageQuery,
    headers: z.object({ 'content-type': z.string().optional() }),
    upload: 'raw',
    response: note,
  }),
  removeImage: endpoint({ method: 'DELETE', path: `${base}/image`, access: 'signedIn', tags, query: noteImageQuery, response: note }),
  image: endpoint({ method: 'GET', path: `${base}/image`, access: 'signedIn', tags, query: noteImageQuery, answer: 'file' }),
};
