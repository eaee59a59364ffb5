import type { RouteObject } from 'react-router';
import { defineFeature } from '../../lib/feature.ts';

/**
 * Admin management pages, paths relative to the main layout. Staff accounts, the audit log and
 * the dashboard are for admins (the API refuses other roles); the profile is for everyone.
 */
const routes: RouteObject[] = [
  { path: 'admin-management/list', lazy: () => import('./staff-list-page.tsx') },
  { path: 'admin-management/list/create-management', lazy: () => import('./create-staff-page.tsx') },
  { path: 'admin-management/audit-log', lazy: () => import('./audit-log-page.tsx') },
  { path: 'admin-management/business', lazy: () => import('./business-page.tsx') },
  { path: 'admin-management/admin-dashboard', lazy: () => import('./admin-dashboard-page.tsx') },
  { path: 'profile', lazy: () => import('./profile-page.tsx') },
];

export const feature = defineFeature({ routes });
