import type { ProjectBody, ProjectExportQuery, ProjectListQuery } from '@wf/shared/contracts/projects/projects';
import { projectEndpoints as e } from '@wf/shared/contracts/projects/endpoints';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import type { ProjectStatus } from '@wf/shared/domain/projects/project-rules';
import { call } from '../../lib/call.ts';

export const projectKeys = {
  all: ['projects'] as const,
  list: (q: ProjectListQuery) => ['projects', 'list', q] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  managers: ['projects', 'managers'] as const,
  clientOptions: (search: string) => ['projects', 'client-options', search] as const,
  certificateTypes: ['projects', 'certificate-types'] as const,
};

export const projectsApi = {
  list: (query: ProjectListQuery) => call(e.list, { query }),
  export: (query: Omit<ProjectExportQuery, 'format'>, format: 'csv' | 'xlsx') =>
    call(e.export, { query: { ...query, format } }),
  get: (id: string) => call(e.get, { params: { id } }),
  create: (body: ProjectBody) => call(e.create, { body }),
  update: (id: string, body: ProjectBody) => call(e.update, { params: { id }, body }),
  setStatus: (id: string, status: ProjectStatus, reason?: string) =>
    call(e.changeStatus, { params: { id }, body: { status, reason } }),
  archive: (id: string, archived: boolean) => call(archived ? e.archive : e.unarchive, { params: { id } }),
  remove: (id: string) => call(e.remove, { params: { id } }),
  managers: () => call(e.managerOptions),
  clientOptions: (search: string) =>
    call(clientEndpoints.list, { query: { search: search || undefined, pageSize: 20, sort: 'name', dir: 'asc' } }),
  client: (id: string) => call(clientEndpoints.get, { params: { id } }),
  certificateTypes: () => call(certificateEndpoints.listTypes),
};
