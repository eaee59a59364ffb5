import type { RouteObject } from 'react-router';
import { defineFeature } from '../../lib/feature.ts';

/** Pay: the two adjustment review pages, paths relative to the main layout. */
const routes: RouteObject[] = [
  { path: 'employee-management/hr-shift-payment-adjustment', lazy: () => import('./hr-adjustments-page.tsx') },
  { path: 'finance-management/finance-shift-payment-adjustment', lazy: () => import('./finance-adjustments-page.tsx') },
];

export const feature = defineFeature({ routes });
