import { z } from 'zod';
import { endpoint } from '../../api/endpoint.ts';
import type { Access } from '../../permissions.ts';
import {
  consentResult,
  dischargeHistoryExportQuery,
  dischargeHistoryPage,
  dischargeHistoryQuery,
  fileDownloadQuery,
  financePartTimer,
  financePartTimerExportQuery,
  financePartTimerPage,
  financePartTimerQuery,
  revealBody,
  revealResult,
  transitionBody,
  transitionParams,
  transitionResult,
  workerDetail,
  workerExportQuery,
  workerFileList,
  workerFileParams,
  type WorkerFile,
  workerIdParams,
  workerListPage,
  workerListQuery,
} from './workers.ts';
import { createWorkerBody, createWorkerResult, updateWorkerBody } from './worker-form.ts';
import { ROLE_SETS } from '../../role-sets.ts';

const tags = ['workers'] as const;
const financeTags = ['finance'] as const;
/** hr and admin act, manager reads, finance sees the bank list only (issue 5). */
const ACTORS = ROLE_SETS.hrDecisions;
const READERS = ROLE_SETS.people;
const FINANCE = ROLE_SETS.finance;

/** The answer of PATCH /api/workers/:id: the new version and the fields that changed. */
export const updateWorkerResult = z.object({ id: z.string(), version: z.number(), changed: z.array(z.string()) });

/** Applicants and workers (docs/product/life-cycles.md#workers), their documents, and the finance part-timer list. */
export const workerEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/workers',
    access: READERS,
    tags,
    query: workerListQuery,
    response: workerListPage,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/workers/export',
    access: READERS,
    tags,
    query: workerExportQuery,
    answer: 'file',
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/workers/discharge-history',
    access: READERS,
    tags,
    query: dischargeHistoryQuery,
    response: dischargeHistoryPage,
  }),
  historyExport: endpoint({
    method: 'GET',
    path: '/api/workers/discharge-history/export',
    access: READERS,
    tags,
    query: dischargeHistoryExportQuery,
    answer: 'file',
  }),
  finance: endpoint({
    method: 'GET',
    path: '/api/finance/part-timers',
    access: FINANCE,
    tags: financeTags,
    query: financePartTimerQuery,
    response: financePartTimerPage,
  }),
  financeExport: endpoint({
    method: 'GET',
    path: '/api/finance/part-timers/export',
    access: FINANCE,
    tags: financeTags,
    query: financePartTimerExportQuery,
    answer: 'file',
  }),
  /** The finance part-timer list's row of one worker (and their status): the head of the worker's pay page for finance. */
  financeGet: endpoint({
    method: 'GET',
    path: '/api/finance/part-timers/:id',
    access: FINANCE,
    tags: financeTags,
    params: workerIdParams,
    response: financePartTimer,
    summary: 'One worker as finance sees them (ID and account masked); applicants are not found',
  }),

  create: endpoint({
    method: 'POST',
    path: '/api/workers',
    // A manager may enter a worker too; theirs waits for hr in the pending list (worker-edit.ts).
    access: READERS,
    tags,
    body: createWorkerBody,
    response: createWorkerResult,
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/workers/:id',
    access: READERS,
    tags,
    params: workerIdParams,
    response: workerDetail,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/workers/:id',
    access: ACTORS,
    tags,
    params: workerIdParams,
    body: updateWorkerBody,
    response: updateWorkerResult,
  }),
  transition: endpoint({
    method: 'POST',
    path: '/api/workers/:id/transitions/:action',
    access: ACTORS,
    tags,
    params: transitionParams,
    body: transitionBody,
    response: transitionResult,
  }),
  /** One unmasked field (ID number or bank account); the answer is never cached. */
  reveal: endpoint({
    method: 'POST',
    path: '/api/workers/:id/reveal',
    access: ACTORS,
    tags,
    params: workerIdParams,
    body: revealBody,
    response: revealResult,
  }),

  files: endpoint({
    method: 'GET',
    path: '/api/workers/:id/files',
    access: READERS,
    tags,
    params: workerIdParams,
    response: workerFileList,
  }),
  /**
   * A document's bytes; `disposition=inline` to view it in the browser. Every download is audited.
   * A document that prints the full ID number (the contract) follows the reveal rule: see fileAccess().
   */
  file: endpoint({
    method: 'GET',
    path: '/api/workers/:id/files/:fileId',
    access: READERS,
    tags,
    params: workerFileParams,
    query: fileDownloadQuery,
    answer: 'file',
    description: 'Documents that print the full ID number (the contract) only for the roles that may reveal it.',
  }),
  /** The signed consent document: multipart/form-data, file field `file` (PDF, JPG or PNG). */
  consent: endpoint({
    method: 'POST',
    path: '/api/workers/:id/consent',
    access: ACTORS,
    tags,
    params: workerIdParams,
    upload: 'multipart',
    response: consentResult,
  }),
};

/** Worker documents that print the full ID number (issue 12, defect 4): the signed contract. */
export const FULL_ID_FILE_KINDS: ReadonlySet<WorkerFile['kind']> = new Set(['contract']);

/**
 * Who may download a worker document of this kind: a document carrying the full ID number follows
 * the reveal rule (the roles that may unmask the ID), the others the file endpoint's rule. The
 * server checks it per download; the web shows the download only when `can({ access })` holds.
 */
export function fileAccess(kind: WorkerFile['kind']): Access {
  return FULL_ID_FILE_KINDS.has(kind) ? workerEndpoints.reveal.access : workerEndpoints.file.access;
}
