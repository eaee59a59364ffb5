import { defineModule } from '../module.ts';
import { reportRoutes } from './report-routes.ts';
import { statementRoutes } from './statement-routes.ts';
import { seedDemoStatement } from './demo-statements.ts';

export const module = defineModule({
  name: 'reports',
  routes: async (app) => {
    await app.register(reportRoutes);
    await app.register(statementRoutes);
  },
  seed: { after: ['pay-runs', 'business'], run: async (d) => void (await seedDemoStatement(d.db)) },
});
