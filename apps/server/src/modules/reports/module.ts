import { defineModule } from '../module.ts';
import { reportRoutes } from './report-routes.ts';

export const module = defineModule({ name: 'reports', routes: (app) => app.register(reportRoutes) });
