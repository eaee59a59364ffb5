import type { ImportRecord, ImportStatus } from '@wf/shared/contracts/data-migration/roster-import';

type Progress = ImportRecord['progress'];

/**
 * The progress of the running check or commit, by import id. It lives in this process only: a
 * commit holds its transaction until it ends, so its progress cannot be written to the database
 * (on PGlite nothing else could write meanwhile). An import whose process ended shows its status.
 */
const running = new Map<string, Progress>();

export function setProgress(id: string, p: Progress): void {
  running.set(id, p);
}

export function clearProgress(id: string): void {
  running.delete(id);
}

export function progressOf(id: string, status: ImportStatus): Progress {
  return (
    running.get(id) ?? {
      phase: status === 'checking' || status === 'committing' ? 'queued' : 'done',
      done: 0,
      total: 0,
    }
  );
}

let chain: Promise<void> = Promise.resolve();

/** Runs import jobs one after another in this process (a check or commit holds a transaction for its whole file). */
export function enqueue(job: () => Promise<void>): Promise<void> {
  chain = chain.then(job, job).catch(() => undefined);
  return chain;
}

/** Resolves when every queued job has ended (tests, shutdown). */
export const idle = (): Promise<void> => chain;
