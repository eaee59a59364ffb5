import { availableParallelism } from 'node:os';
import type { ContractKind } from '@wf/shared/contracts/registration/contract-text';
import { WorkerPool, WorkerPoolError, type WorkerPoolOptions } from '../../pdf/worker-pool.ts';
import { UnreadableSignatureError, type ContractInput } from './contract-pdf.ts';

export type ContractPoolOptions = WorkerPoolOptions;

/** Thrown when a worker thread failed (crashed, out of memory, too slow): a server fault, 500. */
export const ContractWorkerError = WorkerPoolError;

type Output = { pdf: Uint8Array; kind: ContractKind };

/**
 * Makes contract PDFs in worker threads (pdf/worker-pool.ts), off the event loop that answers
 * requests: decoding a signature and laying out the contract are synchronous inside pdf-lib, so on
 * the main thread one slow contract stalls every other request (issue 12, defect 2).
 */
export class ContractPdfPool {
  private readonly pool: WorkerPool<ContractInput, Output>;

  constructor(opts: ContractPoolOptions) {
    this.pool = new WorkerPool<ContractInput, Output>(
      { module: new URL('./contract-pdf.ts', import.meta.url), name: 'renderContractPdf' },
      opts,
      (message, taskError) =>
        taskError === 'UnreadableSignatureError'
          ? new UnreadableSignatureError(message)
          : new WorkerPoolError(taskError ? `Contract PDF failed: ${message}` : message),
    );
  }

  async render(input: ContractInput): Promise<{ pdf: Buffer; kind: ContractKind }> {
    // A copy of exactly the signature's bytes (not the whole buffer it may be a view of).
    const { pdf, kind } = await this.pool.run({ ...input, signaturePng: new Uint8Array(input.signaturePng) });
    return { pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), kind };
  }

  /** Workers running now (for tests). */
  get threads(): number {
    return this.pool.threads;
  }

  /** Ends every worker; jobs in flight or queued fail. A later render starts new workers. */
  close(): Promise<void> {
    return this.pool.close();
  }
}

/** The process's pool: one worker per spare core, at most two (PDFs are quick; a crafted one waits its turn). */
export const contractPdfPool = new ContractPdfPool({
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
  timeoutMs: 30_000,
  idleMs: 60_000,
  maxHeapMb: 512,
});
