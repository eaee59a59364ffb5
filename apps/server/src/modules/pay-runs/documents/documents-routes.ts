import type { FastifyInstance } from 'fastify';
import { payRunDocumentEndpoints as d } from '@wf/shared/contracts/pay-runs/endpoints';
import { routes } from '../../../http/route.ts';
import { AppError } from '../../../http/errors.ts';

/**
 * The documents of a pay run (payslip PDF, zip, bank file, run XLSX, CPF summary, a worker's
 * payslips). PLACEHOLDER written by the pay-run server branch so every endpoint definition is
 * served: the documents branch (wt-payrun-docs) replaces this file with the real handlers.
 */
const notYet = () => {
  throw new AppError(404, 'NOT_AVAILABLE', 'Pay run documents are not available yet');
};

export async function documentRoutes(app: FastifyInstance): Promise<void> {
  routes(app, d, {
    payslip: notYet,
    payslipsZip: notYet,
    bankFile: notYet,
    runExport: notYet,
    cpfSummary: notYet,
    workerPayslips: notYet,
  });
  return Promise.resolve();
}
