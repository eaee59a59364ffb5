import { useQuery } from '@tanstack/react-query';
import type { Endpoint } from '@wf/shared/api/endpoint';
import type { Role } from '@wf/shared/roles';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { call, can } from './call.ts';

/** The signed-in user's role (the shell has usually loaded the user already). */
export function useRole(): Role | null {
  const { data } = useQuery({
    queryKey: ['user'],
    queryFn: () => call(commonEndpoints.user),
    staleTime: 60_000,
  });
  return data?.role ?? null;
}

/** `can(endpoint)` for the signed-in user: show an action only when the server would allow it. */
export function useCan(): (endpoint: Pick<Endpoint, 'access'>) => boolean {
  const role = useRole();
  return (endpoint) => can(endpoint, role);
}
