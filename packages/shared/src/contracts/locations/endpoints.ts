import { endpoint } from '../../api/endpoint.ts';
import { idParams, okReply } from '../common/list-query.ts';
import { locationBody, locationDetail, locationExportQuery, locationListPage, locationListQuery } from './locations.ts';
import { ROLE_SETS } from '../../role-sets.ts';

const tags = ['project-locations'] as const;
const READERS = ROLE_SETS.people;
const EDITORS = ROLE_SETS.operations;

/** Project locations (management.md, Project location): list, export, detail, create, edit, archive, delete. */
export const locationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/project-locations',
    access: READERS,
    tags,
    query: locationListQuery,
    response: locationListPage,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/project-locations/export',
    access: READERS,
    tags,
    query: locationExportQuery,
    answer: 'file',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/project-locations/:id',
    access: READERS,
    tags,
    params: idParams,
    response: locationDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/project-locations',
    access: EDITORS,
    tags,
    body: locationBody,
    response: locationDetail,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/project-locations/:id',
    access: EDITORS,
    tags,
    params: idParams,
    body: locationBody,
    response: locationDetail,
  }),
  archive: endpoint({
    method: 'POST',
    path: '/api/project-locations/:id/archive',
    access: EDITORS,
    tags,
    params: idParams,
    response: locationDetail,
  }),
  unarchive: endpoint({
    method: 'POST',
    path: '/api/project-locations/:id/unarchive',
    access: EDITORS,
    tags,
    params: idParams,
    response: locationDetail,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/project-locations/:id',
    access: EDITORS,
    tags,
    params: idParams,
    response: okReply,
  }),
};
