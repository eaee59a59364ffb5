import { defineModule } from '../module.ts';
import { payRunRoutes } from './pay-runs-routes.ts';
import { documentRoutes } from './documents/documents-routes.ts';
import { payrollFileRoutes } from './documents/payroll-files-routes.ts';
import { seedDemoPayRuns } from './demo-pay-runs.ts';

export const module = defineModule({
  name: 'pay-runs',
  routes: async (app) => {
    await app.register(payRunRoutes);
    await app.register(documentRoutes);
    await app.register(payrollFileRoutes);
  },
  seed: { after: ['pay'], run: async (d) => void (await seedDemoPayRuns(d.db)) },
});
