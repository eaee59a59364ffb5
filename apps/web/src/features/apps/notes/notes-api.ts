import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteFields, NoteUpdate } from '@wf/shared/contracts/apps/notes/notes';
import { notesEndpoints as ne } from '@wf/shared/contracts/apps/notes/endpoints';
import { call } from '../../../lib/call.ts';

export const notesKeys = {
  all: ['apps', 'notes'] as const,
  notes: ['apps', 'notes', 'all'] as const,
  labels: ['apps', 'notes', 'labels'] as const,
  image: (url: string) => ['apps', 'notes', 'image', url] as const,
};

export const notesApi = {
  all: () => call(ne.all),
  labels: () => call(ne.labels),
  /** The note's image as an object URL (the route needs the bearer token, so no plain img src). */
  image: async (noteId: string) => URL.createObjectURL((await call(ne.image, { query: { id: noteId } })).blob),
};

/** Every change refreshes the notes and labels. */
function useNotesChange<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: notesKeys.all }) });
}

export const useCreateNote = () => useNotesChange((note: Partial<NoteFields>) => call(ne.create, { body: { note } }));
export const useUpdateNote = () => useNotesChange((updatedNote: NoteUpdate) => call(ne.update, { body: { updatedNote } }));
export const useRemoveNote = () => useNotesChange((id: string) => call(ne.remove, { query: { id } }));
export const useNoteImage = () =>
  useNotesChange(({ id, file }: { id: string; file: File | null }) =>
    file
      ? call(ne.uploadImage, { query: { id }, headers: { 'content-type': 'application/octet-stream' }, body: file })
      : call(ne.removeImage, { query: { id } }),
  );
export const useCreateNoteLabel = () => useNotesChange((title: string) => call(ne.createLabel, { body: { title } }));
export const useUpdateNoteLabel = () => useNotesChange((label: { id: string; title: string }) => call(ne.updateLabel, { body: { label } }));
export const useRemoveNoteLabel = () => useNotesChange((id: string) => call(ne.removeLabel, { query: { id } }));
