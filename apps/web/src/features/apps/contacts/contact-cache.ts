import { useQueryClient } from '@tanstack/react-query';
import type { EndpointOutput } from '@wf/shared/api/endpoint';
import type { Contact } from '@wf/shared/contracts/apps/contacts/contacts';
import { contactEndpoints as e } from '@wf/shared/contracts/apps/contacts/endpoints';
import { setEndpointData, useEndpoint, useEndpointMutation } from '../../../lib/use-endpoint.ts';

/** What every contacts change makes stale: the lists, the records and the tags (not the countries). */
export const CONTACT_READS = [e.all, e.search, e.get, e.tags];

/**
 * A change whose answer is the contact as it is now (create, update, avatar): the answer replaces
 * the cached record, and the contacts are refreshed behind it.
 */
export function useContactChange<E extends typeof e.create | typeof e.update | typeof e.avatar>(endpoint: E) {
  const client = useQueryClient();
  return useEndpointMutation(endpoint, {
    invalidates: CONTACT_READS,
    awaitRefetch: false,
    onSuccess: (answer: EndpointOutput<E>) => {
      const c = answer as Contact;
      setEndpointData(client, e.get, { query: { id: c.id } }, c);
    },
  });
}

/** The countries of the phone rows (they do not change while the app runs). */
export const useCountries = () => useEndpoint(e.countries, undefined, { staleTime: Infinity });
