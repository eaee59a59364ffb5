import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffBody, UpdateStaffBody } from '@wf/shared/contracts/admin/admin';
import type { CurrentUser } from '@wf/shared/contracts/common/user';
import type { Role } from '@wf/shared/roles';
import { setToken } from '../../lib/token.ts';
import { adminApi, adminKeys, profileApi } from './admin-api.ts';

/**
 * The admin section's changes: each hook owns its cache work (staff changes refresh every admin
 * query; profile changes write the signed-in user's cache entry), so pages only compose.
 */

/** The same cache entry the shell reads the signed-in user from. */
export const USER_KEY = ['user'];

function useRefreshAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.all });
}

export function useUpdateStaff() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (v: { id: string; body: UpdateStaffBody }) => adminApi.updateStaff(v.id, v.body),
    onSuccess: refresh,
  });
}

export function useActivateStaff() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (v: { id: string; role: Role }) => adminApi.activate(v.id, v.role),
    onSuccess: refresh,
  });
}

/** A password reset link, or a fresh invitation for an account without a password. */
export function useSendStaffReset() {
  const refresh = useRefreshAdmin();
  return useMutation({ mutationFn: (id: string) => adminApi.sendReset(id), onSuccess: refresh });
}

export function useCreateStaff() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (body: CreateStaffBody) => adminApi.createStaff(body),
    onSuccess: () => void refresh(),
  });
}

/** The signed-in user's profile changes; each answer is the user as saved. */
function useSetUser() {
  const client = useQueryClient();
  return (u: CurrentUser) => client.setQueryData(USER_KEY, u);
}

export function useRenameProfile() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: profileApi.rename, onSuccess: setUser });
}

export function useUploadAvatar() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: profileApi.uploadAvatar, onSuccess: setUser });
}

export function useRemoveAvatar() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: profileApi.removeAvatar, onSuccess: setUser });
}

/** This session continues with the fresh token; every other session is signed out. */
export function useChangePassword() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: (v: { current: string; next: string }) => profileApi.changePassword(v.current, v.next),
    onSuccess: (reply) => {
      setToken(reply.accessToken);
      setUser(reply.user);
    },
  });
}
