import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustmentBody, AdjustmentStage, ReviewBody } from '@wf/shared/contracts/pay/adjustments';
import type { PaySettingsBody } from '@wf/shared/contracts/pay/pay';
import { payApi, payKeys } from './pay-api.ts';

/** Every adjustment change refreshes the adjustment lists (both review pages and the worker's Pay tab). */
function useInvalidate(key: readonly unknown[] = payKeys.all) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: key });
}

export function useCreateAdjustment() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (body: AdjustmentBody) => payApi.createAdjustment(body), onSuccess });
}

export function useReviewAdjustment(stage: AdjustmentStage) {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (v: { id: string; body: ReviewBody }) => payApi.review(stage, v.id, v.body), onSuccess });
}

/** Approves every selected adjustment, or none (the server refuses the lot on the first problem). */
export function useBulkApprove(stage: AdjustmentStage) {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (ids: string[]) => payApi.bulkApprove(stage, ids), onSuccess });
}

/** Saving the rules recomputes open pay: every pay view is refreshed. */
export function useUpdatePaySettings() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (body: PaySettingsBody) => payApi.updateSettings(body), onSuccess });
}
