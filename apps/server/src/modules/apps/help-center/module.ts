import { defineModule } from '../../module.ts';
import { helpCenterRoutes } from './help-center-routes.ts';
import { seedHelpCenter } from './help-center-seed.ts';

/**
 * The help center (issue #34, item 5). Its content is the product's own help, so it is written on
 * every installation when the app is ready (not only with the demo data), once: a category that
 * exists is left as the admins edited it.
 */
export const module = defineModule({
  name: 'help-center',
  routes: async (app) => {
    app.addHook('onReady', () => seedHelpCenter(app.db));
    await app.register(helpCenterRoutes);
  },
});
