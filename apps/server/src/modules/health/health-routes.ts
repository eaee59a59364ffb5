import type { FastifyInstance } from 'fastify';
import { healthEndpoints as e } from '@wf/shared/contracts/health/endpoints';
import { routes } from '../../http/route.ts';
import { DatabaseHealth } from './database-health.ts';

/** A database that has not answered `select 1` by then counts as down: health answers promptly. */
export const HEALTH_PROBE_TIMEOUT_MS = 2_000;
/** The background probe's period while health is being asked for, and the oldest result answered. */
export const HEALTH_PROBE_INTERVAL_MS = 1_000;
export const HEALTH_MAX_AGE_MS = 2_000;

/**
 * Platform health: 200 'ok' when the database answers, 503 'degraded' (same shape) when it does
 * not. The database state comes from a background probe (database-health.ts), so a busy database
 * never holds the answer up for longer than the probe's timeout.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const database = new DatabaseHealth(() => app.database.ping(), {
    timeoutMs: HEALTH_PROBE_TIMEOUT_MS,
    intervalMs: HEALTH_PROBE_INTERVAL_MS,
    maxAgeMs: HEALTH_MAX_AGE_MS,
  });
  app.addHook('onClose', async () => database.stop());
  routes(app, e, {
    health: async (_req, reply) => {
      const { ok, roundTripMs } = await database.state();
      const answer = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: { driver: app.database.driver, ok, roundTripMs },
        uptimeSeconds: Math.round(process.uptime()),
      };
      return ok ? answer : reply.status(503).send(answer);
    },
  });
}
