import { defineModule } from '../module.ts';
import { holidayRoutes } from './holiday-routes.ts';
import { seedPublicHolidays } from './holiday-seed.ts';

export const module = defineModule({
  name: 'public-holidays',
  routes: (app) => app.register(holidayRoutes),
  seed: { after: [], run: async (d) => void (await seedPublicHolidays(d.db)) },
});
