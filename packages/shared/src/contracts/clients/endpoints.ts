import { endpoint } from '../../api/endpoint.ts';
import { idParams } from '../common/list-query.ts';
import { recordEndpoints } from '../common/record-endpoints.ts';
import {
  clientBody,
  clientUpdateBody,
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

/** Clients (docs/product/sections.md#clients): list, export, detail, create, edit, archive, delete, do-not-send. */
export const clientEndpoints = {
  ...recordEndpoints({
    path: '/api/clients',
    tags,
    readers: READERS,
    editors: EDITORS,
    listQuery: clientListQuery,
    exportQuery: clientExportQuery,
    listPage: clientListPage,
    detail: clientDetail,
    body: clientBody,
    updateBody: clientUpdateBody,
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
