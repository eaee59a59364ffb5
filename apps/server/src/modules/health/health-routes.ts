import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthReply = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.boolean(), roundTripMs: z.number().nullable() }),
  uptimeSeconds: z.number(),
});

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    { schema: { tags: ['platform'], response: { 200: healthReply, 503: healthReply } } },
    async (_req, reply) => {
      const roundTripMs = await app.database.ping().catch(() => null);
      const ok = roundTripMs !== null;
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { driver: app.database.driver, ok, roundTripMs },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
}
