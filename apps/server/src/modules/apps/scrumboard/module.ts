import { defineModule } from '../../module.ts';
import { scrumboardRoutes } from './scrumboard-routes.ts';
import { seedScrumboardDemo } from './scrumboard-seed.ts';

/** The scrumboard (template app apps/scrumboard): shared boards of office work. */
export const module = defineModule({
  name: 'scrumboard',
  routes: (app) => app.register(scrumboardRoutes),
  seed: { after: ['shell'], run: seedScrumboardDemo },
});
