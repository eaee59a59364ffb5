import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationBody } from '@wf/shared/contracts/locations/locations';
import { locationKeys, locationsApi } from './locations-api.ts';

/** Create or update; the lists (and the projects' location counts) reload, the record is stored as answered. */
export function useSaveLocation(id: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationBody) => (id ? locationsApi.update(id, body) : locationsApi.create(body)),
    onSuccess: (l) => {
      void qc.invalidateQueries({ queryKey: locationKeys.all });
      void qc.invalidateQueries({ queryKey: ['projects'] });
      if (id) qc.setQueryData(locationKeys.detail(id), l);
    },
  });
}

/** Archive (true) or unarchive (false). */
export function useArchiveLocation(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) => locationsApi.archive(id, archived),
    onSuccess: async (l) => {
      qc.setQueryData(locationKeys.detail(id), l);
      await qc.invalidateQueries({ queryKey: locationKeys.all });
    },
  });
}

/** Delete for good (the server refuses a location in use). */
export function useDeleteLocation(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => locationsApi.remove(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
