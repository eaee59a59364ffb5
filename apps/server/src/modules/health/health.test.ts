import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { HEALTH_PROBE_TIMEOUT_MS } from './health-routes.ts';

const ctx = useTestContext({ seedStaff: false });

describe(`health with a slow database (${dbLabel})`, () => {
  it('answers 503 degraded promptly when the database probe does not answer', async () => {
    const database = { ...ctx.database, ping: () => new Promise<number>(() => undefined) };
    const app = await buildApp({ config: ctx.config, database, webDist: null, logger: false });
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(performance.now() - t0).toBeLessThan(HEALTH_PROBE_TIMEOUT_MS + 1_000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { ok: false, roundTripMs: null } });
    await app.close();
  });
});
