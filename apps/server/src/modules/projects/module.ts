import { defineModule } from '../module.ts';
import { projectRoutes } from './project-routes.ts';

export const module = defineModule({ name: 'projects', routes: (app) => app.register(projectRoutes) });
