import { defineModule } from '../module.ts';
import { authRoutes } from './auth-routes.ts';
import { pruneRateLimits } from './rate-limit.ts';

export const module = defineModule({
  name: 'auth',
  routes: (app) => app.register(authRoutes),
  jobs: (app) => [
    {
      name: 'rate-limit pruning',
      run: () => pruneRateLimits(app.db, app.rateLimits),
      report: (r: { removed: number }) => r.removed > 0,
      intervalMs: 3_600_000,
    },
  ],
});
