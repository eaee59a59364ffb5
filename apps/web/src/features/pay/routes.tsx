import { defineFeature } from '../../lib/feature.ts';
import { adjustmentPages } from '@wf/shared/contracts/pay/pages';

/** Pay: the two adjustment review pages, paths relative to the main layout. */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/pay/endpoints').then((m) => m.adjustmentEndpoints),
  pages: [
    {
      path: adjustmentPages.hr.route,
      lazy: () => import('./hr-adjustments-page.tsx'),
      needs: (e) => [e.list],
    },
    {
      path: adjustmentPages.finance.route,
      lazy: () => import('./finance-adjustments-page.tsx'),
      needs: (e) => [e.list],
    },
  ],
});
