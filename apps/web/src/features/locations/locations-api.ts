import type {
  LocationBody,
  LocationDetail,
  LocationListPage,
  LocationListQuery,
} from '@wf/shared/contracts/locations/locations';
import type { ProjectDetail, ProjectListPage } from '@wf/shared/contracts/projects/projects';
import { api } from '../../lib/api.ts';

export const locationKeys = {
  all: ['locations'] as const,
  list: (q: LocationListQuery) => ['locations', 'list', q] as const,
  detail: (id: string) => ['locations', 'detail', id] as const,
  projectOptions: (search: string) => ['locations', 'project-options', search] as const,
};

export const locationsApi = {
  list: (q: LocationListQuery) =>
    api<LocationListPage>('/api/project-locations', { query: q as Record<string, string | number | undefined> }),
  get: (id: string) => api<LocationDetail>(`/api/project-locations/${id}`),
  create: (body: LocationBody) => api<LocationDetail>('/api/project-locations', { method: 'POST', body }),
  update: (id: string, body: LocationBody) =>
    api<LocationDetail>(`/api/project-locations/${id}`, { method: 'PUT', body }),
  archive: (id: string, archived: boolean) =>
    api<LocationDetail>(`/api/project-locations/${id}/${archived ? 'archive' : 'unarchive'}`, { method: 'POST' }),
  remove: (id: string) => api<{ ok: true }>(`/api/project-locations/${id}`, { method: 'DELETE' }),
  project: (id: string) => api<ProjectDetail>(`/api/projects/${id}`),
  /** Open projects to attach a location to. */
  projectOptions: (search: string) =>
    api<ProjectListPage>('/api/projects', {
      query: { search: search || undefined, pageSize: 30, sort: 'code', dir: 'desc' },
    }),
};
