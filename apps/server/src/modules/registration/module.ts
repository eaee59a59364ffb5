import { defineModule } from '../module.ts';
import { seedDemoRegistrations } from './demo-registrations.ts';
import { registrationRoutes } from './registration-routes.ts';

export const module = defineModule({
  name: 'registration',
  routes: (app) => app.register(registrationRoutes),
  seed: { after: ['workers', 'business'], run: async (d) => void (await seedDemoRegistrations(d.db)) },
});
