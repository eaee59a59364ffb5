import { withTimeout } from '../../db/client.ts';

export type DatabaseState = { ok: boolean; roundTripMs: number | null };

export type DatabaseHealthOptions = {
  /** A probe that has not answered by then counts as down. */
  timeoutMs: number;
  /** How often the probe runs in the background once health has been asked for. */
  intervalMs: number;
  /** A probe result older than this is not answered from the cache: the caller waits for a new probe. */
  maxAgeMs: number;
};

/**
 * The database state for /api/health, probed in the background (`select 1`, one probe at a time)
 * and cached, instead of one query per request: health must not wait behind the database's queue
 * (PGlite runs every query on one thread, one transaction at a time; during a burst of large
 * registrations a `select 1` per health request waited seconds). Still honest:
 * - a probe that failed, or answered later than timeoutMs, reports the database down;
 * - a probe still running after timeoutMs reports it down at once (no new probe is queued behind
 *   a stuck one until it settles, or 5 timeouts pass);
 * - a result older than maxAgeMs is never answered: the caller waits for a fresh probe, at most timeoutMs.
 */
export class DatabaseHealth {
  private last: (DatabaseState & { at: number }) | null = null;
  private running: { startedAt: number; done: Promise<void> } | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ping: () => Promise<number>,
    private readonly opts: DatabaseHealthOptions,
  ) {}

  /** The current state: from the cache when fresh, else from a probe (answers within timeoutMs). */
  async state(): Promise<DatabaseState> {
    this.startTimer();
    const now = performance.now();
    if (this.running && now - this.running.startedAt >= this.opts.timeoutMs) return { ok: false, roundTripMs: null };
    if (this.last && now - this.last.at <= this.opts.maxAgeMs) return { ok: this.last.ok, roundTripMs: this.last.roundTripMs };
    const probe = this.probe();
    const waited = this.opts.timeoutMs - (performance.now() - (this.running?.startedAt ?? now));
    await withTimeout(probe, Math.max(0, waited)).catch(() => undefined);
    if (this.last && this.last.at >= now) return { ok: this.last.ok, roundTripMs: this.last.roundTripMs };
    return { ok: false, roundTripMs: null };
  }

  /** Stops the background probe (the app closes). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private startTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.probe(), this.opts.intervalMs);
    this.timer.unref();
  }

  /** Starts a probe unless one is running (a stuck one is given up after 5 timeouts). */
  private probe(): Promise<void> {
    const now = performance.now();
    if (this.running && now - this.running.startedAt < 5 * this.opts.timeoutMs) return this.running.done;
    const startedAt = now;
    const record = (state: DatabaseState) => {
      if (!this.last || this.last.at <= startedAt) this.last = { ...state, at: performance.now() };
      if (this.running?.startedAt === startedAt) this.running = null;
    };
    const done = this.ping().then(
      (roundTripMs) =>
        record(roundTripMs <= this.opts.timeoutMs ? { ok: true, roundTripMs } : { ok: false, roundTripMs: null }),
      () => record({ ok: false, roundTripMs: null }),
    );
    this.running = { startedAt, done };
    return done;
  }
}
