import { Worker } from 'node:worker_threads';
import type { PoolJob, PoolJobReply } from './pool-worker.ts';

export type WorkerPoolOptions = {
  /** Worker threads at most (started on demand). */
  size: number;
  /** A job that takes longer ends its worker and fails (500); the next one starts a new worker. */
  timeoutMs: number;
  /** An idle worker is ended after this long (the next job starts a new one). */
  idleMs: number;
  /** The worker's heap limit: a crafted input can exhaust the worker, never the server. */
  maxHeapMb: number;
};

/**
 * What a pool runs: a module whose exported function `name` takes the job's input (structured
 * clone) and resolves to the output (structured clone back). `name` defaults to `render`.
 */
export type WorkerTask = { module: URL; name?: string };

/** Thrown when a worker thread failed (crashed, out of memory, too slow) or the task threw: a server fault, 500. */
export class WorkerPoolError extends Error {
  /** The name of the error the task threw in the worker (for a pool to map it to its own error). */
  readonly taskError: string | null;
  constructor(message: string, options?: ErrorOptions & { taskError?: string }) {
    super(message, options);
    this.name = 'WorkerPoolError';
    this.taskError = options?.taskError ?? null;
  }
}

type Job<I, O> = { id: number; input: I; resolve: (r: O) => void; reject: (e: Error) => void };
type Slot<I, O> = { worker: Worker; job: Job<I, O> | null; timer: NodeJS.Timeout | null };

const WORKER_ENTRY = new URL('./pool-worker.mjs', import.meta.url);

/**
 * Runs CPU-bound work (PDF layout: contracts, payslips) in worker threads, off the event loop that
 * answers requests: pdf-lib lays out and encodes synchronously, so on the main thread one slow
 * document stalls every other request (issue 12, defect 2). Jobs wait in a queue for a free
 * worker; workers start on demand, are unref'd while idle (they never keep the process alive),
 * end after `idleMs` without work, and run at nice 10 on Linux (pool-worker.ts).
 */
export class WorkerPool<I, O> {
  private readonly slots: Slot<I, O>[] = [];
  private readonly queue: Job<I, O>[] = [];
  private nextId = 1;

  constructor(
    private readonly task: WorkerTask,
    private readonly opts: WorkerPoolOptions,
    /** Turns a failure into the caller's error (the default: WorkerPoolError). */
    private readonly describe: (message: string, taskError: string | null) => Error = (message, taskError) =>
      new WorkerPoolError(message, taskError ? { taskError } : {}),
  ) {}

  run(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, resolve, reject });
      this.pump();
    });
  }

  /** Workers running now (for tests). */
  get threads(): number {
    return this.slots.length;
  }

  /** Jobs waiting for a worker (for tests and back-pressure). */
  get waiting(): number {
    return this.queue.length;
  }

  /** Ends every worker; jobs in flight or queued fail. A later job starts new workers. */
  async close(): Promise<void> {
    const closing = this.describe('The worker pool was closed', null);
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

  private spawn(): Slot<I, O> {
    const worker = new Worker(WORKER_ENTRY, {
      workerData: { module: this.task.module.href, name: this.task.name ?? 'render' },
      resourceLimits: { maxOldGenerationSizeMb: this.opts.maxHeapMb },
    });
    const slot: Slot<I, O> = { worker, job: null, timer: null };
    worker.on('message', (reply: PoolJobReply<O>) => {
      if (!slot.job || slot.job.id !== reply.id) return;
      if (reply.ok) this.finish(slot, { value: reply.output });
      else this.finish(slot, null, this.describe(reply.message, reply.errorName));
    });
    worker.on('error', (err) => this.drop(slot, this.withCause(this.describe('The worker thread failed', null), err)));
    worker.on('exit', () => this.drop(slot, this.describe('The worker thread ended', null)));
    this.slots.push(slot);
    return slot;
  }

  private withCause(error: Error, cause: unknown): Error {
    return Object.assign(error, { cause });
  }

  private start(slot: Slot<I, O>, job: Job<I, O>): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      this.drop(slot, this.describe(`The job took longer than ${this.opts.timeoutMs} ms`, null));
      void slot.worker.terminate();
    }, this.opts.timeoutMs);
    slot.worker.postMessage({ id: job.id, input: job.input } satisfies PoolJob<I>);
  }

  /** Settles the slot's job and makes the slot idle (unref'd, ended after idleMs), then serves the queue. */
  private finish(slot: Slot<I, O>, result: { value: O } | null, error?: Error): void {
    const job = slot.job;
    slot.job = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    if (job) {
      if (result) job.resolve(result.value);
      else job.reject(error ?? this.describe('The worker thread failed', null));
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
  private drop(slot: Slot<I, O>, error: Error): void {
    if (!this.remove(slot)) return;
    this.finish(slot, null, error);
    this.pump();
  }

  private remove(slot: Slot<I, O>): boolean {
    const i = this.slots.indexOf(slot);
    if (i < 0) return false;
    this.slots.splice(i, 1);
    return true;
  }
}
