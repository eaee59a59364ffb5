import { defineModule } from '../module.ts';
import { userRoutes } from './user-routes.ts';

export const module = defineModule({ name: 'users', routes: (app) => app.register(userRoutes) });
