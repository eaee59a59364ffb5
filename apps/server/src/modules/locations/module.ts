import { defineModule } from '../module.ts';
import { locationRoutes } from './location-routes.ts';

export const module = defineModule({ name: 'locations', routes: (app) => app.register(locationRoutes) });
