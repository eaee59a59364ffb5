import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseHealth } from './database-health.ts';

const opts = { timeoutMs: 200, intervalMs: 50, maxAgeMs: 150 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fake database: `mode` decides how the next `select 1` answers. */
function fakeDatabase() {
  const db = {
    mode: 'up' as 'up' | 'down' | 'stuck',
    pings: 0,
    ping: (): Promise<number> => {
      db.pings++;
      if (db.mode === 'down') return Promise.reject(new Error('connection refused'));
      if (db.mode === 'stuck') return new Promise<number>(() => undefined);
      return Promise.resolve(1.5);
    },
  };
  return db;
}

let health: DatabaseHealth | undefined;
afterEach(() => health?.stop());

describe('the database state for /api/health (probed in the background, cached)', () => {
  it('answers from the cache while the probe is fresh: requests do not each query the database', async () => {
    const db = fakeDatabase();
    health = new DatabaseHealth(db.ping, opts);
    expect(await health.state()).toEqual({ ok: true, roundTripMs: 1.5 });
    for (let i = 0; i < 20; i++) expect(await health.state()).toEqual({ ok: true, roundTripMs: 1.5 });
    expect(db.pings).toBe(1);
  });

  it('a blocked database delays no answer beyond the timeout, and reports it down', async () => {
    const db = fakeDatabase();
    health = new DatabaseHealth(db.ping, opts);
    await health.state();
    db.mode = 'stuck';
    await sleep(opts.maxAgeMs + opts.intervalMs); // the background probe is now stuck behind the database
    const t0 = performance.now();
    const first = await health.state();
    expect(performance.now() - t0).toBeLessThan(opts.timeoutMs + 50);
    expect(first).toEqual({ ok: false, roundTripMs: null });
    // While it stays blocked, further requests answer at once (no probe is queued behind the stuck one).
    const pings = db.pings;
    const t1 = performance.now();
    expect(await health.state()).toEqual({ ok: false, roundTripMs: null });
    expect(performance.now() - t1).toBeLessThan(20);
    expect(db.pings).toBe(pings);
  });

  it('a database that is down is reported down, and up again when it is back', async () => {
    const db = fakeDatabase();
    health = new DatabaseHealth(db.ping, opts);
    expect((await health.state()).ok).toBe(true);
    db.mode = 'down';
    await sleep(opts.intervalMs * 3);
    expect(await health.state()).toEqual({ ok: false, roundTripMs: null });
    db.mode = 'up';
    await sleep(opts.intervalMs * 3);
    expect(await health.state()).toEqual({ ok: true, roundTripMs: 1.5 });
  });

  it('never answers a result older than maxAgeMs: without the background probe, the caller waits for a new one', async () => {
    const db = fakeDatabase();
    health = new DatabaseHealth(db.ping, opts);
    expect((await health.state()).ok).toBe(true);
    health.stop(); // the background probe no longer refreshes the cache
    db.mode = 'down';
    await sleep(opts.maxAgeMs + 20);
    expect(await health.state()).toEqual({ ok: false, roundTripMs: null });
  });

  it('a probe that answers later than the timeout counts as down', async () => {
    health = new DatabaseHealth(() => sleep(10).then(() => opts.timeoutMs + 1), opts);
    expect(await health.state()).toEqual({ ok: false, roundTripMs: null });
  });
});
