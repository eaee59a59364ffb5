import { fileManagerEndpoints as e } from '@wf/shared/contracts/apps/file-manager/endpoints';
import type { FileSource } from '@wf/shared/contracts/apps/file-manager/file-manager';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { dataMigrationEndpoints } from '@wf/shared/contracts/data-migration/endpoints';
import { payRunDocumentEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import type { DownloadedFile } from '@wf/shared/api/endpoint';
import { call } from '../../../lib/call.ts';

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
