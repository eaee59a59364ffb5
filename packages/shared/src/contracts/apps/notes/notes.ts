import { z } from 'zod';

/** The notes app (docs/product/template-apps.md#notes): each staff user's own notes. */
export const NOTE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many checklist items on a note. */
export const NOTE_TASKS_MAX = 100;

export const noteLabel = z.object({ id: z.string(), title: z.string(), slug: z.string() });
export type NoteLabel = z.infer<typeof noteLabel>;
export const noteLabelList = z.array(noteLabel);

export const noteTask = z.object({ id: z.string(), content: z.string(), completed: z.boolean() });
export type NoteTask = z.infer<typeof noteTask>;

export const note = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  tasks: z.array(noteTask).nullable(),
  /** The authorised image route of the note, or null. */
  image: z.string().nullable(),
  reminder: z.string().nullable(),
  labels: z.array(noteLabel),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof note>;

const labelTitle = z.string().trim().min(1, 'validation.required').max(60);
export const createNoteLabelBody = z.object({ title: labelTitle });
export const updateNoteLabelBody = z.object({ label: z.object({ id: z.uuid(), title: labelTitle }) });
export const noteIdQuery = z.object({ id: z.string().max(100) });

const taskInput = z.object({
  id: z.string().max(100).optional(),
  content: z.string().trim().max(500),
  completed: z.boolean().default(false),
});
/** What a note carries in: labels as ids (or label objects, as the template sends them). */
const labelRef = z.union([z.uuid(), z.object({ id: z.uuid() }).transform((l) => l.id)]);
const noteShape = {
  title: z.string().trim().max(200),
  content: z.string().max(20_000),
  tasks: z.array(taskInput).max(NOTE_TASKS_MAX).nullable(),
  reminder: z.iso.datetime({ offset: true }).nullable(),
  labels: z.array(labelRef).max(50),
  archived: z.boolean(),
};
export const noteFields = z.object({
  title: noteShape.title.default(''),
  content: noteShape.content.default(''),
  tasks: noteShape.tasks.default(null),
  reminder: noteShape.reminder.default(null),
  labels: noteShape.labels.default([]),
  archived: noteShape.archived.default(false),
});
export type NoteFields = z.output<typeof noteFields>;
export const createNoteBody = z.object({ note: noteFields });
/** A partial change: what it leaves out stays as it is. */
export const updateNoteBody = z.object({ updatedNote: z.object(noteShape).partial().extend({ id: z.uuid() }) });
export type NoteUpdate = z.output<typeof updateNoteBody>['updatedNote'];
export const addNoteTaskBody = z.object({
  note: z.object({ id: z.uuid() }).loose(),
  task: z.string().trim().min(1, 'validation.required').max(500),
});
export const noteImageQuery = z.object({ id: z.uuid() });
