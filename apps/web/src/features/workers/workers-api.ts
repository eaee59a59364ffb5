import type { z } from 'zod';
import type {
  DischargeHistoryQuery,
  FinancePartTimerQuery,
  TransitionBody,
  WorkerListQuery,
} from '@wf/shared/contracts/workers/workers';
import type { CreateWorkerBody, UpdateWorkerBody } from '@wf/shared/contracts/workers/worker-form';
import { workerEndpoints as e } from '@wf/shared/contracts/workers/endpoints';
import type { ExportFormat } from '@wf/shared/contracts/common/list-query';
import type { WorkerAction } from '@wf/shared/domain/workers/status-machine';
import { call } from '../../lib/call.ts';

/** Query keys of the worker pages. */
export const workerKeys = {
  all: ['workers'] as const,
  list: (q: WorkerListQuery) => ['workers', 'list', q] as const,
  history: (q: DischargeHistoryQuery) => ['workers', 'history', q] as const,
  finance: (q: FinancePartTimerQuery) => ['workers', 'finance', q] as const,
  detail: (id: string) => ['workers', 'detail', id] as const,
  financeDetail: (id: string) => ['workers', 'finance-detail', id] as const,
};

/** What an export sends besides the format: the list's filters and sort, and the visible columns. */
type ExportQuery<E extends { query: z.ZodType }> = Omit<z.input<E['query']>, 'format'>;

export const workersApi = {
  list: (query: WorkerListQuery) => call(e.list, { query }),
  export: (query: ExportQuery<typeof e.export>, format: ExportFormat) =>
    call(e.export, { query: { ...query, format } }),
  history: (query: DischargeHistoryQuery) => call(e.history, { query }),
  historyExport: (query: ExportQuery<typeof e.historyExport>, format: ExportFormat) =>
    call(e.historyExport, { query: { ...query, format } }),
  finance: (query: FinancePartTimerQuery) => call(e.finance, { query }),
  financeExport: (query: ExportQuery<typeof e.financeExport>, format: ExportFormat) =>
    call(e.financeExport, { query: { ...query, format } }),
  detail: (id: string) => call(e.get, { params: { id } }),
  financeDetail: (id: string) => call(e.financeGet, { params: { id } }),
  transition: (id: string, action: WorkerAction, body: TransitionBody) =>
    call(e.transition, { params: { id, action }, body }),
  reveal: (id: string, field: 'idNumber' | 'bankAcc') => call(e.reveal, { params: { id }, body: { field } }),
  create: (body: CreateWorkerBody) => call(e.create, { body }),
  update: (id: string, body: UpdateWorkerBody) => call(e.update, { params: { id }, body }),
  uploadConsent: (id: string, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return call(e.consent, { params: { id }, body });
  },
  /** A document's bytes (never a public URL): `inline` to view it, else to download. */
  file: (id: string, fileId: string, disposition: 'inline' | 'attachment') =>
    call(e.file, { params: { id, fileId }, query: { disposition } }),
};
