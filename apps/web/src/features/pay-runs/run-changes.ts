import { useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@wf/shared/api/endpoint';
import { payRunDocumentEndpoints, payRunEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { payrollFileEndpoints } from '@wf/shared/contracts/payroll-files/endpoints';
import { invalidateEndpoints, useEndpointMutation } from '../../lib/use-endpoint.ts';

/** Every run view: the lists, a run, its lines, diff and staleness, payslips, the bank file's check, payment settings, IR8A. */
export const RUN_VIEWS = [payRunEndpoints, payRunDocumentEndpoints, payrollFileEndpoints];

/**
 * A run change refreshes every run view, also when refused (the run moved on: the page shows where it
 * is now). `refetch: 'none'` only marks them stale: a deleted draft is not fetched again while its page
 * closes; the list refetches when it opens.
 */
export function useRunChange<E extends Endpoint>(endpoint: E, refetch: 'active' | 'none' = 'active') {
  const client = useQueryClient();
  return useEndpointMutation(endpoint, {
    onSettled: () => invalidateEndpoints(client, RUN_VIEWS, { refetchType: refetch }),
  });
}
