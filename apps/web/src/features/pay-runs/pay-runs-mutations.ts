import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeneratePayRunBody } from '@wf/shared/contracts/pay-runs/pay-runs';
import { payRunKeys, payRunsApi } from './pay-runs-api.ts';

/** Every run change, or refusal (the run moved on), refreshes every run view (lists, the run, its lines and diff, payslips). */
function useInvalidate(refetch: 'active' | 'none' = 'active') {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: payRunKeys.all, refetchType: refetch });
}

export function useGenerateRun() {
  const onSettled = useInvalidate();
  return useMutation({ mutationFn: (body: GeneratePayRunBody) => payRunsApi.generate(body), onSettled });
}

/** The state changes of one run, each with the version the page shows. */
export function useRunActions(run: { id: string; version: number }) {
  const onSettled = useInvalidate();
  // A deleted draft is not fetched again while its page closes; the list refetches when it opens.
  const afterRemove = useInvalidate('none');
  const { id, version } = run;
  return {
    regenerate: useMutation({ mutationFn: () => payRunsApi.regenerate(id, version), onSettled }),
    confirm: useMutation({ mutationFn: () => payRunsApi.confirm(id, version), onSettled }),
    approve: useMutation({ mutationFn: (lateReason?: string) => payRunsApi.approve(id, version, lateReason), onSettled }),
    pay: useMutation({
      mutationFn: (body: { paymentDate: string; reference: string; lateReason?: string }) => payRunsApi.pay(id, { ...body, version }),
      onSettled,
    }),
    sendBack: useMutation({ mutationFn: (reason: string) => payRunsApi.sendBack(id, version, reason), onSettled }),
    remove: useMutation({ mutationFn: () => payRunsApi.remove(id), onSettled: afterRemove }),
  };
}
