import type { ExportFormat } from '@wf/shared/contracts/common/list-query';
import type {
  GeneratePayRunBody,
  PayRunLinesQuery,
  PayRunListQuery,
  PayRunPayBody,
} from '@wf/shared/contracts/pay-runs/pay-runs';
import { payRunDocumentEndpoints as d, payRunEndpoints as e } from '@wf/shared/contracts/pay-runs/endpoints';
import type { BankFileFormat } from '@wf/shared/contracts/pay-runs/pay-runs';
import { payrollFileEndpoints as f } from '@wf/shared/contracts/payroll-files/endpoints';
import type { PaymentSettingsBody } from '@wf/shared/contracts/payroll-files/payroll-files';
import { call } from '../../lib/call.ts';

export type {
  PayRun,
  PayRunDiff,
  PayRunFrequency,
  PayRunLine,
  PayRunLinesQuery,
  PayRunListQuery,
  PayRunStatus,
  WorkerPayslipList,
} from '@wf/shared/contracts/pay-runs/pay-runs';

/** The two review stages: hr's list (confirms) and finance's (approves and pays). */
export type RunStage = 'hr' | 'finance';

/** Each stage's list page; a run's page is the list's path plus its id. */
export const STAGE_PATHS: Record<RunStage, string> = {
  hr: '/employee-management/hr-payment-report-list',
  finance: '/finance-management/finance-report-list',
};

export const payRunKeys = {
  all: ['pay-runs'] as const,
  list: (q: PayRunListQuery) => ['pay-runs', 'list', q] as const,
  byProject: ['pay-runs', 'by-project'] as const,
  detail: (id: string) => ['pay-runs', 'run', id] as const,
  lines: (id: string, q: PayRunLinesQuery) => ['pay-runs', 'run', id, 'lines', q] as const,
  diff: (id: string) => ['pay-runs', 'run', id, 'diff'] as const,
  blocking: (id: string, version: number) => ['pay-runs', 'run', id, 'blocking', version] as const,
  workerPayslips: (workerId: string) => ['pay-runs', 'worker', workerId] as const,
  bankFileCheck: (id: string, format: string, valueDate: string) =>
    ['pay-runs', 'run', id, 'bank-file', format, valueDate] as const,
  paymentSettings: ['pay-runs', 'payment-settings'] as const,
  ir8a: (year: number) => ['pay-runs', 'ir8a', year] as const,
};

export const payRunsApi = {
  list: (query: PayRunListQuery) => call(e.list, { query }),
  byProject: () => call(e.byProject, {}),
  exportList: (query: PayRunListQuery, format: ExportFormat) => call(e.export, { query: { ...query, format } }),
  get: (id: string) => call(e.get, { params: { id } }),
  lines: (id: string, query: PayRunLinesQuery) => call(e.lines, { params: { id }, query }),
  diff: (id: string) => call(e.diff, { params: { id } }),
  generate: (body: GeneratePayRunBody) => call(e.generate, { body }),
  // Every change carries the version the page showed (409 STALE_VERSION when someone acted meanwhile).
  regenerate: (id: string, version: number) => call(e.regenerate, { params: { id }, body: { version } }),
  confirm: (id: string, version: number) => call(e.confirm, { params: { id }, body: { version } }),
  approve: (id: string, version: number, lateReason?: string) => call(e.approve, { params: { id }, body: { version, lateReason } }),
  pay: (id: string, body: PayRunPayBody) => call(e.pay, { params: { id }, body }),
  sendBack: (id: string, version: number, reason: string) =>
    call(e.sendBack, { params: { id }, body: { version, reason } }),
  remove: (id: string) => call(e.remove, { params: { id } }),
  payslip: (id: string, workerId: string) => call(d.payslip, { params: { id, workerId } }),
  payslipsZip: (id: string) => call(d.payslipsZip, { params: { id } }),
  /** The bank file in a format; a bank's layout takes the value date (409 BANK_FILE_NOT_READY with what to fix). */
  bankFile: (id: string, format: BankFileFormat = 'csv', valueDate?: string) =>
    call(d.bankFile, { params: { id }, query: { format, ...(valueDate ? { valueDate } : {}) } }),
  bankFileCheck: (id: string, format: BankFileFormat, valueDate?: string) =>
    call(f.bankFileCheck, { params: { id }, query: { format, ...(valueDate ? { valueDate } : {}) } }),
  paymentSettings: () => call(f.paymentSettings, {}),
  /** IR8A figures per worker of the runs paid in `year`. */
  ir8a: (year: number) => call(f.ir8aYear, { query: { year } }),
  /** One worker's Form IR8A for `year` (PDF), and every worker's in a zip. */
  ir8aForm: (workerId: string, year: number) => call(f.ir8aForm, { params: { workerId }, query: { year } }),
  ir8aForms: (year: number) => call(f.ir8aForms, { query: { year } }),
  savePaymentSettings: (body: PaymentSettingsBody) => call(f.savePaymentSettings, { body }),
  setBankAccountName: (workerId: string, bankAccountName: string) =>
    call(f.setBankAccountName, { params: { id: workerId }, body: { bankAccountName } }),
  exportRun: (id: string, format: ExportFormat) => call(d.runExport, { params: { id }, query: { format } }),
  /** The CPF and SDL of a month (YYYY-MM) over its runs from hr confirmation on. */
  cpfSummary: (month: string) => call(d.cpfSummary, { query: { month, format: 'xlsx' } }),
  workerPayslips: (workerId: string) => call(d.workerPayslips, { params: { id: workerId } }),
};
