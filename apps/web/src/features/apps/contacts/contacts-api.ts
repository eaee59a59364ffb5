import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactChanges } from '@wf/shared/contracts/apps/contacts/contacts';
import { AVATAR_FIELDS } from '@wf/shared/contracts/apps/contacts/contacts';
import { contactEndpoints as e } from '@wf/shared/contracts/apps/contacts/endpoints';
import { call } from '../../../lib/call.ts';

/** The contacts app's query keys (all under one root, so a change refreshes every list). */
export const contactKeys = {
  all: ['apps', 'contacts'] as const,
  list: (query: string) => ['apps', 'contacts', 'list', query] as const,
  one: (id: string) => ['apps', 'contacts', 'contact', id] as const,
  tags: ['apps', 'contacts', 'tags'] as const,
  countries: ['apps', 'contacts-countries'] as const,
};

export const contactsApi = {
  list: (query: string) => (query.trim() ? call(e.search, { query: { query } }) : call(e.all)),
  get: (id: string) => call(e.get, { query: { id } }),
  create: () => call(e.create),
  update: (id: string, contact: ContactChanges) => call(e.update, { body: { id, contact } }),
  remove: (id: string) => call(e.delete, { query: { id } }),
  countries: () => call(e.countries),
  tags: () => call(e.tags),
  createTag: (title: string) => call(e.createTag, { body: { tag: { title } } }),
  updateTag: (id: string, title: string) => call(e.updateTag, { body: { id, tag: { title } } }),
  deleteTag: (id: string) => call(e.deleteTag, { query: { id } }),
  avatar: (id: string, file: Blob) => {
    const body = new FormData();
    body.append(AVATAR_FIELDS.id, id);
    body.append(AVATAR_FIELDS.file, file);
    return call(e.avatar, { body });
  },
};

export const useContacts = (query: string) =>
  useQuery({ queryKey: contactKeys.list(query), queryFn: () => contactsApi.list(query) });
export const useContact = (id: string | undefined) =>
  useQuery({ queryKey: contactKeys.one(id ?? ''), queryFn: () => contactsApi.get(id!), enabled: !!id });
export const useContactTags = () => useQuery({ queryKey: contactKeys.tags, queryFn: contactsApi.tags });
export const useCountries = () =>
  useQuery({ queryKey: contactKeys.countries, queryFn: contactsApi.countries, staleTime: Infinity });

/** Every change: the answer replaces the contact in the cache, and every contacts query is refreshed. */
function useRefresh() {
  const qc = useQueryClient();
  return (next?: Contact) => {
    if (next) qc.setQueryData(contactKeys.one(next.id), next);
    return qc.invalidateQueries({ queryKey: contactKeys.all });
  };
}

export function useCreateContact() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: contactsApi.create, onSuccess: (c) => void refresh(c) });
}
export function useUpdateContact(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (c: ContactChanges) => contactsApi.update(id, c),
    onSuccess: (c) => void refresh(c),
  });
}
export function useDeleteContact(id: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => contactsApi.remove(id), onSuccess: () => void refresh() });
}
export function useUploadAvatar(id: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (file: Blob) => contactsApi.avatar(id, file), onSuccess: (c) => void refresh(c) });
}
/** Tag changes: a deleted tag also leaves the contacts, so the contacts are refreshed too. */
export function useTagChanges() {
  const refresh = useRefresh();
  const done = { onSuccess: () => void refresh() };
  return {
    create: useMutation({ mutationFn: contactsApi.createTag, ...done }),
    rename: useMutation({
      mutationFn: (v: { id: string; title: string }) => contactsApi.updateTag(v.id, v.title),
      ...done,
    }),
    remove: useMutation({ mutationFn: contactsApi.deleteTag, ...done }),
  };
}
