import { endpoint } from '../../api/endpoint.ts';
import { idParams, okReply } from '../common/list-query.ts';
import {
  clientBody,
  clientDetail,
  clientExportQuery,
  clientListPage,
  clientListQuery,
  doNotSendBody,
  doNotSendParams,
} from './clients.ts';
import { ROLE_SETS } from '../../role-sets.ts';

const tags = ['clients'] as const;
const READERS = ROLE_SETS.everyone;
const EDITORS = ROLE_SETS.operations;

/** Clients (management.md, Client): list, export, detail, create, edit, archive, delete, do-not-send. */
export const clientEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/clients',
    access: READERS,
    tags,
    query: clientListQuery,
    response: clientListPage,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/clients/export',
    access: READERS,
    tags,
    query: clientExportQuery,
    answer: 'file',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/clients/:id',
    access: READERS,
    tags,
    params: idParams,
    response: clientDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/clients',
    access: EDITORS,
    tags,
    body: clientBody,
    response: clientDetail,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/clients/:id',
    access: EDITORS,
    tags,
    params: idParams,
    body: clientBody,
    response: clientDetail,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/clients/:id',
    access: EDITORS,
    tags,
    params: idParams,
    response: okReply,
  }),
  archive: endpoint({
    method: 'POST',
    path: '/api/clients/:id/archive',
    access: EDITORS,
    tags,
    params: idParams,
    response: clientDetail,
  }),
  unarchive: endpoint({
    method: 'POST',
    path: '/api/clients/:id/unarchive',
    access: EDITORS,
    tags,
    params: idParams,
    response: clientDetail,
  }),
  addDoNotSend: endpoint({
    method: 'POST',
    path: '/api/clients/:id/do-not-send',
    access: EDITORS,
    tags,
    params: idParams,
    body: doNotSendBody,
    response: clientDetail,
  }),
  removeDoNotSend: endpoint({
    method: 'DELETE',
    path: '/api/clients/:id/do-not-send/:entryId',
    access: EDITORS,
    tags,
    params: doNotSendParams,
    response: clientDetail,
  }),
};
