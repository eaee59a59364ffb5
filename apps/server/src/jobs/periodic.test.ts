import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic.ts';

const logger = () => ({ info: vi.fn(), error: vi.fn() });

describe('startPeriodicJob', () => {
  afterEach(() => vi.useRealTimers());

  it('runs after the first delay and then every interval, logs reported results and failures, stops', async () => {
    vi.useFakeTimers();
    const log = logger();
    let n = 0;
    const run = vi.fn(async () => {
      n += 1;
      if (n === 2) throw new Error('boom');
      return { removed: n === 1 ? 0 : n };
    });
    const stop = startPeriodicJob(log, { name: 'prune', run, report: (r) => r.removed > 0, intervalMs: 1000, firstRunMs: 50 });
    await vi.advanceTimersByTimeAsync(49);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(log.info).not.toHaveBeenCalled(); // nothing to report
    await vi.advanceTimersByTimeAsync(1000);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'prune failed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(log.info).toHaveBeenCalledWith({ removed: 3 }, 'prune done');
    await stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('does not start a run while the previous one is still going', async () => {
    vi.useFakeTimers();
    let release!: () => void;
    const run = vi.fn(() => new Promise<object>((r) => (release = () => r({}))));
    const stop = startPeriodicJob(logger(), { name: 'slow', run, intervalMs: 100, firstRunMs: 0 });
    await vi.advanceTimersByTimeAsync(350);
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    // Stopping waits for the run in progress (graceful shutdown closes the database after it).
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(stopped).toBe(false);
    expect(run).toHaveBeenCalledTimes(2); // and starts no further run
    release();
    await stopping;
    expect(stopped).toBe(true);
  });
});
