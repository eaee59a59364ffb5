import type { FastifyInstance } from 'fastify';
import { payrollFileEndpoints as e } from '@wf/shared/contracts/payroll-files/endpoints';
import { sendAttachment as attachment } from '../../../http/attachment.ts';
import { routes } from '../../../http/route.ts';
import { BANK_FILE_EXPORTERS } from './bank-file-exporters.ts';
import { allRunLines, BANK_FILE_STATUSES, bankPayments, getPayRun, requireStatus } from './documents-data.ts';
import { auditDownloadOf } from '../../audit/index.ts';
import { ir8aForms, ir8aYearList } from './ir8a.ts';
import { ir8aFileName } from './ir8a-items.ts';
import { renderPdf } from './payslip-pool.ts';
import { pdfZipStream, safeFileName } from './payslip-zip.ts';
import {
  bankFileContext,
  checkBankFile,
  getPaymentSettings,
  savePaymentSettings,
  setBankAccountName,
} from './payroll-files.ts';

/** Issue #30: payment settings, the bank file's check (what to fix first), the account holder name. */
export async function payrollFileRoutes(app: FastifyInstance): Promise<void> {
  routes(app, e, {
    paymentSettings: () => getPaymentSettings(app.db),
    savePaymentSettings: (req) => savePaymentSettings(app.db, req.user.id, req.body),
    bankFileCheck: async (req) => {
      const run = await getPayRun(app.db, req.params.id);
      requireStatus(run, BANK_FILE_STATUSES, 'bank file');
      const payments = await bankPayments(app.db, await allRunLines(app.db, run.id));
      const context = await bankFileContext(app.db, req.query, payments);
      return checkBankFile(BANK_FILE_EXPORTERS[req.query.format], run, payments, context);
    },
    setBankAccountName: (req) => setBankAccountName(app.db, req.user.id, req.params.id, req.body.bankAccountName),
    ir8aYear: (req) => ir8aYearList(app.db, req.query.year),
    ir8aForm: async (req, reply) => {
      const [form] = await ir8aForms(app.db, req.query.year, req.params.workerId);
      const pdf = await renderPdf('ir8a', form!);
      auditDownloadOf(req, {
        entityType: 'worker',
        entityId: req.params.workerId,
        detail: { document: 'ir8a', year: req.query.year },
      });
      return attachment(reply, ir8aFileName(form!, safeFileName), 'application/pdf', pdf);
    },
    ir8aForms: async (req, reply) => {
      const { year } = req.query;
      const forms = await ir8aForms(app.db, year);
      // Streamed as the forms are made; the audit entry (route and year) is written as the answer starts.
      const zip = pdfZipStream('ir8a', forms, (f) => ({
        name: ir8aFileName(f, safeFileName),
        date: new Date(`${year}-12-31T00:00:00Z`),
      }));
      return attachment(reply, `ir8a-${year}.zip`, 'application/zip', zip);
    },
  });
  return Promise.resolve();
}
