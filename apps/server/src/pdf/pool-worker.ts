import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

/** A job for a pool worker thread and its answer (see worker-pool.ts). */
export type PoolJob<I> = { id: number; input: I };
export type PoolJobReply<O> =
  | { id: number; ok: true; output: O }
  | { id: number; ok: false; errorName: string | null; message: string };

/** The worker thread's nice value (0 normal, 19 lowest). */
export const POOL_THREAD_NICE = 10;

const port = parentPort;
if (!port) throw new Error('pool-worker.ts runs only in a worker thread (see worker-pool.ts)');

// Linux keeps the nice value per thread, so this lowers only this worker thread: when the cores
// are busy the thread that answers requests gets them first and documents wait (elsewhere the
// value would apply to the whole process, so it is left alone).
if (process.platform === 'linux') {
  try {
    setPriority(POOL_THREAD_NICE);
  } catch {
    /* not permitted: run at the normal priority */
  }
}

const { module, name } = workerData as { module: string; name: string };
const task = ((await import(module)) as Record<string, unknown>)[name];
if (typeof task !== 'function') throw new Error(`${module} exports no function ${name}`);
const run = task as (input: unknown) => Promise<unknown>;

port.on('message', (job: PoolJob<unknown>) => {
  run(job.input).then(
    (output) => port.postMessage({ id: job.id, ok: true, output } satisfies PoolJobReply<unknown>),
    (err: unknown) =>
      port.postMessage({
        id: job.id,
        ok: false,
        errorName: err instanceof Error ? err.name : null,
        message: err instanceof Error ? err.message : String(err),
      } satisfies PoolJobReply<unknown>),
  );
});
