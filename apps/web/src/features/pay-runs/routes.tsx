import { defineFeature } from '../../lib/feature.ts';
import { payRunPages } from '@wf/shared/contracts/pay-runs/pages';

/**
 * Pay runs (issue #16): hr's and finance's lists and a run's page under each, paths relative to the
 * main layout. hr's list is where runs are generated and confirmed; finance's where they are
 * approved and paid.
 */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/pay-runs/endpoints').then((m) => m.payRunEndpoints),
  pages: [
    {
      path: payRunPages.hrList.route,
      lazy: () => import('./hr-runs-page.tsx'),
      // hr and admin see the runs (and generate them); a manager the runs' shifts on their projects.
      needs: (e) => [e.byProject],
    },
    {
      path: payRunPages.hrRecord.route,
      lazy: () => import('./run-page.tsx').then((m) => ({ Component: m.HrRunPage })),
      needs: (e) => [e.get, e.confirm],
    },
    {
      path: payRunPages.financeList.route,
      lazy: () => import('./finance-runs-page.tsx'),
      needs: (e) => [e.list, e.approve],
    },
    {
      path: payRunPages.financeRecord.route,
      lazy: () => import('./run-page.tsx').then((m) => ({ Component: m.FinanceRunPage })),
      needs: (e) => [e.get, e.approve],
    },
  ],
});
