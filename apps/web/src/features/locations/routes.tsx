import type { RouteObject } from 'react-router';
import { defineFeature } from '../../lib/feature.ts';

/** Project location pages, paths relative to the main layout. */
const routes: RouteObject[] = [
  { path: 'project-location-management/list', lazy: () => import('./location-list-page.tsx') },
  { path: 'project-location-management/list/create-location', lazy: () => import('./location-form-page.tsx') },
  { path: 'project-location-management/list/:id', lazy: () => import('./location-form-page.tsx') },
];

export const feature = defineFeature({ routes });
