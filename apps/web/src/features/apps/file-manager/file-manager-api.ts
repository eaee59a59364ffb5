import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileManagerEndpoints as e } from '@wf/shared/contracts/apps/file-manager/endpoints';
import type { FileManagerQuery, FileSource } from '@wf/shared/contracts/apps/file-manager/file-manager';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { dataMigrationEndpoints } from '@wf/shared/contracts/data-migration/endpoints';
import { payRunDocumentEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import type { DownloadedFile } from '@wf/shared/api/endpoint';
import { call } from '../../../lib/call.ts';

export const fileManagerKeys = {
  all: ['apps', 'file-manager'] as const,
  list: (q: FileManagerQuery) => ['apps', 'file-manager', q] as const,
};

export const fileManagerApi = {
  list: (query: FileManagerQuery) => call(e.list, { query }),
  createFolder: (folderId: string | null, name: string, description: string | null) =>
    call(e.createFolder, { body: { folderId, name, description } }),
  rename: (folder: boolean, id: string, name: string, description: string | null) =>
    call(folder ? e.updateFolder : e.updateFile, { body: { id, item: { name, description } } }),
  remove: (folder: boolean, id: string) => call(folder ? e.deleteFolder : e.deleteFile, { query: { id } }),
  upload: (folderId: string, file: File) =>
    call(e.upload, {
      query: { folderId },
      body: file,
      headers: {
        'content-type': file.type || 'application/octet-stream',
        'x-file-name': encodeURIComponent(file.name),
      },
    }),
};

/** A file's bytes through the authorised route of what it is (the route checks the role again). */
export function downloadSource(s: FileSource): Promise<DownloadedFile> {
  switch (s.kind) {
    case 'worker-file':
      return call(workerEndpoints.file, {
        params: { id: s.workerId, fileId: s.fileId },
        query: { disposition: 'inline' },
      });
    case 'certificate':
      return call(certificateEndpoints.file, { params: { id: s.id }, query: { inline: '1' } });
    case 'payslip':
      return call(payRunDocumentEndpoints.payslip, { params: { id: s.runId, workerId: s.workerId } });
    case 'import':
      return call(dataMigrationEndpoints.errorFile, { params: { id: s.id } });
    case 'upload':
      return call(e.content, { params: { id: s.id }, query: { inline: '1' } });
  }
}

/** Every change refreshes every listing (counts and paths change with it). */
export function useFileManagerChange<A>(fn: (a: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: fileManagerKeys.all }) });
}
