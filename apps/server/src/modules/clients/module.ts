import { defineModule } from '../module.ts';
import { clientRoutes } from './client-routes.ts';
import { seedDemoClients } from './demo-clients.ts';

export const module = defineModule({
  name: 'clients',
  routes: (app) => app.register(clientRoutes),
  // Demo clients with their projects and locations; after the workers (do-not-send lists name them).
  seed: { after: ['workers', 'registration'], run: async (d) => void (await seedDemoClients(d.db)) },
});
