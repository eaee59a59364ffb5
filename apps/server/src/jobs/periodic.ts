import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

type Logger = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type PeriodicJob<R> = {
  /** Names the job in the log. */
  name: string;
  run: () => Promise<R>;
  /** Whether a result is worth a log line (a quiet run logs nothing). */
  report?(result: R): boolean;
  intervalMs: number;
  /** Delay of the first run after start, so start-up is not slowed. */
  firstRunMs?: number;
};

/** Stops the timers; the promise settles when a run in progress has finished. */
export type StopJob = () => Promise<void>;

/**
 * Runs a background job shortly after start and then every interval; a failure is logged and the
 * next run goes ahead. The timers do not keep the process alive. Answers a stop function that
 * waits for a run in progress (graceful shutdown closes the database after it).
 */
export function startPeriodicJob<R extends object>(log: Logger, job: PeriodicJob<R>): StopJob {
  let current: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (current || stopped) return; // a slow run is not overlapped by the next one
    current = job
      .run()
      .then((result) => {
        if (job.report?.(result)) log.info(result, `${job.name} done`);
      })
      .catch((err: unknown) => log.error({ err }, `${job.name} failed`))
      .finally(() => {
        current = null;
      });
  };
  const first = setTimeout(tick, job.firstRunMs ?? 10_000);
  const timer = setInterval(tick, job.intervalMs);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await current;
  };
}

/** A run that did not happen on this instance, and why. */
export type SkippedRun = { skipped: 'running elsewhere' | 'ran recently' };

/** The advisory-lock key of a job: a stable 32-bit number from its name. */
export const jobLockKey = (name: string): number => createHash('sha256').update(name).digest().readInt32BE(0);

/**
 * The job as every instance on one database may schedule it, run once across them: each run holds
 * the job's advisory lock (a tick while another instance runs it is skipped) and claims the job's
 * row in job_runs (a tick within 90% of the interval after another instance's run is skipped).
 */
export function acrossInstances<R extends object>(
  database: Database,
  job: PeriodicJob<R>,
): PeriodicJob<R | SkippedRun> {
  const key = jobLockKey(job.name);
  const minGapMs = Math.floor(job.intervalMs * 0.9);
  return {
    ...job,
    report: (r) => !('skipped' in r) && (job.report?.(r as R) ?? false),
    run: async () => {
      const outcome = await database.tryExclusive(key, async (): Promise<R | SkippedRun> => {
        const claimed = await database.db.execute(sql`
          insert into job_runs (name, last_run_at) values (${job.name}, now())
          on conflict (name) do update set last_run_at = now()
            where job_runs.last_run_at <= now() - ${minGapMs}::int * interval '1 millisecond'
          returning name`);
        if (claimed.rows.length === 0) return { skipped: 'ran recently' };
        return job.run();
      });
      return outcome.ran ? outcome.value : { skipped: 'running elsewhere' };
    },
  };
}
