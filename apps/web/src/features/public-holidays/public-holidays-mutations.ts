import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HolidayBody, HolidayImportBody } from '@wf/shared/contracts/public-holidays/public-holidays';
import { holidayKeys, holidaysApi } from './public-holidays-api.ts';

/** Every change to the holidays refreshes every year's list (an edit may move a holiday to another year). */
function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: holidayKeys.all });
}

/** Creates a holiday, or updates it when `id` is given. */
export function useSaveHoliday() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (v: { id?: string; body: HolidayBody }) =>
      v.id ? holidaysApi.update(v.id, v.body) : holidaysApi.create(v.body),
    onSuccess,
  });
}

export function useDeleteHoliday() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: string) => holidaysApi.remove(id), onSuccess });
}

/** Reads a file into a preview; writes nothing. */
export function usePreviewImport() {
  return useMutation({ mutationFn: (file: File) => holidaysApi.preview(file) });
}

export function useApplyImport() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (body: HolidayImportBody) => holidaysApi.apply(body), onSuccess });
}
