/**
 * The process never waits on, or dies of, its own output (issue #26 item 12): a write to a closed
 * standard output or error (EPIPE, the reader of `| head` gone, a parent that exited) is dropped,
 * and the stream is given up, so logging cannot hold the process or throw. And SIGTERM always ends
 * the process: a hard exit after the shutdown's grace, on a timer that is not unref'd away.
 */

const BROKEN = new Set(['EPIPE', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END', 'ECONNRESET', 'EBADF']);

/** Stream errors of a gone reader are swallowed; the stream is destroyed so later writes are dropped at once. */
export function dropBrokenPipes(streams: NodeJS.WriteStream[] = [process.stdout, process.stderr]): void {
  for (const s of streams) {
    s.on('error', (err: NodeJS.ErrnoException) => {
      if (!BROKEN.has(err.code ?? '')) return;
      if (!s.destroyed) s.destroy();
    });
  }
}

/** How long after SIGTERM the process exits whatever happens: the shutdown's timeout and a margin for closing the database. */
export const hardExitAfterMs = (shutdownTimeoutMs: number) => shutdownTimeoutMs + 2_000;

/**
 * Arms the hard exit: after `ms`, exit code 1 even when the shutdown is stuck (a blocked write, a
 * database that never answers). The timer is deliberately not unref'd: it is what ends the process.
 */
export function armHardExit(ms: number, exit: (code: number) => void = (c) => process.exit(c)): NodeJS.Timeout {
  return setTimeout(() => exit(1), ms);
}
