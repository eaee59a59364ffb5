import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportDetail, ImportRecord } from '@wf/shared/contracts/data-migration/roster-import';
import { dataMigrationEndpoints as e } from '@wf/shared/contracts/data-migration/endpoints';
import { ApiError } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
import { validToken } from '../../lib/token.ts';

export const importKeys = {
  all: ['roster-imports'] as const,
  one: (id: string) => ['roster-imports', id] as const,
};

const running = (r: ImportRecord | undefined) => r?.status === 'checking' || r?.status === 'committing';

export const importApi = {
  template: (format: 'xlsx' | 'csv') => call(e.template, { query: { format } }),
  list: () => call(e.list, {}),
  get: (id: string) => call(e.get, { params: { id } }),
  errorFile: (id: string) => call(e.errorFile, { params: { id } }),
  commit: (id: string) => call(e.commit, { params: { id } }),
  rollback: (id: string) => call(e.rollback, { params: { id } }),
};

/**
 * Sends the file's bytes (XMLHttpRequest: fetch cannot report upload progress), calling
 * onProgress with the share sent (0..1). Answers the import record, or throws the API's error.
 */
export function uploadImportFile(file: File, onProgress: (share: number) => void): Promise<ImportRecord> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(e.upload.method, e.upload.path);
    const token = validToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.upload.onprogress = (ev) => ev.lengthComputable && onProgress(ev.loaded / ev.total);
    xhr.onload = () => {
      let body: {
        error?: { code?: string; message?: string; fields?: Record<string, string> };
      } & Partial<ImportRecord> = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: the status says what happened
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as ImportRecord);
      else
        reject(
          new ApiError(
            xhr.status,
            body.error?.code ?? `HTTP_${xhr.status}`,
            body.error?.message ?? xhr.statusText,
            body.error?.fields,
          ),
        );
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'The upload failed'));
    xhr.send(file);
  });
}

/** The import list, polled while one of them is being checked or committed. */
export function useImports() {
  return useQuery({
    queryKey: importKeys.all,
    queryFn: importApi.list,
    refetchInterval: (q) => (q.state.data?.items.some(running) ? 1000 : false),
  });
}

/** One import with its problems, polled every second while it is being checked or committed. */
export function useImport(id: string | null) {
  return useQuery({
    queryKey: importKeys.one(id ?? ''),
    queryFn: () => importApi.get(id!),
    enabled: id !== null,
    refetchInterval: (q) => (running(q.state.data) ? 1000 : false),
  });
}

function useImportAction(fn: (id: string) => Promise<ImportRecord>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => {
      qc.setQueryData<ImportDetail>(importKeys.one(r.id), (old) => (old ? { ...old, ...r } : old));
      void qc.invalidateQueries({ queryKey: importKeys.all });
    },
  });
}

export const useCommitImport = () => useImportAction(importApi.commit);
export const useRollbackImport = () => useImportAction(importApi.rollback);
