import { defineModule } from '../../module.ts';
import { iconRoutes } from './icon-routes.ts';

/** The template's icon sets (docs/product/template-apps.md#icons) for the icons page. */
export const module = defineModule({ name: 'icons', routes: (app) => app.register(iconRoutes) });
