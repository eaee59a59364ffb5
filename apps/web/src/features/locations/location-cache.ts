import { useQueryClient } from '@tanstack/react-query';
import type { LocationBody, LocationDetail } from '@wf/shared/contracts/locations/locations';
import { locationEndpoints as e } from '@wf/shared/contracts/locations/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { setEndpointData, useEndpointMutation } from '../../lib/use-endpoint.ts';

/** What a location change makes stale: the locations, and the projects (their location counts). */
const STALE = [e, projectEndpoints];

/** Archive or unarchive: the answer is the record as it is now. */
export function useLocationChange(endpoint: typeof e.archive | typeof e.unarchive) {
  const client = useQueryClient();
  return useEndpointMutation(endpoint, {
    invalidates: STALE,
    onSuccess: (l) => setEndpointData(client, e.get, { params: { id: l.id } }, l),
  });
}

/** Create (no id) or update; the lists reload, the record is stored as answered. */
export function useSaveLocation(id: string | undefined) {
  const client = useQueryClient();
  const store = (l: LocationDetail) => setEndpointData(client, e.get, { params: { id: l.id } }, l);
  const create = useEndpointMutation(e.create, { invalidates: STALE });
  const update = useEndpointMutation(e.update, { invalidates: STALE, onSuccess: store });
  return {
    isPending: create.isPending || update.isPending,
    mutate(body: LocationBody, on: { onSuccess(l: LocationDetail): void; onError(err: unknown): void }) {
      (id ? update.mutateAsync({ params: { id }, body }) : create.mutateAsync({ body })).then(on.onSuccess, on.onError);
    },
  };
}
