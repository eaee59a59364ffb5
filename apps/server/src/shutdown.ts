import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import type { StopJob } from './jobs/periodic.ts';

export type ShutdownParts = {
  app: FastifyInstance;
  database: Database;
  stopJobs: readonly StopJob[];
  /** Longest wait for in-flight requests and job runs before connections are cut. */
  timeoutMs: number;
};

/**
 * Graceful shutdown: stop accepting connections, let in-flight requests finish (Fastify's close:
 * idle keep-alive connections are closed, new requests on open ones get 503), stop the periodic
 * jobs and wait for a run in progress, then close the database. Answers the exit code: 0, or 1
 * when the timeout passed first (the remaining connections are then destroyed).
 */
export async function shutdown({ app, database, stopJobs, timeoutMs }: ShutdownParts): Promise<0 | 1> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const drained = Promise.all([app.close(), ...stopJobs.map((stop) => stop())]).then(() => 'drained' as const);
  // A keep-alive connection whose request has been answered would stay open until the client or
  // the keep-alive timeout ends it: close connections as they become idle.
  const sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
  const outcome = await Promise.race([drained, timedOut]).catch((err: unknown) => {
    app.log.error({ err }, 'shutdown: closing failed');
    return 'failed' as const;
  });
  clearInterval(sweeper);
  clearTimeout(timer);
  if (outcome !== 'drained') {
    if (outcome === 'timeout') app.log.warn(`shutdown: requests still running after ${timeoutMs} ms, closing them`);
    app.server.closeAllConnections();
  }
  await database.close().catch((err: unknown) => app.log.error({ err }, 'shutdown: closing the database failed'));
  return outcome === 'drained' ? 0 : 1;
}
