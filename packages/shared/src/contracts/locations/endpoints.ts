import { recordEndpoints } from '../common/record-endpoints.ts';
import { locationBody, locationDetail, locationExportQuery, locationListPage, locationListQuery } from './locations.ts';
import { ROLE_SETS } from '../../role-sets.ts';

/** Project locations (docs/product/sections.md#project-locations): list, export, detail, create, edit, archive, delete. */
export const locationEndpoints = recordEndpoints({
  path: '/api/project-locations',
  tags: ['project-locations'],
  readers: ROLE_SETS.people,
  editors: ROLE_SETS.operations,
  listQuery: locationListQuery,
  exportQuery: locationExportQuery,
  listPage: locationListPage,
  detail: locationDetail,
  body: locationBody,
});
