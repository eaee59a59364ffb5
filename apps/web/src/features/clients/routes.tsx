import type { RouteObject } from 'react-router';
import { defineFeature } from '../../lib/feature.ts';

/** Client pages, paths relative to the main layout. */
const routes: RouteObject[] = [
  { path: 'client-management/list', lazy: () => import('./client-list-page.tsx') },
  { path: 'client-management/list/create-client', lazy: () => import('./client-form-page.tsx') },
  { path: 'client-management/list/:id', lazy: () => import('./client-detail-page.tsx') },
  { path: 'client-management/list/:id/edit', lazy: () => import('./client-form-page.tsx') },
];

export const feature = defineFeature({ routes });
