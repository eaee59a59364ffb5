import { defineModule } from '../module.ts';
import { payRoutes } from './pay-routes.ts';

export const module = defineModule({ name: 'pay', routes: (app) => app.register(payRoutes) });
