import { mailboxAttachments } from '../../../db/schema/index.ts';
import { defineModule } from '../../module.ts';
import { mailboxRoutes } from './mailbox-routes.ts';
import { seedMailboxDemo } from './mailbox-seed.ts';

/** The mailbox app (modules/apps/<app>: the home of the template apps): internal mail between staff. */
export const module = defineModule({
  name: 'mailbox',
  routes: (app) => app.register(mailboxRoutes),
  seed: { after: ['shell'], run: (d) => seedMailboxDemo(d.db) },
  storageKeys: [mailboxAttachments.storageKey],
});
