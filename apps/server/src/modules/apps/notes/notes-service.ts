import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Note, NoteFields, NoteUpdate } from '@wf/shared/contracts/apps/notes/notes';
import { notesEndpoints } from '@wf/shared/contracts/apps/notes/endpoints';
import * as clock from '@wf/shared/domain/clock';
import type { DbOrTx } from '../../../db/client.ts';
import { notes, type NoteTaskRow } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/errors.ts';
import { isUuid, listNoteLabels, ownNoteLabelIds } from './note-labels.ts';

export const noteCols = {
  id: notes.id,
  title: notes.title,
  content: notes.content,
  tasks: notes.tasks,
  labelIds: notes.labelIds,
  archived: notes.archived,
  reminder: notes.reminder,
  hasImage: notes.imageMime,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
};
type NoteRow = {
  id: string;
  title: string;
  content: string;
  tasks: NoteTaskRow[] | null;
  labelIds: string[];
  archived: boolean;
  reminder: Date | null;
  hasImage: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Notes as the API answers them: labels expanded, the image as its authorised route. */
async function toNotes(db: DbOrTx, userId: string, rows: NoteRow[]): Promise<Note[]> {
  const labels = new Map((await listNoteLabels(db, userId)).map((l) => [l.id, l]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    tasks: r.tasks,
    image: r.hasImage ? `${notesEndpoints.image.path}?id=${r.id}&v=${r.updatedAt.getTime()}` : null,
    reminder: r.reminder?.toISOString() ?? null,
    labels: r.labelIds.flatMap((id) => labels.get(id) ?? []),
    archived: r.archived,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** The user's own note (another user's id: 404). */
export async function ownNote(db: DbOrTx, userId: string, id: string): Promise<NoteRow> {
  const rows = isUuid(id) ? await db.select(noteCols).from(notes).where(and(eq(notes.id, id), eq(notes.ownerId, userId))) : [];
  if (!rows[0]) throw notFound('No such note');
  return rows[0];
}

export async function getNote(db: DbOrTx, userId: string, id: string): Promise<Note> {
  return (await toNotes(db, userId, [await ownNote(db, userId, id)]))[0]!;
}

/** Every note of the user, newest first, labels expanded (the template call GET all; docs/product/template-apps.md#notes). */
export async function listNotes(db: DbOrTx, userId: string): Promise<Note[]> {
  const rows = await db.select(noteCols).from(notes).where(eq(notes.ownerId, userId)).orderBy(desc(notes.createdAt), desc(notes.id));
  return toNotes(db, userId, rows);
}

const withIds = (tasks: NoteFields['tasks']): NoteTaskRow[] | null =>
  tasks === null ? null : tasks.filter((t) => t.content).map((t) => ({ id: t.id && isUuid(t.id) ? t.id : randomUUID(), content: t.content, completed: t.completed }));

export async function createNote(db: DbOrTx, userId: string, n: NoteFields): Promise<Note> {
  const at = clock.now();
  const [row] = await db
    .insert(notes)
    .values({
      ownerId: userId,
      title: n.title,
      content: n.content,
      tasks: withIds(n.tasks),
      labelIds: await ownNoteLabelIds(db, userId, n.labels),
      archived: n.archived,
      reminder: n.reminder ? new Date(n.reminder) : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: notes.id });
  return getNote(db, userId, row!.id);
}

/** Merges the changes (the template call PATCH {updatedNote}; docs/product/template-apps.md#notes); a new reminder time is reminded of again. */
export async function updateNote(db: DbOrTx, userId: string, u: NoteUpdate): Promise<Note> {
  const before = await ownNote(db, userId, u.id);
  const reminder = u.reminder === undefined ? undefined : u.reminder ? new Date(u.reminder) : null;
  const reminderMoved = reminder !== undefined && reminder?.getTime() !== before.reminder?.getTime();
  await db
    .update(notes)
    .set({
      ...(u.title !== undefined ? { title: u.title } : {}),
      ...(u.content !== undefined ? { content: u.content } : {}),
      ...(u.tasks !== undefined ? { tasks: withIds(u.tasks) } : {}),
      ...(u.labels !== undefined ? { labelIds: await ownNoteLabelIds(db, userId, u.labels) } : {}),
      ...(u.archived !== undefined ? { archived: u.archived } : {}),
      ...(reminderMoved ? { reminder, remindedAt: null } : {}),
      updatedAt: clock.now(),
    })
    .where(eq(notes.id, u.id));
  return getNote(db, userId, u.id);
}

/** Adds a checklist item, not completed (the template call POST tasks {note, task}; docs/product/template-apps.md#notes), and answers the note. */
export async function addTask(db: DbOrTx, userId: string, noteId: string, task: string): Promise<Note> {
  const before = await ownNote(db, userId, noteId);
  const tasks = [...(before.tasks ?? []), { id: randomUUID(), content: task, completed: false }];
  await db.update(notes).set({ tasks, updatedAt: clock.now() }).where(eq(notes.id, noteId));
  return getNote(db, userId, noteId);
}
