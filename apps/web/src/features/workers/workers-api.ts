import type {
  DischargeHistoryPage,
  DischargeHistoryQuery,
  FinancePartTimerPage,
  FinancePartTimerQuery,
  TransitionResult,
  WorkerDetail,
  WorkerFile,
  WorkerListPage,
  WorkerListQuery,
} from '@wf/shared/contracts/workers/workers';
import type { CreateWorkerBody, UpdateWorkerBody } from '@wf/shared/contracts/workers/worker-form';
import type { WorkerAction } from '@wf/shared/domain/workers/status-machine';
import { api, ApiError, onUnauthorized } from '../../lib/api.ts';
import { getToken, clearToken, validToken } from '../../lib/token.ts';

type Query = Record<string, string | number | boolean | undefined | null>;

/** Query keys of the worker pages. */
export const workerKeys = {
  all: ['workers'] as const,
  list: (q: WorkerListQuery) => ['workers', 'list', q] as const,
  history: (q: DischargeHistoryQuery) => ['workers', 'history', q] as const,
  finance: (q: FinancePartTimerQuery) => ['workers', 'finance', q] as const,
  detail: (id: string) => ['workers', 'detail', id] as const,
};

export const workersApi = {
  list: (q: WorkerListQuery) => api<WorkerListPage>('/api/workers', { query: q as Query }),
  history: (q: DischargeHistoryQuery) => api<DischargeHistoryPage>('/api/workers/discharge-history', { query: q as Query }),
  finance: (q: FinancePartTimerQuery) => api<FinancePartTimerPage>('/api/finance/part-timers', { query: q as Query }),
  detail: (id: string) => api<WorkerDetail>(`/api/workers/${id}`),
  transition: (id: string, action: WorkerAction, body: { version: number; reason?: string; lastWorkingDay?: string }) =>
    api<TransitionResult>(`/api/workers/${id}/transitions/${action}`, { method: 'POST', body }),
  reveal: (id: string, field: 'idNumber' | 'bankAcc') =>
    api<{ field: string; value: string }>(`/api/workers/${id}/reveal`, { method: 'POST', body: { field } }),
  create: (body: CreateWorkerBody) =>
    api<{ id: string; employeeCode: string | null; status: string; version: number }>('/api/workers', { method: 'POST', body }),
  update: (id: string, body: UpdateWorkerBody) =>
    api<{ id: string; version: number; changed: string[] }>(`/api/workers/${id}`, { method: 'PATCH', body }),
  uploadConsent: (id: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api<{ consentReceivedAt: string; file: WorkerFile; version: number }>(`/api/workers/${id}/consent`, { method: 'POST', body: form });
  },
};

/**
 * GET of a binary answer (export, document) with the signed-in user's token; files are never
 * served from a public URL. Answers the blob and the file name of Content-Disposition.
 */
export async function fetchBlob(path: string, query?: Query): Promise<{ blob: Blob; filename: string | null }> {
  const headers = new Headers();
  const token = validToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else if (getToken()) clearToken();
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const url = q.toString() ? `${path}?${q}` : path;
  const res = await fetch(url, { headers });
  if (res.status === 401 && token) {
    onUnauthorized();
    throw new ApiError(401, 'UNAUTHENTICATED', 'Your session has ended');
  }
  if (!res.ok) {
    let message = res.statusText;
    let code = `HTTP_${res.status}`;
    try {
      const body = (await res.json()) as { error?: { code?: string; message?: string } };
      message = body.error?.message ?? message;
      code = body.error?.code ?? code;
    } catch {
      /* not JSON */
    }
    throw new ApiError(res.status, code, message);
  }
  const cd = res.headers.get('content-disposition') ?? '';
  const m = /filename="([^"]+)"/.exec(cd);
  return { blob: await res.blob(), filename: m?.[1] ?? null };
}

/** Saves a blob as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
