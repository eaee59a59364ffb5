import type { Access } from '../../../permissions.ts';
import { certificateEndpoints } from '../../certificates/endpoints.ts';
import { dataMigrationEndpoints } from '../../data-migration/endpoints.ts';
import { payRunDocumentEndpoints } from '../../pay-runs/endpoints.ts';
import { fileAccess, workerEndpoints } from '../../workers/endpoints.ts';
import type { FileManagerKind } from './file-manager.ts';

/**
 * Who sees each kind of document in the file manager: exactly the roles its own download route
 * serves (a worker's documents, the contract by the reveal rule, a certificate's file, a payslip,
 * an import's file). The server lists a kind only to them, and every file is fetched through that
 * route, which checks the same rule again.
 */
export const KIND_ACCESS: Readonly<Record<FileManagerKind, Access>> = {
  'worker-documents': workerEndpoints.file.access,
  contracts: fileAccess('contract'),
  certificates: certificateEndpoints.file.access,
  payslips: payRunDocumentEndpoints.payslip.access,
  imports: dataMigrationEndpoints.errorFile.access,
};
