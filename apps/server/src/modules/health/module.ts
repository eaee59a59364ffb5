import { defineModule } from '../module.ts';
import { healthRoutes } from './health-routes.ts';

export const module = defineModule({ name: 'health', routes: (app) => app.register(healthRoutes) });
