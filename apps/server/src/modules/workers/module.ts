import { defineModule } from '../module.ts';
import { seedDemoWorkers } from './demo-workers.ts';
import { workerRoutes } from './worker-routes.ts';

export const module = defineModule({
  name: 'workers',
  routes: (app) => app.register(workerRoutes),
  seed: { after: ['shell'], run: async (d) => void (await d.db.transaction((tx) => seedDemoWorkers(tx))) },
});
