import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ContractKind } from '@wf/shared/contracts/registration/contract-text';
import { UnreadableSignatureError, type ContractInput } from './contract-pdf.ts';
import type { ContractJob, ContractJobReply } from './contract-worker.ts';

export type ContractPoolOptions = {
  /** Worker threads at most (started on demand). */
  size: number;
  /** A contract that takes longer ends its worker and fails (500); the next one starts a new worker. */
  timeoutMs: number;
  /** An idle worker is ended after this long (the next contract starts a new one). */
  idleMs: number;
  /** The worker's heap limit: a crafted input can exhaust the worker, never the server. */
  maxHeapMb: number;
};

type Job = { id: number; input: ContractInput; resolve: (r: { pdf: Buffer; kind: ContractKind }) => void; reject: (e: Error) => void };
type Slot = { worker: Worker; job: Job | null; timer: NodeJS.Timeout | null };

const WORKER_ENTRY = new URL('./contract-worker.mjs', import.meta.url);

/** Thrown when a worker thread failed (crashed, out of memory, too slow): a server fault, 500. */
export class ContractWorkerError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ContractWorkerError';
  }
}

/**
 * Makes contract PDFs in worker threads, off the event loop that answers requests: decoding a
 * signature and laying out the contract are synchronous inside pdf-lib, so on the main thread one
 * slow contract stalls every other request (issue 12, defect 2). Jobs wait in a queue for a free
 * worker; workers start on demand, are unref'd while idle (they never keep the process alive) and
 * end after `idleMs` without work.
 */
export class ContractPdfPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(private readonly opts: ContractPoolOptions) {}

  render(input: ContractInput): Promise<{ pdf: Buffer; kind: ContractKind }> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, resolve, reject });
      this.pump();
    });
  }

  /** Workers running now (for tests). */
  get threads(): number {
    return this.slots.length;
  }

  /** Ends every worker; jobs in flight or queued fail. A later render starts new workers. */
  async close(): Promise<void> {
    const closing = new ContractWorkerError('The contract worker pool was closed');
    for (const job of this.queue.splice(0)) job.reject(closing);
    await Promise.all(
      [...this.slots].map((slot) => {
        this.finish(slot, null, closing);
        return slot.worker.terminate();
      }),
    );
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => !s.job) ?? (this.slots.length < this.opts.size ? this.spawn() : undefined);
      if (!slot) return;
      this.start(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_ENTRY, { resourceLimits: { maxOldGenerationSizeMb: this.opts.maxHeapMb } });
    const slot: Slot = { worker, job: null, timer: null };
    worker.on('message', (reply: ContractJobReply) => {
      if (!slot.job || slot.job.id !== reply.id) return;
      if (reply.ok) this.finish(slot, { pdf: Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength), kind: reply.kind as ContractKind });
      else this.finish(slot, null, reply.unreadableSignature ? new UnreadableSignatureError(reply.message) : new ContractWorkerError(`Contract PDF failed: ${reply.message}`));
    });
    worker.on('error', (err) => this.drop(slot, new ContractWorkerError('The contract worker failed', { cause: err })));
    worker.on('exit', () => this.drop(slot, new ContractWorkerError('The contract worker ended')));
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      this.drop(slot, new ContractWorkerError(`The contract took longer than ${this.opts.timeoutMs} ms`));
      void slot.worker.terminate();
    }, this.opts.timeoutMs);
    // A copy of exactly the signature's bytes (not the whole buffer it may be a view of).
    slot.worker.postMessage({ id: job.id, input: { ...job.input, signaturePng: new Uint8Array(job.input.signaturePng) } } satisfies ContractJob);
  }

  /** Settles the slot's job and makes the slot idle (unref'd, ended after idleMs), then serves the queue. */
  private finish(slot: Slot, result: { pdf: Buffer; kind: ContractKind } | null, error?: Error): void {
    const job = slot.job;
    slot.job = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    if (job) {
      if (result) job.resolve(result);
      else job.reject(error ?? new ContractWorkerError('The contract worker failed'));
    }
    if (!this.slots.includes(slot)) return;
    slot.worker.unref();
    slot.timer = setTimeout(() => {
      if (slot.job) return;
      this.remove(slot);
      void slot.worker.terminate();
    }, this.opts.idleMs);
    slot.timer.unref();
    this.pump();
  }

  /** A worker that failed or ended: its job fails, the slot goes, queued jobs get a new worker. */
  private drop(slot: Slot, error: Error): void {
    if (!this.remove(slot)) return;
    this.finish(slot, null, error);
    this.pump();
  }

  private remove(slot: Slot): boolean {
    const i = this.slots.indexOf(slot);
    if (i < 0) return false;
    this.slots.splice(i, 1);
    return true;
  }
}

/** The process's pool: one worker per spare core, at most two (PDFs are quick; a crafted one waits its turn). */
export const contractPdfPool = new ContractPdfPool({
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
  timeoutMs: 30_000,
  idleMs: 60_000,
  maxHeapMb: 512,
});
