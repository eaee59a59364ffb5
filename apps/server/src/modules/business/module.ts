import { businessProfile } from '../../db/schema/index.ts';
import { defineModule } from '../module.ts';
import { businessRoutes } from './business-routes.ts';
import { seedBusinessDemo } from './business-service.ts';

/** The business profile: name, UEN, address, contact and logo (contract, public registration). */
export const module = defineModule({
  name: 'business',
  routes: (app) => app.register(businessRoutes),
  seed: { run: (d) => seedBusinessDemo(d.db) },
  storageKeys: [businessProfile.logoStorageKey],
});
