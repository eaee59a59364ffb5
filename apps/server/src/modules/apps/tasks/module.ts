import { defineModule } from '../../module.ts';
import { taskRoutes } from './task-routes.ts';
import { taskSearch, tasksDue } from './task-search.ts';

/** The template's Tasks app (modules/apps/<app>: the home of the template apps); each staff user's own list. */
export const module = defineModule({
  name: 'tasks',
  routes: (app) => app.register(taskRoutes),
  search: { tasks: taskSearch },
  tasksDue,
});
