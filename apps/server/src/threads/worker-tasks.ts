import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { isValidPdf } from '../http/file-content.ts';
import {
  renderContractPdf,
  UnreadableSignatureError,
  type ContractInput,
} from '../modules/registration/contract-pdf.ts';
import { renderPayslipPdf } from '../modules/pay-runs/documents/payslip-pdf.ts';
import type { PayslipInput } from '../modules/pay-runs/documents/payslip-items.ts';
import { renderIr8aPdf } from '../modules/pay-runs/documents/ir8a-pdf.ts';
import type { Ir8aFormInput } from '../modules/pay-runs/documents/ir8a-items.ts';

/**
 * The work a background thread does (worker-pool.ts): CPU-bound steps that are synchronous inside
 * pdf-lib and would stall every request on the thread that answers them.
 */
export type WorkerTasks = {
  /** The signed contract PDF (modules/registration). */
  contract: (input: ContractInput) => Promise<{ pdf: Uint8Array; kind: string }>;
  /** Whether bytes parse as a PDF with a page (http/file-content.ts: the upload content check). */
  checkPdf: (bytes: Uint8Array) => Promise<boolean>;
  /** One itemised payslip PDF (modules/pay-runs/documents). */
  payslip: (input: PayslipInput) => Promise<Uint8Array>;
  /** One worker's Form IR8A PDF for a year (modules/pay-runs/documents). */
  ir8a: (input: Ir8aFormInput) => Promise<Uint8Array>;
};
export type TaskName = keyof WorkerTasks;

/** A job for a worker thread and its answer. `code` names an input error the caller maps (else a fault). */
export type WorkerJob = { id: number; task: TaskName; payload: unknown };
export type WorkerJobReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; code: 'unreadableSignature' | null; message: string };

/** The worker thread's nice value (0 normal, 19 lowest). */
export const WORKER_THREAD_NICE = 10;

const tasks: WorkerTasks = {
  contract: (input) => renderContractPdf(input),
  checkPdf: (bytes) => isValidPdf(bytes),
  payslip: (input) => renderPayslipPdf(input),
  ir8a: (input) => renderIr8aPdf(input),
};

const port = parentPort;
if (!port) throw new Error('worker-tasks.ts runs only in a worker thread (see worker-pool.ts)');

// Linux keeps the nice value per thread, so this lowers only this worker thread: when the cores
// are busy the thread that answers requests gets them first and background work waits (elsewhere
// the value would apply to the whole process, so it is left alone).
if (process.platform === 'linux') {
  try {
    setPriority(WORKER_THREAD_NICE);
  } catch {
    /* not permitted: run at the normal priority */
  }
}

port.on('message', (job: WorkerJob) => {
  const run = tasks[job.task] as (payload: unknown) => Promise<unknown>;
  run(job.payload).then(
    (value) => port.postMessage({ id: job.id, ok: true, value } satisfies WorkerJobReply),
    (err: unknown) =>
      port.postMessage({
        id: job.id,
        ok: false,
        code: err instanceof UnreadableSignatureError ? 'unreadableSignature' : null,
        message: err instanceof Error ? err.message : String(err),
      } satisfies WorkerJobReply),
  );
});
