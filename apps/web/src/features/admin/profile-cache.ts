import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@wf/shared/contracts/common/user';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { setToken } from '../../lib/token.ts';
import { userQuery } from '../../lib/use-can.ts';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';

/**
 * The signed-in user's profile changes (name, picture, password): each answer is the user as saved,
 * stored in the cache entry the shell reads the user from.
 */
export function useSetUser() {
  const client = useQueryClient();
  return (u: CurrentUser) => client.setQueryData(userQuery.queryKey, u);
}

/** This session continues with the fresh token; every other session is signed out. */
export function useChangePassword() {
  const setUser = useSetUser();
  return useEndpointMutation(authEndpoints.changePassword, {
    onSuccess: (reply) => {
      setToken(reply.accessToken);
      setUser(reply.user);
    },
  });
}
