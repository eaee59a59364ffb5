import { useQueryClient } from '@tanstack/react-query';
import { certificateEndpoints as e } from '@wf/shared/contracts/certificates/endpoints';
import { invalidateEndpoints, useEndpointMutation } from '../../lib/use-endpoint.ts';

/**
 * Every change to certificates or their types refreshes the feature's queries (lists, counts, types),
 * an upload even when it is refused (the row's file state is read again).
 */
export function useUploadCertificateFile() {
  const client = useQueryClient();
  return useEndpointMutation(e.uploadFile, { onSettled: () => invalidateEndpoints(client, [e]) });
}
