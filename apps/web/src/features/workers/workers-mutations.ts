import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransitionBody } from '@wf/shared/contracts/workers/workers';
import type { CreateWorkerBody, UpdateWorkerBody } from '@wf/shared/contracts/workers/worker-form';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import type { WorkerAction } from '@wf/shared/domain/workers/status-machine';
import { ApiError } from '../../lib/api.ts';
import { workerKeys, workersApi } from './workers-api.ts';

/** Every worker list and page shows the changed record again. */
function useRefreshWorkers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: workerKeys.all });
}

/** A status change; a conflict (someone changed the worker first) also reloads the record. */
export function useTransitionWorker(id: string) {
  const refresh = useRefreshWorkers();
  return useMutation({
    mutationFn: ({ action, body }: { action: WorkerAction; body: TransitionBody }) =>
      workersApi.transition(id, action, body),
    onSuccess: () => void refresh(),
    onError: (e) => {
      if (e instanceof ApiError && e.code === ERROR_CODES.conflict) void refresh();
    },
  });
}

/** Edit details: the changed fields with the version the page shows. */
export function useUpdateWorker(id: string) {
  const refresh = useRefreshWorkers();
  return useMutation({
    mutationFn: (body: UpdateWorkerBody) => workersApi.update(id, body),
    onSuccess: () => void refresh(),
  });
}

/** Staff enter a worker; the lists reload before the caller moves on. */
export function useCreateWorker() {
  const refresh = useRefreshWorkers();
  return useMutation({
    mutationFn: (body: CreateWorkerBody) => workersApi.create(body),
    onSuccess: () => refresh(),
  });
}

/** The signed parental consent document. */
export function useUploadConsent(id: string) {
  const refresh = useRefreshWorkers();
  return useMutation({
    mutationFn: (file: File) => workersApi.uploadConsent(id, file),
    onSuccess: () => void refresh(),
  });
}

/** The full ID number or bank account (recorded in the audit log); nothing to reload. */
export function useRevealWorkerField(id: string) {
  return useMutation({
    mutationFn: (field: 'idNumber' | 'bankAcc') => workersApi.reveal(id, field),
  });
}
