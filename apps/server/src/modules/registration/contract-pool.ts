import type { ContractKind } from '@wf/shared/contracts/registration/contract-text';
import { backgroundPool, WorkerPool, WorkerTaskError, type WorkerPoolOptions } from '../../threads/worker-pool.ts';
import { UnreadableSignatureError, type ContractInput } from './contract-pdf.ts';

/** Thrown when a worker thread failed (crashed, out of memory, too slow): a server fault, 500. */
export class ContractWorkerError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ContractWorkerError';
  }
}

/**
 * Contract PDFs made in the background worker threads (threads/worker-pool.ts), never on the
 * thread that answers requests: decoding a signature and laying out the contract are synchronous
 * inside pdf-lib (issue 12, defect 2). An unreadable signature is UnreadableSignatureError (400).
 */
export class ContractPdfPool {
  private readonly pool: WorkerPool;

  /** On the process's background pool, or on a pool of its own (tests). */
  constructor(pool: WorkerPool | WorkerPoolOptions) {
    this.pool = pool instanceof WorkerPool ? pool : new WorkerPool(pool);
  }

  async render(input: ContractInput): Promise<{ pdf: Buffer; kind: ContractKind }> {
    // A copy of exactly the signature's bytes (not the whole buffer it may be a view of), moved to the worker.
    const signaturePng = new Uint8Array(input.signaturePng);
    try {
      const { pdf, kind } = await this.pool.run('contract', { ...input, signaturePng }, [signaturePng.buffer]);
      return { pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), kind: kind as ContractKind };
    } catch (err) {
      if (err instanceof WorkerTaskError && err.code === 'unreadableSignature') throw new UnreadableSignatureError(err);
      throw new ContractWorkerError(`Contract PDF failed: ${(err as Error).message}`, { cause: err });
    }
  }

  /** Workers running now (for tests). */
  get threads(): number {
    return this.pool.threads;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** The process's contracts, on the shared background pool. */
export const contractPdfPool = new ContractPdfPool(backgroundPool);
