import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { uniqueLabelSlug } from '@wf/shared/domain/apps/label-slug';
import type { NoteLabel } from '@wf/shared/contracts/apps/notes/notes';
import * as clock from '@wf/shared/domain/clock';
import type { DbOrTx } from '../../../db/client.ts';
import { noteLabels, notes } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../http/errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

const cols = { id: noteLabels.id, title: noteLabels.title, slug: noteLabels.slug };

/** The user's note labels (each label call answers the whole list, docs/product/template-apps.md#notes). */
export async function listNoteLabels(db: DbOrTx, userId: string): Promise<NoteLabel[]> {
  return db.select(cols).from(noteLabels).where(eq(noteLabels.ownerId, userId)).orderBy(asc(noteLabels.createdAt), asc(noteLabels.title));
}

async function takenSlugs(db: DbOrTx, userId: string, except?: string): Promise<string[]> {
  const rows = await db
    .select({ slug: noteLabels.slug })
    .from(noteLabels)
    .where(and(eq(noteLabels.ownerId, userId), except ? ne(noteLabels.id, except) : undefined));
  return rows.map((r) => r.slug);
}

async function ownLabel(db: DbOrTx, userId: string, id: string): Promise<void> {
  const rows = isUuid(id) ? await db.select({ id: noteLabels.id }).from(noteLabels).where(and(eq(noteLabels.id, id), eq(noteLabels.ownerId, userId))) : [];
  if (!rows[0]) throw notFound('No such label');
}

export async function createNoteLabel(db: DbOrTx, userId: string, title: string): Promise<NoteLabel[]> {
  await db.insert(noteLabels).values({ ownerId: userId, title, slug: uniqueLabelSlug(title, await takenSlugs(db, userId)), createdAt: clock.now() });
  return listNoteLabels(db, userId);
}

export async function updateNoteLabel(db: DbOrTx, userId: string, label: { id: string; title: string }): Promise<NoteLabel[]> {
  await ownLabel(db, userId, label.id);
  const slug = uniqueLabelSlug(label.title, await takenSlugs(db, userId, label.id));
  await db.update(noteLabels).set({ title: label.title, slug }).where(eq(noteLabels.id, label.id));
  return listNoteLabels(db, userId);
}

/** Deletes the label and strips it from every one of the user's notes (docs/product/template-apps.md#notes). */
export async function removeNoteLabel(db: DbOrTx, userId: string, id: string): Promise<NoteLabel[]> {
  await ownLabel(db, userId, id);
  await db
    .update(notes)
    .set({ labelIds: sql`array_remove(${notes.labelIds}, ${id}::uuid)` })
    .where(and(eq(notes.ownerId, userId), sql`${id}::uuid = any(${notes.labelIds})`));
  await db.delete(noteLabels).where(eq(noteLabels.id, id));
  return listNoteLabels(db, userId);
}

/** Refuses label ids that are not the user's own. */
export async function ownNoteLabelIds(db: DbOrTx, userId: string, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.select({ id: noteLabels.id }).from(noteLabels).where(and(eq(noteLabels.ownerId, userId), inArray(noteLabels.id, unique)));
  if (rows.length !== unique.length) throw badRequest('Unknown label', { labels: 'validation.invalid' });
  return unique;
}
