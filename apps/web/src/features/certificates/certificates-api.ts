import type {
  CertificateListQuery,
  CertificateTypeBody,
  WorkerCertificateBody,
  WorkerCertificateUpdateBody,
} from '@wf/shared/contracts/certificates/certificates';
import { certificateEndpoints as e } from '@wf/shared/contracts/certificates/endpoints';
import { call } from '../../lib/call.ts';

export const certificateKeys = {
  all: ['certificates'] as const,
  list: (q: CertificateListQuery) => ['certificates', 'list', q] as const,
  detail: (id: string) => ['certificates', 'detail', id] as const,
  types: ['certificates', 'types'] as const,
  workers: (search: string) => ['certificates', 'worker-options', search] as const,
};

export const certificatesApi = {
  list: (query: CertificateListQuery) => call(e.list, { query }),
  export: (query: CertificateListQuery, format: 'csv' | 'xlsx') => call(e.export, { query: { ...query, format } }),
  get: (id: string) => call(e.get, { params: { id } }),
  create: (body: WorkerCertificateBody) => call(e.create, { body }),
  update: (id: string, body: WorkerCertificateUpdateBody) => call(e.update, { params: { id }, body }),
  remove: (id: string) => call(e.remove, { params: { id } }),
  verify: (id: string) => call(e.verify, { params: { id } }),
  /** The raw file as the body; the server checks what it really is. */
  upload: (id: string, file: File) =>
    call(e.uploadFile, {
      params: { id },
      body: file,
      headers: {
        'content-type': file.type || 'application/octet-stream',
        'x-file-name': encodeURIComponent(file.name),
      },
    }),
  file: (id: string, inline: boolean) => call(e.file, { params: { id }, query: { inline: inline ? '1' : undefined } }),
  workerOptions: (search: string) => call(e.workerOptions, { query: { search: search || undefined } }),
  types: () => call(e.listTypes),
  createType: (body: CertificateTypeBody) => call(e.createType, { body }),
  updateType: (id: string, body: CertificateTypeBody) => call(e.updateType, { params: { id }, body }),
  removeType: (id: string) => call(e.removeType, { params: { id } }),
};

/** A first check in the browser (the server checks the content again): a validation key, or null. */
export function fileProblem(file: File): string | null {
  if (file.size > 10 * 1024 * 1024) return 'validation.fileTooLarge';
  if (!/\.(pdf|png|jpe?g)$/i.test(file.name) && !['application/pdf', 'image/png', 'image/jpeg'].includes(file.type)) {
    return 'validation.fileType';
  }
  return null;
}
