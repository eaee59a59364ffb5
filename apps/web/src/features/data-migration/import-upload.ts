import type { ImportRecord } from '@wf/shared/contracts/data-migration/roster-import';
import { dataMigrationEndpoints as e } from '@wf/shared/contracts/data-migration/endpoints';
import { ApiError } from '../../lib/api.ts';
import { validToken } from '../../lib/token.ts';

/**
 * Sends the file's bytes to `dataMigrationEndpoints.upload` by XMLHttpRequest, not through `call()` or
 * `useEndpointMutation`: fetch cannot report upload progress. Calls
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
