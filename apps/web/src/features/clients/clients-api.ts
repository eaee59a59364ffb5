import type {
  ClientBody,
  ClientDetail,
  ClientListPage,
  ClientListQuery,
  DoNotSendBody,
} from '@wf/shared/contracts/clients/clients';
import type { WorkerOption } from '@wf/shared/contracts/certificates/certificates';
import { api } from '../../lib/api.ts';

export const clientKeys = {
  all: ['clients'] as const,
  list: (q: ClientListQuery) => ['clients', 'list', q] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
  workers: (search: string) => ['clients', 'worker-options', search] as const,
};

export const clientsApi = {
  list: (q: ClientListQuery) =>
    api<ClientListPage>('/api/clients', { query: q as Record<string, string | number | undefined> }),
  get: (id: string) => api<ClientDetail>(`/api/clients/${id}`),
  create: (body: ClientBody) => api<ClientDetail>('/api/clients', { method: 'POST', body }),
  update: (id: string, body: ClientBody) => api<ClientDetail>(`/api/clients/${id}`, { method: 'PUT', body }),
  archive: (id: string, archived: boolean) =>
    api<ClientDetail>(`/api/clients/${id}/${archived ? 'archive' : 'unarchive'}`, { method: 'POST' }),
  remove: (id: string) => api<{ ok: true }>(`/api/clients/${id}`, { method: 'DELETE' }),
  addDoNotSend: (id: string, body: DoNotSendBody) =>
    api<ClientDetail>(`/api/clients/${id}/do-not-send`, { method: 'POST', body }),
  removeDoNotSend: (id: string, entryId: string) =>
    api<ClientDetail>(`/api/clients/${id}/do-not-send/${entryId}`, { method: 'DELETE' }),
  workerOptions: (search: string) =>
    api<{ items: WorkerOption[] }>('/api/worker-certificates/worker-options', {
      query: { search: search || undefined },
    }),
};
