import type { LocationBody, LocationExportQuery, LocationListQuery } from '@wf/shared/contracts/locations/locations';
import { locationEndpoints as e } from '@wf/shared/contracts/locations/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { call } from '../../lib/call.ts';

export const locationKeys = {
  all: ['locations'] as const,
  list: (q: LocationListQuery) => ['locations', 'list', q] as const,
  detail: (id: string) => ['locations', 'detail', id] as const,
  projectOptions: (search: string) => ['locations', 'project-options', search] as const,
};

export const locationsApi = {
  list: (query: LocationListQuery) => call(e.list, { query }),
  export: (query: Omit<LocationExportQuery, 'format'>, format: 'csv' | 'xlsx') =>
    call(e.export, { query: { ...query, format } }),
  get: (id: string) => call(e.get, { params: { id } }),
  create: (body: LocationBody) => call(e.create, { body }),
  update: (id: string, body: LocationBody) => call(e.update, { params: { id }, body }),
  archive: (id: string, archived: boolean) => call(archived ? e.archive : e.unarchive, { params: { id } }),
  remove: (id: string) => call(e.remove, { params: { id } }),
  project: (id: string) => call(projectEndpoints.get, { params: { id } }),
  /** Open projects to attach a location to. */
  projectOptions: (search: string) =>
    call(projectEndpoints.list, { query: { search: search || undefined, pageSize: 30, sort: 'code', dir: 'desc' } }),
};
