import { defineModule } from '../module.ts';
import { seedShellDemo } from './shell-seed.ts';
import { shellRoutes } from './shell-routes.ts';

/** The staff shell: navigation, messages, notifications, shortcuts, search, settings, quick chat. */
export const module = defineModule({
  name: 'shell',
  routes: (app) => app.register(shellRoutes),
  seed: { run: (d) => seedShellDemo(d.db) },
});
