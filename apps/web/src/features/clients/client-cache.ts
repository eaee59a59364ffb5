import { useQueryClient } from '@tanstack/react-query';
import type { ClientDetail } from '@wf/shared/contracts/clients/clients';
import { clientEndpoints as e } from '@wf/shared/contracts/clients/endpoints';
import { setEndpointData, useEndpointMutation } from '../../lib/use-endpoint.ts';

/**
 * A change of one client whose answer is the client as it is now (archive, unarchive, a do-not-send
 * entry added or removed): the answer replaces the cached record, then every client query is refreshed.
 */
export function useClientChange(endpoint: typeof e.archive | typeof e.unarchive | typeof e.addDoNotSend | typeof e.removeDoNotSend) {
  const client = useQueryClient();
  return useEndpointMutation(endpoint, {
    invalidates: [e],
    onSuccess: (next: ClientDetail) => setEndpointData(client, e.get, { params: { id: next.id } }, next),
  });
}
