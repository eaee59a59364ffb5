import { contactPages } from '@wf/shared/contracts/apps/contacts/pages';
import type { ContactSearch } from '../../search-provider.ts';
import { listContacts } from './contact-service.ts';

/**
 * The global search's contacts from the address book: the caller's own contacts whose name contains
 * the query and, for a role that may read clients, the clients' contact people; each opens its page.
 */
export const searchContacts: ContactSearch = async (db, user, query, limit) => {
  const found = await listContacts(db, user, query);
  return found.slice(0, limit).map((c) => ({
    id: c.id,
    name: c.name,
    avatar: c.avatar,
    email: c.emails[0]?.email ?? '',
    link: contactPages.record(c.id),
  }));
};
