import type { FastifyInstance } from 'fastify';
import { payRunDocumentEndpoints as d } from '@wf/shared/contracts/pay-runs/endpoints';
import { sendAttachment as attachment } from '../../../http/attachment.ts';
import { routes } from '../../../http/route.ts';
import { sendExport } from '../../../http/table-export.ts';
import { auditDownloadOf } from '../../audit/index.ts';
import { payable } from './bank-file.ts';
import { BANK_FILE_EXPORTERS } from './bank-file-exporters.ts';
import { bankFileContext, checkBankFile, requireReady } from './payroll-files.ts';
import {
  allRunLines,
  BANK_FILE_STATUSES,
  bankPayments,
  cpfMonthLines,
  getPayRun,
  PAYSLIP_STATUSES,
  payslipContext,
  requireStatus,
  runLineOf,
  workerPayslips,
} from './documents-data.ts';
import { renderPayslip } from './payslip-pool.ts';
import { payslipFileName, payslipsZipStream } from './payslip-zip.ts';
import { CPF_SUMMARY_COLUMNS, cpfSummaryRows, RUN_EXPORT_COLUMNS, runExportRows } from './run-export.ts';

/**
 * The documents of a pay run (issue #16): payslips (one PDF, or all in a zip) from hr_confirmed on,
 * the bank payment file of a finance-approved or paid run (finance and admin; account numbers
 * unmasked only here), the run's XLSX/CSV, the month's CPF summary, a worker's payslips. Every file
 * download is audited by http's download audit (audit/downloads.ts), naming the run it served.
 */
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  routes(app, d, {
    payslip: async (req, reply) => {
      const run = await getPayRun(app.db, req.params.id);
      requireStatus(run, PAYSLIP_STATUSES, 'payslips');
      const line = await runLineOf(app.db, run.id, req.params.workerId);
      const input = (await payslipContext(app.db, run))(line);
      const pdf = await renderPayslip(input);
      auditDownloadOf(req, {
        entityType: 'pay_run',
        entityId: run.id,
        detail: { document: 'payslip', workerId: line.workerId },
      });
      return attachment(reply, payslipFileName(input), 'application/pdf', pdf);
    },
    payslipsZip: async (req, reply) => {
      const run = await getPayRun(app.db, req.params.id);
      requireStatus(run, PAYSLIP_STATUSES, 'payslips');
      const [lines, toInput] = await Promise.all([allRunLines(app.db, run.id), payslipContext(app.db, run)]);
      // Streamed as the payslips are made; the audit entry is written as the answer starts (onSend).
      const zip = payslipsZipStream(lines.map(toInput));
      auditDownloadOf(req, {
        entityType: 'pay_run',
        entityId: run.id,
        detail: { document: 'payslips_zip', payslips: lines.length },
      });
      return attachment(reply, `payslips-${run.periodStart}-${run.periodEnd}.zip`, 'application/zip', zip);
    },
    bankFile: async (req, reply) => {
      const run = await getPayRun(app.db, req.params.id);
      requireStatus(run, BANK_FILE_STATUSES, 'bank file');
      const exporter = BANK_FILE_EXPORTERS[req.query.format];
      const payments = await bankPayments(app.db, await allRunLines(app.db, run.id));
      const context = await bankFileContext(app.db, req.query, payments);
      requireReady(checkBankFile(exporter, run, payments, context));
      const body = exporter.render(run, payments, context);
      const paid = payable(payments);
      auditDownloadOf(req, {
        entityType: 'pay_run',
        entityId: run.id,
        detail: {
          document: 'bank_file',
          format: exporter.id,
          payments: paid.length,
          totalCents: paid.reduce((s, p) => s + p.netCents, 0),
          ...(exporter.id === 'csv' ? {} : { valueDate: context.valueDate, sequence: context.sequence }),
        },
      });
      return attachment(
        reply,
        exporter.fileName?.(run, context) ?? `bank-file-${run.periodStart}-${run.periodEnd}.${exporter.extension}`,
        exporter.contentType,
        body,
      );
    },
    runExport: async (req, reply) => {
      const run = await getPayRun(app.db, req.params.id);
      const rows = runExportRows(await allRunLines(app.db, run.id));
      auditDownloadOf(req, {
        entityType: 'pay_run',
        entityId: run.id,
        detail: { document: 'run_export', format: req.query.format },
      });
      return sendExport(
        reply,
        req.query.format,
        `pay-run-${run.periodStart}-${run.periodEnd}`,
        RUN_EXPORT_COLUMNS,
        rows,
      );
    },
    cpfSummary: async (req, reply) => {
      const rows = cpfSummaryRows(await cpfMonthLines(app.db, req.query.month));
      return sendExport(reply, req.query.format, `cpf-summary-${req.query.month}`, CPF_SUMMARY_COLUMNS, rows);
    },
    workerPayslips: (req) => workerPayslips(app.db, req.params.id),
  });
  return Promise.resolve();
}
