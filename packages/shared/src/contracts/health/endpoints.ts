import { z } from 'zod';
import { endpoint } from '../../api/endpoint.ts';

/** The health answer: 200 when the database answers, 503 (same shape, 'degraded') when not. */
export const healthReply = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.boolean(), roundTripMs: z.number().nullable() }),
  uptimeSeconds: z.number(),
});
export type HealthReply = z.infer<typeof healthReply>;

/** Platform health (public, for load balancers and monitoring). */
export const healthEndpoints = {
  health: endpoint({ method: 'GET', path: '/api/health', access: 'public', tags: ['platform'], response: healthReply }),
};
