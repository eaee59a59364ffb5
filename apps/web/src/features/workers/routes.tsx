import { defineFeature } from '../../lib/feature.ts';
import { workerPages } from '@wf/shared/contracts/workers/pages';

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
    { path: workerPages.pending.route, lazy: listPage('PendingPage'), needs: (e) => [e.list] },
    { path: workerPages.active.route, lazy: listPage('ActivePage'), needs: (e) => [e.list] },
    { path: workerPages.dischargePending.route, lazy: listPage('DischargePendingPage'), needs: (e) => [e.list] },
    { path: workerPages.discharged.route, lazy: listPage('DischargedPage'), needs: (e) => [e.list] },
    {
      path: workerPages.dischargeHistory.route,
      lazy: () => import('./discharge-history-page.tsx'),
      needs: (e) => [e.history],
    },
    { path: workerPages.rejected.route, lazy: listPage('RejectedPage'), needs: (e) => [e.list] },
    { path: workerPages.record.route, lazy: () => import('./worker-page.tsx'), needs: (e) => [e.get] },
    { path: workerPages.employees.route, lazy: listPage('EmployeesPage'), needs: (e) => [e.list] },
    {
      path: workerPages.createEmployee.route,
      lazy: () => import('./create-employee-page.tsx'),
      needs: (e) => [e.create],
    },
    { path: workerPages.blacklist.route, lazy: listPage('BlacklistPage'), needs: (e) => [e.list] },
    {
      path: workerPages.financeList.route,
      lazy: () => import('./finance-part-timer-page.tsx'),
      needs: (e) => [e.finance],
    },
    {
      path: workerPages.financeRecord.route,
      lazy: () => import('./finance-worker-page.tsx'),
      needs: (e) => [e.financeGet],
    },
  ],
});
