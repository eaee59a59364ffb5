import { defineModule } from '../module.ts';
import { rosterRoutes } from './roster-routes.ts';

export const module = defineModule({ name: 'rosters', routes: (app) => app.register(rosterRoutes) });
