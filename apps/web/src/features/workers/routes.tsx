import { defineFeature } from '../../lib/feature.ts';

const lists = () => import('./list-pages.tsx');

/**
 * Part-timer, employee and finance part-timer pages (paths relative to the main layout).
 * The server decides who may see what: hr and admin act, manager reads, finance sees only the
 * finance part-timer list.
 */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/workers/endpoints').then((m) => m.workerEndpoints),
  pages: [
    {
      path: 'part-timer-management/pending',
      lazy: () => lists().then((m) => ({ Component: m.PendingPage })),
      needs: (e) => [e.list],
    },
    {
      path: 'part-timer-management/list',
      lazy: () => lists().then((m) => ({ Component: m.ActivePage })),
      needs: (e) => [e.list],
    },
    {
      path: 'part-timer-management/discharge-pending',
      lazy: () => lists().then((m) => ({ Component: m.DischargePendingPage })),
      needs: (e) => [e.list],
    },
    {
      path: 'part-timer-management/discharge-list',
      lazy: () => lists().then((m) => ({ Component: m.DischargedPage })),
      needs: (e) => [e.list],
    },
    {
      path: 'part-timer-management/discharge-history',
      lazy: () => import('./discharge-history-page.tsx'),
      needs: (e) => [e.history],
    },
    {
      path: 'part-timer-management/rejected',
      lazy: () => lists().then((m) => ({ Component: m.RejectedPage })),
      needs: (e) => [e.list],
    },
    { path: 'part-timer-management/worker/:id', lazy: () => import('./worker-page.tsx'), needs: (e) => [e.get] },
    {
      path: 'employee-management/list',
      lazy: () => lists().then((m) => ({ Component: m.EmployeesPage })),
      needs: (e) => [e.list],
    },
    {
      path: 'employee-management/list/create-employee',
      lazy: () => import('./create-employee-page.tsx'),
      needs: (e) => [e.create],
    },
    {
      path: 'employee-management/blacklist',
      lazy: () => lists().then((m) => ({ Component: m.BlacklistPage })),
      needs: (e) => [e.list],
    },
    {
      path: 'finance-management/part-timer-list',
      lazy: () => import('./finance-part-timer-page.tsx'),
      needs: (e) => [e.finance],
    },
  ],
});
