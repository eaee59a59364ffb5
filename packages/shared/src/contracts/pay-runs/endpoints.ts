import { endpoint } from '../../api/endpoint.ts';
import { idParams, okReply } from '../common/list-query.ts';
import { ROLE_SETS } from '../../role-sets.ts';
import {
  bankFileQuery,
  cpfSummaryQuery,
  generatePayRunBody,
  payRun,
  payRunDiff,
  payRunStaleness,
  payRunExportQuery,
  payRunLinesPage,
  payRunLinesQuery,
  payRunListPage,
  payRunListQuery,
  payRunProjectReply,
  payRunPayBody,
  payRunSendBackBody,
  payRunVersionBody,
  payRunApproveBody,
  payslipParams,
  runExportQuery,
  workerPayslipList,
} from './pay-runs.ts';

const tags = ['pay-runs'] as const;
/** See runs, lines and payslips: hr, finance, admin (managers never). */
const READERS = ROLE_SETS.payroll;
/** Generate, regenerate, confirm, delete a draft: hr and admin. */
const PREPARERS = ROLE_SETS.hrDecisions;
/** Approve, pay, download the bank file: finance and admin. */
const PAYERS = ROLE_SETS.finance;

/**
 * Pay runs (issue #16): draft -> hr_confirmed (hr) -> finance_approved (finance) -> paid (finance);
 * sent back to draft with a reason from either review stage (hr only from hr_confirmed). Every
 * change takes the version the caller saw (409 STALE_VERSION when stale); a paid run refuses all.
 */
export const payRunEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/pay-runs', access: READERS, tags, query: payRunListQuery, response: payRunListPage }),
  export: endpoint({ method: 'GET', path: '/api/pay-runs/export', access: READERS, tags, query: payRunExportQuery, answer: 'file' }),
  generate: endpoint({
    method: 'POST',
    path: '/api/pay-runs',
    access: PREPARERS,
    tags,
    body: generatePayRunBody,
    response: payRun,
    status: 201,
    summary: "A draft for the week (Monday-Sunday) or calendar month containing periodStart; 409 PAY_RUN_OVERLAP when a run of that frequency covers it",
  }),
  byProject: endpoint({
    method: 'GET',
    path: '/api/pay-runs/by-project',
    access: ROLE_SETS.people,
    tags,
    response: payRunProjectReply,
    summary:
      "The recent runs' shifts per project: a manager gets the projects they manage; pay only where the caller may read it (seesPayOf), else null",
  }),
  get: endpoint({ method: 'GET', path: '/api/pay-runs/:id', access: READERS, tags, params: idParams, response: payRun }),
  lines: endpoint({
    method: 'GET',
    path: '/api/pay-runs/:id/lines',
    access: READERS,
    tags,
    params: idParams,
    query: payRunLinesQuery,
    response: payRunLinesPage,
    summary: 'Per-worker lines with their shifts and adjustments; paged, searched by name or employee code',
  }),
  diff: endpoint({
    method: 'GET',
    path: '/api/pay-runs/:id/diff',
    access: READERS,
    tags,
    params: idParams,
    response: payRunDiff,
    summary: 'What the last regeneration changed, per worker',
  }),
  staleness: endpoint({
    method: 'GET',
    path: '/api/pay-runs/:id/staleness',
    access: READERS,
    tags,
    params: idParams,
    response: payRunStaleness,
    summary: "Whether a draft's inputs changed since it was built: the workers whose line a regeneration would change (no figures)",
  }),
  regenerate: endpoint({
    method: 'POST',
    path: '/api/pay-runs/:id/regenerate',
    access: PREPARERS,
    tags,
    params: idParams,
    body: payRunVersionBody,
    response: payRun,
    summary: 'Rebuild a draft from the current shift payments and approved adjustments; keeps the differences',
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/pay-runs/:id/confirm',
    access: PREPARERS,
    tags,
    params: idParams,
    body: payRunVersionBody,
    response: payRun,
    summary: 'HR confirms a draft: its lines freeze and its shift payments and adjustments lock',
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/pay-runs/:id/approve',
    access: PAYERS,
    tags,
    params: idParams,
    body: payRunApproveBody,
    response: payRun,
    summary: 'Finance approves a confirmed run; 409 PAY_RUN_MISSING_BANK while workers to pay lack bank details',
  }),
  pay: endpoint({
    method: 'POST',
    path: '/api/pay-runs/:id/pay',
    access: PAYERS,
    tags,
    params: idParams,
    body: payRunPayBody,
    response: payRun,
    summary: 'Finance records the payment date and reference; the run is read-only from then on',
  }),
  sendBack: endpoint({
    method: 'POST',
    path: '/api/pay-runs/:id/send-back',
    access: READERS,
    tags,
    params: idParams,
    body: payRunSendBackBody,
    response: payRun,
    summary: 'Back to draft with a reason (hr from hr_confirmed; finance from hr_confirmed or finance_approved); unlocks its payments',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/pay-runs/:id',
    access: PREPARERS,
    tags,
    params: idParams,
    response: okReply,
    summary: 'Delete a draft',
  }),
} as const;

const documentTags = ['pay-run-documents'] as const;

/** The documents of a run (modules/pay-runs/documents): payslips, bank file, XLSX, CPF summary. */
export const payRunDocumentEndpoints = {
  payslip: endpoint({
    method: 'GET',
    path: '/api/pay-runs/:id/payslips/:workerId.pdf',
    access: READERS,
    tags: documentTags,
    params: payslipParams,
    answer: 'file',
    summary: "One worker's itemised payslip (PDF)",
  }),
  payslipsZip: endpoint({
    method: 'GET',
    path: '/api/pay-runs/:id/payslips.zip',
    access: READERS,
    tags: documentTags,
    params: idParams,
    answer: 'file',
    summary: 'Every payslip of the run in one zip',
  }),
  bankFile: endpoint({
    method: 'GET',
    path: '/api/pay-runs/:id/bank-file',
    access: PAYERS,
    tags: documentTags,
    params: idParams,
    query: bankFileQuery,
    answer: 'file',
    summary: 'The bank payment file of a finance-approved or paid run (account numbers unmasked; audited)',
  }),
  runExport: endpoint({
    method: 'GET',
    path: '/api/pay-runs/:id/export',
    access: READERS,
    tags: documentTags,
    params: idParams,
    query: runExportQuery,
    answer: 'file',
    summary: 'The whole run (lines and totals) as XLSX or CSV',
  }),
  cpfSummary: endpoint({
    method: 'GET',
    path: '/api/pay-runs/cpf-summary',
    access: READERS,
    tags: documentTags,
    query: cpfSummaryQuery,
    answer: 'file',
    summary: "The month's CPF and SDL per worker over its confirmed runs",
  }),
  workerPayslips: endpoint({
    method: 'GET',
    path: '/api/workers/:id/payslips',
    access: READERS,
    tags: documentTags,
    params: idParams,
    response: workerPayslipList,
    summary: "A worker's payslips: their lines in runs from hr_confirmed on",
  }),
} as const;
