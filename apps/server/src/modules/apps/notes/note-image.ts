import { and, eq } from 'drizzle-orm';
import { NOTE_IMAGE_MAX_BYTES, type Note } from '@wf/shared/contracts/apps/notes/notes';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import * as clock from '@wf/shared/domain/clock';
import type { Db } from '../../../db/client.ts';
import { notes } from '../../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../../http/errors.ts';
import { readFileType } from '../../../http/file-content.ts';
import { withStoredFiles, type FileRef, type FileStorage } from '../../../storage/file-storage.ts';
import { discardReplaced } from '../../../storage/references.ts';
import { getNote, ownNote } from './notes-service.ts';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The note's stored image, to discard after a change commits. */
async function heldImage(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], id: string): Promise<FileRef | null> {
  const [r] = await db.select({ data: notes.imageData, storageKey: notes.imageStorageKey }).from(notes).where(eq(notes.id, id));
  return r && (r.data || r.storageKey) ? r : null;
}

/** Sets the note's image: not empty, at most 5 MB, a PNG, JPEG or WebP by content. */
export async function setNoteImage(db: Db, files: FileStorage, userId: string, id: string, data: Buffer | undefined): Promise<Note> {
  await ownNote(db, userId, id);
  if (!data || data.length === 0) throw badRequest('Choose an image', { image: 'validation.required' });
  if (data.length > NOTE_IMAGE_MAX_BYTES)
    throw new AppError(413, ERROR_CODES.payloadTooLarge, 'The image is larger than 5 MB', { image: 'validation.fileTooLarge' });
  const type = await readFileType(data, IMAGE_TYPES);
  if (!type) throw badRequest('The image must be a PNG, JPEG or WebP', { image: 'validation.imageType' });
  let replaced: FileRef | null = null;
  const note = await withStoredFiles(files, [{ bytes: data, contentType: type.mime }], ([ref]) =>
    db.transaction(async (tx) => {
      await ownNote(tx, userId, id);
      replaced = await heldImage(tx, id);
      await tx.update(notes).set({ imageData: ref!.data, imageStorageKey: ref!.storageKey, imageMime: type.mime, updatedAt: clock.now() }).where(eq(notes.id, id));
      return getNote(tx, userId, id);
    }),
  );
  await discardReplaced(db, files, [replaced]);
  return note;
}

export async function removeNoteImage(db: Db, files: FileStorage, userId: string, id: string): Promise<Note> {
  let replaced: FileRef | null = null;
  const note = await db.transaction(async (tx) => {
    await ownNote(tx, userId, id);
    replaced = await heldImage(tx, id);
    await tx.update(notes).set({ imageData: null, imageStorageKey: null, imageMime: null, updatedAt: clock.now() }).where(eq(notes.id, id));
    return getNote(tx, userId, id);
  });
  await discardReplaced(db, files, [replaced]);
  return note;
}

export async function readNoteImage(db: Db, files: FileStorage, userId: string, id: string) {
  await ownNote(db, userId, id);
  const [r] = await db.select({ data: notes.imageData, storageKey: notes.imageStorageKey, mime: notes.imageMime }).from(notes).where(and(eq(notes.id, id), eq(notes.ownerId, userId)));
  if (!r?.mime) throw notFound('This note has no image');
  return { data: await files.get(r), mime: r.mime, name: `note-image.${r.mime.split('/')[1]}` };
}

/** Deletes the user's note (the template call DELETE ?id answers true; docs/product/template-apps.md#notes); its image goes after commit. */
export async function removeNote(db: Db, files: FileStorage, userId: string, id: string): Promise<true> {
  let replaced: FileRef | null = null;
  await db.transaction(async (tx) => {
    await ownNote(tx, userId, id);
    replaced = await heldImage(tx, id);
    await tx.delete(notes).where(eq(notes.id, id));
  });
  await discardReplaced(db, files, [replaced]);
  return true;
}
