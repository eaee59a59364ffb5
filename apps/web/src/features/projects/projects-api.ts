import type {
  ManagerOption,
  ProjectBody,
  ProjectDetail,
  ProjectListPage,
  ProjectListQuery,
  ProjectStatusBody,
} from '@wf/shared/contracts/projects/projects';
import type { ClientDetail, ClientListPage } from '@wf/shared/contracts/clients/clients';
import type { CertificateTypeList } from '@wf/shared/contracts/certificates/certificates';
import type { ProjectStatus } from '@wf/shared/domain/projects/project-rules';
import { api } from '../../lib/api.ts';

export const projectKeys = {
  all: ['projects'] as const,
  list: (q: ProjectListQuery) => ['projects', 'list', q] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  managers: ['projects', 'managers'] as const,
  clientOptions: (search: string) => ['projects', 'client-options', search] as const,
  certificateTypes: ['projects', 'certificate-types'] as const,
};

export const projectsApi = {
  list: (q: ProjectListQuery) =>
    api<ProjectListPage>('/api/projects', { query: q as Record<string, string | number | undefined> }),
  get: (id: string) => api<ProjectDetail>(`/api/projects/${id}`),
  create: (body: ProjectBody) => api<ProjectDetail>('/api/projects', { method: 'POST', body }),
  update: (id: string, body: ProjectBody) => api<ProjectDetail>(`/api/projects/${id}`, { method: 'PUT', body }),
  setStatus: (id: string, status: ProjectStatus, reason?: string) =>
    api<ProjectDetail>(`/api/projects/${id}/status`, {
      method: 'POST',
      body: { status, reason } satisfies ProjectStatusBody,
    }),
  archive: (id: string, archived: boolean) =>
    api<ProjectDetail>(`/api/projects/${id}/${archived ? 'archive' : 'unarchive'}`, { method: 'POST' }),
  remove: (id: string) => api<{ ok: true }>(`/api/projects/${id}`, { method: 'DELETE' }),
  managers: () => api<{ items: ManagerOption[] }>('/api/projects/manager-options'),
  clientOptions: (search: string) =>
    api<ClientListPage>('/api/clients', {
      query: { search: search || undefined, pageSize: 20, sort: 'name', dir: 'asc' },
    }),
  client: (id: string) => api<ClientDetail>(`/api/clients/${id}`),
  certificateTypes: () => api<CertificateTypeList>('/api/certificate-types'),
};
