import type { RouteObject } from 'react-router';
import { defineFeature } from '../../lib/feature.ts';

/** Pay runs (issue #16): hr's and finance's lists and a run's page under each, paths relative to the main layout. */
const routes: RouteObject[] = [
  { path: 'employee-management/hr-payment-report-list', lazy: () => import('./hr-runs-page.tsx') },
  { path: 'employee-management/hr-payment-report-list/:id', lazy: () => import('./run-page.tsx').then((m) => ({ Component: m.HrRunPage })) },
  { path: 'finance-management/finance-report-list', lazy: () => import('./finance-runs-page.tsx') },
  { path: 'finance-management/finance-report-list/:id', lazy: () => import('./run-page.tsx').then((m) => ({ Component: m.FinanceRunPage })) },
];

export const feature = defineFeature({ routes });
