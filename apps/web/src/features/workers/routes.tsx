import { defineFeature } from '../../lib/feature.ts';

type ListPages = typeof import('./list-pages.tsx');
/** One of the list pages (they share one module): its component. */
const listPage = (name: keyof ListPages) => () => import('./list-pages.tsx').then((m) => ({ Component: m[name] }));

/**
 * Part-timer, employee and finance part-timer pages (paths relative to the main layout).
 * The server decides who may see what: hr and admin act, manager reads, finance sees only the
 * finance part-timer list and, from it, a worker's masked details and pay.
 */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/workers/endpoints').then((m) => m.workerEndpoints),
  pages: [
    { path: 'part-timer-management/pending', lazy: listPage('PendingPage'), needs: (e) => [e.list] },
    { path: 'part-timer-management/list', lazy: listPage('ActivePage'), needs: (e) => [e.list] },
    { path: 'part-timer-management/discharge-pending', lazy: listPage('DischargePendingPage'), needs: (e) => [e.list] },
    { path: 'part-timer-management/discharge-list', lazy: listPage('DischargedPage'), needs: (e) => [e.list] },
    {
      path: 'part-timer-management/discharge-history',
      lazy: () => import('./discharge-history-page.tsx'),
      needs: (e) => [e.history],
    },
    { path: 'part-timer-management/rejected', lazy: listPage('RejectedPage'), needs: (e) => [e.list] },
    { path: 'part-timer-management/worker/:id', lazy: () => import('./worker-page.tsx'), needs: (e) => [e.get] },
    { path: 'employee-management/list', lazy: listPage('EmployeesPage'), needs: (e) => [e.list] },
    {
      path: 'employee-management/list/create-employee',
      lazy: () => import('./create-employee-page.tsx'),
      needs: (e) => [e.create],
    },
    { path: 'employee-management/blacklist', lazy: listPage('BlacklistPage'), needs: (e) => [e.list] },
    {
      path: 'finance-management/part-timer-list',
      lazy: () => import('./finance-part-timer-page.tsx'),
      needs: (e) => [e.finance],
    },
    {
      path: 'finance-management/part-timer-list/:id',
      lazy: () => import('./finance-worker-page.tsx'),
      needs: (e) => [e.financeGet],
    },
  ],
});
