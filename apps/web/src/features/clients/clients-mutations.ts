import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientBody, ClientDetail, DoNotSendBody } from '@wf/shared/contracts/clients/clients';
import { clientKeys, clientsApi } from './clients-api.ts';

/**
 * The client mutations; each owns its cache work: the answer (the client as it is now) replaces
 * the detail in the cache, and every client query is refreshed.
 */
function useClientCache() {
  const qc = useQueryClient();
  return (next?: ClientDetail) => {
    if (next) qc.setQueryData(clientKeys.detail(next.id), next);
    return qc.invalidateQueries({ queryKey: clientKeys.all });
  };
}

/** Creates a client (no id) or updates one. */
export function useSaveClient(id: string | undefined) {
  const refresh = useClientCache();
  return useMutation({
    mutationFn: (body: ClientBody) => (id ? clientsApi.update(id, body) : clientsApi.create(body)),
    onSuccess: () => void refresh(),
  });
}

export function useArchiveClient(id: string) {
  const refresh = useClientCache();
  return useMutation({
    mutationFn: (archived: boolean) => clientsApi.archive(id, archived),
    onSuccess: (next) => refresh(next),
  });
}

export function useDeleteClient(id: string) {
  const refresh = useClientCache();
  return useMutation({ mutationFn: () => clientsApi.remove(id), onSuccess: () => refresh() });
}

export function useAddDoNotSend(id: string) {
  const refresh = useClientCache();
  return useMutation({
    mutationFn: (body: DoNotSendBody) => clientsApi.addDoNotSend(id, body),
    onSuccess: (next) => refresh(next),
  });
}

export function useRemoveDoNotSend(id: string) {
  const refresh = useClientCache();
  return useMutation({
    mutationFn: (entryId: string) => clientsApi.removeDoNotSend(id, entryId),
    onSuccess: (next) => refresh(next),
  });
}
