import { defineModule } from '../../module.ts';
import { seedChatDemo } from './chat-seed.ts';
import { chatRoutes } from './chat-routes.ts';

/** The template's chat app (modules/apps/<app>: the home of the template apps). */
export const module = defineModule({
  name: 'chat',
  routes: (app) => app.register(chatRoutes),
  seed: { after: ['shell'], run: (d) => seedChatDemo(d.db) },
});
