import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTimeout } from '../../db/client.ts';

const healthReply = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.boolean(), roundTripMs: z.number().nullable() }),
  uptimeSeconds: z.number(),
});

/** A database that has not answered `select 1` by then counts as down: health answers promptly. */
export const HEALTH_PROBE_TIMEOUT_MS = 2_000;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { tags: ['platform'], response: { 200: healthReply, 503: healthReply } } },
      async (_req, reply) => {
        const roundTripMs = await withTimeout(app.database.ping(), HEALTH_PROBE_TIMEOUT_MS).catch(() => null);
        const ok = roundTripMs !== null;
        return reply.status(ok ? 200 : 503).send({
          status: ok ? 'ok' : 'degraded',
          database: { driver: app.database.driver, ok, roundTripMs },
          uptimeSeconds: Math.round(process.uptime()),
        });
      },
    );
}
