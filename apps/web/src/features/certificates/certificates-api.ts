import type {
  CertificateListPage,
  CertificateListQuery,
  CertificateTypeBody,
  CertificateTypeList,
  CertificateTypeRow,
  WorkerCertificateBody,
  WorkerCertificateRow,
  WorkerCertificateUpdateBody,
  WorkerOption,
} from '@wf/shared/contracts/certificates/certificates';
import { api } from '../../lib/api.ts';

export const certificateKeys = {
  all: ['certificates'] as const,
  list: (q: CertificateListQuery) => ['certificates', 'list', q] as const,
  detail: (id: string) => ['certificates', 'detail', id] as const,
  types: ['certificates', 'types'] as const,
  workers: (search: string) => ['certificates', 'worker-options', search] as const,
};

export const certificatesApi = {
  list: (q: CertificateListQuery) =>
    api<CertificateListPage>('/api/worker-certificates', { query: q as Record<string, string | number | undefined> }),
  get: (id: string) => api<WorkerCertificateRow>(`/api/worker-certificates/${id}`),
  create: (body: WorkerCertificateBody) =>
    api<WorkerCertificateRow>('/api/worker-certificates', { method: 'POST', body }),
  update: (id: string, body: WorkerCertificateUpdateBody) =>
    api<WorkerCertificateRow>(`/api/worker-certificates/${id}`, { method: 'PUT', body }),
  remove: (id: string) => api<{ ok: true }>(`/api/worker-certificates/${id}`, { method: 'DELETE' }),
  verify: (id: string) => api<WorkerCertificateRow>(`/api/worker-certificates/${id}/verify`, { method: 'POST' }),
  /** The raw file as the body; the server checks what it really is. */
  upload: (id: string, file: File) =>
    api<WorkerCertificateRow>(`/api/worker-certificates/${id}/file`, {
      method: 'PUT',
      body: file,
      headers: {
        'Content-Type': file.type || 'application/octet-stream',
        'X-File-Name': encodeURIComponent(file.name),
      },
    }),
  workerOptions: (search: string) =>
    api<{ items: WorkerOption[] }>('/api/worker-certificates/worker-options', {
      query: { search: search || undefined },
    }),
  types: () => api<CertificateTypeList>('/api/certificate-types'),
  createType: (body: CertificateTypeBody) =>
    api<CertificateTypeRow>('/api/certificate-types', { method: 'POST', body }),
  updateType: (id: string, body: CertificateTypeBody) =>
    api<CertificateTypeRow>(`/api/certificate-types/${id}`, { method: 'PUT', body }),
  removeType: (id: string) => api<{ ok: true }>(`/api/certificate-types/${id}`, { method: 'DELETE' }),
};

/** A first check in the browser (the server checks the content again). */
export function fileProblem(file: File): string | null {
  if (file.size > 10 * 1024 * 1024) return 'The file is larger than 10 MB';
  if (!/\.(pdf|png|jpe?g)$/i.test(file.name) && !['application/pdf', 'image/png', 'image/jpeg'].includes(file.type)) {
    return 'Only PDF, PNG or JPEG files';
  }
  return null;
}
