import { endpoint } from '../../api/endpoint.ts';
import { idParams } from '../common/list-query.ts';
import { recordEndpoints } from '../common/record-endpoints.ts';
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

/** Projects (docs/product/sections.md#projects): list with status counts, export, detail, edit, status, archive, delete. */
export const projectEndpoints = {
  ...recordEndpoints({
    path: '/api/projects',
    tags,
    readers: READERS,
    editors: EDITORS,
    listQuery: projectListQuery,
    exportQuery: projectExportQuery,
    listPage: projectListPage,
    detail: projectDetail,
    body: projectBody,
  }),
  managerOptions: endpoint({
    method: 'GET',
    path: '/api/projects/manager-options',
    access: READERS,
    tags,
    response: managerOptions,
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
};
