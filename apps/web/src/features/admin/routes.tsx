import { defineFeature } from '../../lib/feature.ts';

/**
 * Admin management pages, paths relative to the main layout. Staff accounts, the audit log and
 * the dashboard are for admins (the API refuses other roles); the profile is for everyone.
 */
export const feature = defineFeature({
  endpoints: () =>
    Promise.all([
      import('@wf/shared/contracts/admin/endpoints'),
      import('@wf/shared/contracts/business/endpoints'),
    ]).then(([a, b]) => ({ ...a.adminEndpoints, business: b.businessEndpoints })),
  pages: [
    { path: 'admin-management/list', lazy: () => import('./staff-list-page.tsx'), needs: (e) => [e.listStaff] },
    {
      path: 'admin-management/list/create-management',
      lazy: () => import('./create-staff-page.tsx'),
      needs: (e) => [e.createStaff],
    },
    { path: 'admin-management/audit-log', lazy: () => import('./audit-log-page.tsx'), needs: (e) => [e.audit] },
    { path: 'admin-management/business', lazy: () => import('./business-page.tsx'), needs: (e) => [e.business.update] },
    {
      path: 'admin-management/admin-dashboard',
      lazy: () => import('./admin-dashboard-page.tsx'),
      needs: (e) => [e.dashboard],
    },
    { path: 'profile', lazy: () => import('./profile-page.tsx'), needs: () => [] },
  ],
});
