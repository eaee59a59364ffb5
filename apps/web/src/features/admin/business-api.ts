import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessEndpoints } from '@wf/shared/contracts/business/endpoints';
import type { BusinessProfile, BusinessProfileBody } from '@wf/shared/contracts/business/business';
import { call } from '../../lib/call.ts';

/** The business profile (issue 13, item 17): query key, fetcher and the changes owning the cache. */
export const BUSINESS_KEY = ['business', 'profile'] as const;
export const businessQuery = { queryKey: BUSINESS_KEY, queryFn: () => call(businessEndpoints.profile) };

function useSetProfile() {
  const client = useQueryClient();
  return (p: BusinessProfile) => client.setQueryData(BUSINESS_KEY, p);
}

export function useSaveBusiness() {
  const set = useSetProfile();
  return useMutation({ mutationFn: (body: BusinessProfileBody) => call(businessEndpoints.update, { body }), onSuccess: set });
}

/** The image itself is the body; the server checks what it really is. */
export function useUploadLogo() {
  const set = useSetProfile();
  return useMutation({
    mutationFn: (file: Blob) =>
      call(businessEndpoints.uploadLogo, { body: file, headers: { 'content-type': 'application/octet-stream' } }),
    onSuccess: set,
  });
}

export function useRemoveLogo() {
  const set = useSetProfile();
  return useMutation({ mutationFn: () => call(businessEndpoints.removeLogo), onSuccess: set });
}
