import type { ClientBody, ClientExportQuery, ClientListQuery, DoNotSendBody } from '@wf/shared/contracts/clients/clients';
import { clientEndpoints as e } from '@wf/shared/contracts/clients/endpoints';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { call } from '../../lib/call.ts';

export const clientKeys = {
  all: ['clients'] as const,
  list: (q: ClientListQuery) => ['clients', 'list', q] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
  workers: (search: string) => ['clients', 'worker-options', search] as const,
};

export const clientsApi = {
  list: (query: ClientListQuery) => call(e.list, { query }),
  export: (query: Omit<ClientExportQuery, 'format'>, format: 'csv' | 'xlsx') => call(e.export, { query: { ...query, format } }),
  get: (id: string) => call(e.get, { params: { id } }),
  create: (body: ClientBody) => call(e.create, { body }),
  update: (id: string, body: ClientBody) => call(e.update, { params: { id }, body }),
  archive: (id: string, archived: boolean) => call(archived ? e.archive : e.unarchive, { params: { id } }),
  remove: (id: string) => call(e.remove, { params: { id } }),
  addDoNotSend: (id: string, body: DoNotSendBody) => call(e.addDoNotSend, { params: { id }, body }),
  removeDoNotSend: (id: string, entryId: string) => call(e.removeDoNotSend, { params: { id, entryId } }),
  workerOptions: (search: string) =>
    call(certificateEndpoints.workerOptions, { query: { search: search || undefined } }),
};
