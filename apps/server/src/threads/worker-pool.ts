import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { TaskName, WorkerJob, WorkerJobReply, WorkerTasks } from './worker-tasks.ts';

export type WorkerPoolOptions = {
  /** Worker threads at most (started on demand). */
  size: number;
  /** A job that takes longer ends its worker and fails; the next one starts a new worker. */
  timeoutMs: number;
  /** An idle worker is ended after this long (the next job starts a new one). */
  idleMs: number;
  /** The worker's heap limit: a crafted input can exhaust the worker, never the server. */
  maxHeapMb: number;
};

type Job = { id: number; task: TaskName; payload: unknown; transfer: ArrayBuffer[]; resolve: (value: unknown) => void; reject: (e: Error) => void };
type Slot = { worker: Worker; job: Job | null; timer: NodeJS.Timeout | null };

const WORKER_ENTRY = new URL('./worker-entry.mjs', import.meta.url);

/**
 * A job failed in its worker thread. `code` names an input error the task reported (e.g. an
 * unreadable signature); null is a fault (the task threw, or the worker crashed, ran out of
 * memory or took too long).
 */
export class WorkerTaskError extends Error {
  constructor(
    message: string,
    readonly code: 'unreadableSignature' | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'WorkerTaskError';
  }
}

/**
 * Runs CPU-bound tasks (worker-tasks.ts: contract PDFs, PDF content checks) in worker threads,
 * off the event loop that answers requests: they are synchronous inside pdf-lib, so on the main
 * thread one slow file stalls every other request (issue 12). Jobs wait in a queue for a free
 * worker; workers start on demand, are unref'd while idle (they never keep the process alive)
 * and end after `idleMs` without work.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(private readonly opts: WorkerPoolOptions) {}

  /** Runs a task in a worker; `transfer` moves those buffers to it (they are unusable here after). */
  run<T extends TaskName>(
    task: T,
    payload: Parameters<WorkerTasks[T]>[0],
    transfer: ArrayBuffer[] = [],
  ): ReturnType<WorkerTasks[T]> {
    return new Promise<unknown>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, payload, transfer, resolve, reject });
      this.pump();
    }) as ReturnType<WorkerTasks[T]>;
  }

  /** Workers running now (for tests). */
  get threads(): number {
    return this.slots.length;
  }

  /** Ends every worker; jobs in flight or queued fail. A later job starts new workers. */
  async close(): Promise<void> {
    const closing = new WorkerTaskError('The worker pool was closed');
    for (const job of this.queue.splice(0)) job.reject(closing);
    await Promise.all(
      [...this.slots].map((slot) => {
        this.finish(slot, { error: closing });
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
    worker.on('message', (reply: WorkerJobReply) => {
      if (!slot.job || slot.job.id !== reply.id) return;
      if (reply.ok) this.finish(slot, { value: reply.value });
      else this.finish(slot, { error: new WorkerTaskError(`${slot.job.task} failed: ${reply.message}`, reply.code) });
    });
    worker.on('error', (err) => this.drop(slot, new WorkerTaskError('The worker thread failed', null, { cause: err })));
    worker.on('exit', () => this.drop(slot, new WorkerTaskError('The worker thread ended')));
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      this.drop(slot, new WorkerTaskError(`${job.task} took longer than ${this.opts.timeoutMs} ms`));
      void slot.worker.terminate();
    }, this.opts.timeoutMs);
    slot.worker.postMessage({ id: job.id, task: job.task, payload: job.payload } satisfies WorkerJob, job.transfer);
  }

  /** Settles the slot's job and makes the slot idle (unref'd, ended after idleMs), then serves the queue. */
  private finish(slot: Slot, outcome: { value: unknown } | { error: Error }): void {
    const job = slot.job;
    slot.job = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    if (job) {
      if ('value' in outcome) job.resolve(outcome.value);
      else job.reject(outcome.error);
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
    this.finish(slot, { error });
    this.pump();
  }

  private remove(slot: Slot): boolean {
    const i = this.slots.indexOf(slot);
    if (i < 0) return false;
    this.slots.splice(i, 1);
    return true;
  }
}

/**
 * The process's pool: one worker per spare core, at most two (a contract or a PDF check is quick;
 * a crafted one waits its turn), 30 s per job, 512 MB heap each.
 */
export const backgroundPool = new WorkerPool({
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
  timeoutMs: 30_000,
  idleMs: 60_000,
  maxHeapMb: 512,
});
