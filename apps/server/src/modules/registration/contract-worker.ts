import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderContractPdf, UnreadableSignatureError, type ContractInput } from './contract-pdf.ts';

/** A job for a contract worker thread and its answer (see contract-pool.ts). */
export type ContractJob = { id: number; input: ContractInput };
export type ContractJobReply =
  | { id: number; ok: true; pdf: Uint8Array; kind: string }
  | { id: number; ok: false; unreadableSignature: boolean; message: string };

/** The worker thread's nice value (0 normal, 19 lowest). */
export const CONTRACT_THREAD_NICE = 10;

const port = parentPort;
if (!port) throw new Error('contract-worker.ts runs only in a worker thread (see contract-pool.ts)');

// Linux keeps the nice value per thread, so this lowers only this worker thread: when the cores
// are busy the thread that answers requests gets them first and contracts wait (elsewhere the
// value would apply to the whole process, so it is left alone).
if (process.platform === 'linux') {
  try {
    setPriority(CONTRACT_THREAD_NICE);
  } catch {
    /* not permitted: run at the normal priority */
  }
}

port.on('message', (job: ContractJob) => {
  renderContractPdf(job.input).then(
    ({ pdf, kind }) => port.postMessage({ id: job.id, ok: true, pdf, kind } satisfies ContractJobReply),
    (err: unknown) =>
      port.postMessage({
        id: job.id,
        ok: false,
        unreadableSignature: err instanceof UnreadableSignatureError,
        message: err instanceof Error ? err.message : String(err),
      } satisfies ContractJobReply),
  );
});
