import { defineModule } from '../module.ts';
import { importRoutes } from './import-routes.ts';

/** Data migration: the roster and timesheet import (issue #32). */
export const module = defineModule({
  name: 'data-migration',
  routes: (app) => app.register(importRoutes),
});
