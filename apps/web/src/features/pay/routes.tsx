import { defineFeature } from '../../lib/feature.ts';

/** Pay: the two adjustment review pages, paths relative to the main layout. */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/pay/endpoints').then((m) => m.adjustmentEndpoints),
  pages: [
    {
      path: 'employee-management/hr-shift-payment-adjustment',
      lazy: () => import('./hr-adjustments-page.tsx'),
      needs: (e) => [e.list],
    },
    {
      path: 'finance-management/finance-shift-payment-adjustment',
      lazy: () => import('./finance-adjustments-page.tsx'),
      needs: (e) => [e.list],
    },
  ],
});
