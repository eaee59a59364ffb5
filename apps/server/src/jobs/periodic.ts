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

/**
 * Runs a background job shortly after start and then every interval; a failure is logged and the
 * next run goes ahead. The timers do not keep the process alive. Answers a stop function.
 */
export function startPeriodicJob<R extends object>(log: Logger, job: PeriodicJob<R>): () => void {
  let running = false;
  const tick = () => {
    if (running) return; // a slow run is not overlapped by the next one
    running = true;
    job
      .run()
      .then((result) => {
        if (job.report?.(result)) log.info(result, `${job.name} done`);
      })
      .catch((err: unknown) => log.error({ err }, `${job.name} failed`))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(tick, job.firstRunMs ?? 10_000);
  const timer = setInterval(tick, job.intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
