import { defineModule } from '../../module.ts';
import { contactRoutes } from './contact-routes.ts';
import { searchContacts } from './contact-search.ts';
import { seedContactsDemo } from './contact-seed.ts';

/** The template's contacts app (docs/product/template-apps.md#contacts): each staff user's address book. */
export const module = defineModule({
  name: 'contacts',
  routes: (app) => app.register(contactRoutes),
  seed: { after: ['clients'], run: (d) => seedContactsDemo(d.db) },
  // Global search's contacts group: the caller's own contacts and, for a role that reads clients, their people.
  search: { contacts: searchContacts },
});
