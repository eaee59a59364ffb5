import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Endpoint } from '@wf/shared/api/endpoint';
import type { Role } from '@wf/shared/roles';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { businessEndpoints } from '@wf/shared/contracts/business/endpoints';
import { call, can } from './call.ts';
import { useEndpoint } from './use-endpoint.ts';

/**
 * The signed-in user's cache entry (GET /api/common/user), which the shell loads, the role reads and
 * the profile's changes write. It keeps the key `['user']` rather than the endpoint's key
 * (decision 040) while pages and tests outside the converted features still read it by that key.
 */
export const userQuery = queryOptions({ queryKey: ['user'], queryFn: () => call(commonEndpoints.user) });

/** The signed-in user's role (the shell has usually loaded the user already). */
export function useRole(): Role | null {
  const { data } = useQuery({ ...userQuery, staleTime: 60_000 });
  return data?.role ?? null;
}

/** `can(endpoint)` for the signed-in user: show an action only when the server would allow it. */
export function useCan(): (endpoint: Pick<Endpoint, 'access'>) => boolean {
  const role = useRole();
  return (endpoint) => can(endpoint, role);
}

/**
 * Whether the office keeps duties apart: one person may not approve both stages of a record (the
 * business profile's singleApproverOffice is off; decision 018). Where it does, an action the server
 * would refuse with DUTIES_APART is shown disabled with its reason (issue 29, item 7). False until
 * known: the server decides either way.
 */
export function useDutiesApart(): boolean {
  // The same cache entry as the admin's business page: a change there shows here.
  const { data } = useEndpoint(businessEndpoints.profile, undefined, { staleTime: 60_000 });
  return data?.singleApproverOffice === false;
}
