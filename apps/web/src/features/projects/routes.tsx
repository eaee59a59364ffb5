import type { RouteObject } from 'react-router';
import { defineFeature } from '../../lib/feature.ts';

/**
 * Project pages, paths relative to the main layout. `/project-management` (the root redirect
 * target) shows the list too: it is the first screen after sign-in.
 */
const routes: RouteObject[] = [
  { path: 'project-management', lazy: () => import('./project-list-page.tsx') },
  { path: 'project-management/list', lazy: () => import('./project-list-page.tsx') },
  { path: 'project-management/list/create-project', lazy: () => import('./project-form-page.tsx') },
  { path: 'project-management/list/:id', lazy: () => import('./project-detail-page.tsx') },
  { path: 'project-management/list/:id/edit', lazy: () => import('./project-form-page.tsx') },
];

export const feature = defineFeature({ routes });
