import { defineModule } from '../module.ts';
import { payRoutes } from './pay-routes.ts';
import { seedDemoPay } from './demo-pay.ts';

export const module = defineModule({
  name: 'pay',
  routes: (app) => app.register(payRoutes),
  seed: { after: ['rosters', 'public-holidays'], run: async (d) => void (await seedDemoPay(d.db)) },
});
