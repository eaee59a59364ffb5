import { defineModule } from '../../module.ts';
import { iconRoutes } from './icon-routes.ts';

/** The template's icon sets (spec section 7, Icons) for the icons page. */
export const module = defineModule({ name: 'icons', routes: (app) => app.register(iconRoutes) });
