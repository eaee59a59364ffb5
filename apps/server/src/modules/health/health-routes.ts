import type { FastifyInstance } from 'fastify';
import { healthEndpoints as e } from '@wf/shared/contracts/health/endpoints';
import { withTimeout } from '../../db/client.ts';
import { routes } from '../../http/route.ts';

/** A database that has not answered `select 1` by then counts as down: health answers promptly. */
export const HEALTH_PROBE_TIMEOUT_MS = 2_000;

/** Platform health: 200 'ok' when the database answers, 503 'degraded' (same shape) when it does not. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  routes(app, e, {
    health: async (_req, reply) => {
      const roundTripMs = await withTimeout(app.database.ping(), HEALTH_PROBE_TIMEOUT_MS).catch(() => null);
      const ok = roundTripMs !== null;
      const answer = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: { driver: app.database.driver, ok, roundTripMs },
        uptimeSeconds: Math.round(process.uptime()),
      };
      return ok ? answer : reply.status(503).send(answer);
    },
  });
}
