import { z } from 'zod';
import { endpoint } from '../../../api/endpoint.ts';
import { ROLE_SETS } from '../../../role-sets.ts';
import {
  contact,
  contactIdQuery,
  contactSearchQuery,
  contactTag,
  country,
  createTagBody,
  updateContactBody,
  updateTagBody,
} from './contacts.ts';

const tags = ['contacts'] as const;
/** Every staff role keeps an address book of its own (docs/decisions/1xx-contacts-app.md). */
const STAFF = ROLE_SETS.everyone;
const done = z.literal(true);

/** Contacts (docs/product/template-apps.md#contacts): the caller's own address book plus the clients' contact people. */
export const contactEndpoints = {
  all: endpoint({ method: 'GET', path: '/api/apps/contacts/all', access: STAFF, tags, response: z.array(contact) }),
  search: endpoint({
    method: 'GET',
    path: '/api/apps/contacts/search',
    access: STAFF,
    tags,
    query: contactSearchQuery,
    response: z.array(contact),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/apps/contacts/contact',
    access: STAFF,
    tags,
    query: contactIdQuery,
    response: contact,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/apps/contacts/contact',
    access: STAFF,
    tags,
    response: contact,
    description: 'No payload: creates the blank contact ("New Contact"), listed first until it is first changed.',
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/apps/contacts/contact',
    access: STAFF,
    tags,
    body: updateContactBody,
    response: contact,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/apps/contacts/contact',
    access: STAFF,
    tags,
    query: contactIdQuery,
    response: done,
  }),
  countries: endpoint({
    method: 'GET',
    path: '/api/apps/contacts/countries',
    access: STAFF,
    tags,
    response: z.array(country),
  }),
  tags: endpoint({
    method: 'GET',
    path: '/api/apps/contacts/tags',
    access: STAFF,
    tags,
    response: z.array(contactTag),
  }),
  createTag: endpoint({
    method: 'POST',
    path: '/api/apps/contacts/tag',
    access: STAFF,
    tags,
    body: createTagBody,
    response: contactTag,
  }),
  updateTag: endpoint({
    method: 'PATCH',
    path: '/api/apps/contacts/tag',
    access: STAFF,
    tags,
    body: updateTagBody,
    response: contactTag,
  }),
  deleteTag: endpoint({
    method: 'DELETE',
    path: '/api/apps/contacts/tag',
    access: STAFF,
    tags,
    query: contactIdQuery,
    response: done,
    description: 'Also removes the tag from every contact that carries it.',
  }),
  avatar: endpoint({
    method: 'POST',
    path: '/api/apps/contacts/avatar',
    access: STAFF,
    tags,
    upload: 'multipart',
    response: contact,
    description:
      'multipart/form-data: `id` (the contact) and `avatar` (PNG, JPEG or WebP, at most 1 MB), stored as a data URL.',
  }),
};
