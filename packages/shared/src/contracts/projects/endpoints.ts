import { endpoint } from '../../api/endpoint.ts';
import { idParams, okReply } from '../common/list-query.ts';
import {
  managerOptions,
  projectBody,
  projectDetail,
  projectExportQuery,
  projectListPage,
  projectListQuery,
  projectStatusBody,
} from './projects.ts';
import { ROLE_SETS } from '../../role-sets.ts';

const tags = ['projects'] as const;
const READERS = ROLE_SETS.everyone;
const EDITORS = ROLE_SETS.operations;

/** Projects (management.md, Project): list with status counts, export, detail, edit, status, archive, delete. */
export const projectEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/projects',
    access: READERS,
    tags,
    query: projectListQuery,
    response: projectListPage,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/projects/export',
    access: READERS,
    tags,
    query: projectExportQuery,
    answer: 'file',
  }),
  managerOptions: endpoint({
    method: 'GET',
    path: '/api/projects/manager-options',
    access: READERS,
    tags,
    response: managerOptions,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/projects/:id',
    access: READERS,
    tags,
    params: idParams,
    response: projectDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/projects',
    access: EDITORS,
    tags,
    body: projectBody,
    response: projectDetail,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/projects/:id',
    access: EDITORS,
    tags,
    params: idParams,
    body: projectBody,
    response: projectDetail,
  }),
  changeStatus: endpoint({
    method: 'POST',
    path: '/api/projects/:id/status',
    access: EDITORS,
    tags,
    params: idParams,
    body: projectStatusBody,
    response: projectDetail,
  }),
  archive: endpoint({
    method: 'POST',
    path: '/api/projects/:id/archive',
    access: EDITORS,
    tags,
    params: idParams,
    response: projectDetail,
  }),
  unarchive: endpoint({
    method: 'POST',
    path: '/api/projects/:id/unarchive',
    access: EDITORS,
    tags,
    params: idParams,
    response: projectDetail,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/projects/:id',
    access: EDITORS,
    tags,
    params: idParams,
    response: okReply,
  }),
};
