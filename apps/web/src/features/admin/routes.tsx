import { defineFeature } from '../../lib/feature.ts';
import { businessPages } from '@wf/shared/contracts/business/pages';
import { staffPages } from '@wf/shared/contracts/admin/pages';

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
    { path: staffPages.list.route, lazy: () => import('./staff-list-page.tsx'), needs: (e) => [e.listStaff] },
    {
      path: staffPages.create.route,
      lazy: () => import('./create-staff-page.tsx'),
      needs: (e) => [e.createStaff],
    },
    { path: staffPages.auditLog.route, lazy: () => import('./audit-log-page.tsx'), needs: (e) => [e.audit] },
    { path: businessPages.settings.route, lazy: () => import('./business-page.tsx'), needs: (e) => [e.business.update] },
    {
      path: staffPages.dashboard.route,
      lazy: () => import('./admin-dashboard-page.tsx'),
      needs: (e) => [e.dashboard],
    },
    { path: 'profile', lazy: () => import('./profile-page.tsx'), needs: () => [] },
  ],
});
