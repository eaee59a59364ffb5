import { defineModule } from '../module.ts';
import { addressRoutes } from './address-routes.ts';

export const module = defineModule({ name: 'address', routes: (app) => app.register(addressRoutes) });
