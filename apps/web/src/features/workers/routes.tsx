import type { RouteObject } from 'react-router';
import { defineFeature } from '../../lib/feature.ts';

const lists = () => import('./list-pages.tsx');

/**
 * Part-timer, employee and finance part-timer pages (paths relative to the main layout).
 * The server decides who may see what: hr and admin act, manager reads, finance sees only the
 * finance part-timer list and, from it, a worker's masked details and pay.
 */
const routes: RouteObject[] = [
  { path: 'part-timer-management/pending', lazy: () => lists().then((m) => ({ Component: m.PendingPage })) },
  { path: 'part-timer-management/list', lazy: () => lists().then((m) => ({ Component: m.ActivePage })) },
  {
    path: 'part-timer-management/discharge-pending',
    lazy: () => lists().then((m) => ({ Component: m.DischargePendingPage })),
  },
  { path: 'part-timer-management/discharge-list', lazy: () => lists().then((m) => ({ Component: m.DischargedPage })) },
  { path: 'part-timer-management/discharge-history', lazy: () => import('./discharge-history-page.tsx') },
  { path: 'part-timer-management/rejected', lazy: () => lists().then((m) => ({ Component: m.RejectedPage })) },
  { path: 'part-timer-management/worker/:id', lazy: () => import('./worker-page.tsx') },
  { path: 'employee-management/list', lazy: () => lists().then((m) => ({ Component: m.EmployeesPage })) },
  { path: 'employee-management/list/create-employee', lazy: () => import('./create-employee-page.tsx') },
  { path: 'employee-management/blacklist', lazy: () => lists().then((m) => ({ Component: m.BlacklistPage })) },
  { path: 'finance-management/part-timer-list', lazy: () => import('./finance-part-timer-page.tsx') },
  { path: 'finance-management/part-timer-list/:id', lazy: () => import('./finance-worker-page.tsx') },
];

export const feature = defineFeature({ routes });
