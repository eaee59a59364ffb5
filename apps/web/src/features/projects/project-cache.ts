import { useQueryClient } from '@tanstack/react-query';
import type { Endpoint, EndpointOutput } from '@wf/shared/api/endpoint';
import type { ProjectDetail } from '@wf/shared/contracts/projects/projects';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { setEndpointData, useEndpointMutation } from '../../lib/use-endpoint.ts';

/**
 * A change of one project whose answer is the project as it is now (status, archive): the answer
 * replaces the cached record, then every project query is refreshed.
 */
export function useProjectChange<E extends Endpoint & { response: unknown }>(endpoint: E) {
  const client = useQueryClient();
  return useEndpointMutation(endpoint, {
    invalidates: [projectEndpoints],
    onSuccess: (next: EndpointOutput<E>) => {
      const p = next as ProjectDetail;
      setEndpointData(client, projectEndpoints.get, { params: { id: p.id } }, p);
    },
  });
}
