import type { FastifyInstance } from 'fastify';
import { payrollFileEndpoints as e } from '@wf/shared/contracts/payroll-files/endpoints';
import { routes } from '../../../http/route.ts';
import { BANK_FILE_EXPORTERS } from './bank-file-exporters.ts';
import { allRunLines, BANK_FILE_STATUSES, bankPayments, getPayRun, requireStatus } from './documents-data.ts';
import { ir8aYearList } from './ir8a.ts';
import { bankFileContext, checkBankFile, getPaymentSettings, savePaymentSettings, setBankAccountName } from './payroll-files.ts';

/** Issue #30: payment settings, the bank file's check (what to fix first), the account holder name. */
export async function payrollFileRoutes(app: FastifyInstance): Promise<void> {
  routes(app, e, {
    paymentSettings: () => getPaymentSettings(app.db),
    savePaymentSettings: (req) => savePaymentSettings(app.db, req.user!.id, req.body),
    bankFileCheck: async (req) => {
      const run = await getPayRun(app.db, req.params.id);
      requireStatus(run, BANK_FILE_STATUSES, 'bank file');
      const payments = await bankPayments(app.db, await allRunLines(app.db, run.id));
      const context = await bankFileContext(app.db, req.query, payments);
      return checkBankFile(BANK_FILE_EXPORTERS[req.query.format], run, payments, context);
    },
    setBankAccountName: (req) => setBankAccountName(app.db, req.user!.id, req.params.id, req.body.bankAccountName),
    ir8aYear: (req) => ir8aYearList(app.db, req.query.year),
  });
  return Promise.resolve();
}
