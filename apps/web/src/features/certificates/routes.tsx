import type { RouteObject } from 'react-router';
import { defineFeature } from '../../lib/feature.ts';

/** Certificate pages, paths relative to the main layout. The types are a tab of the list (?tab=types). */
const routes: RouteObject[] = [
  { path: 'certificate-management/list', lazy: () => import('./certificate-list-page.tsx') },
  { path: 'certificate-management/list/create-certificate', lazy: () => import('./certificate-form-page.tsx') },
  { path: 'certificate-management/list/:id/edit', lazy: () => import('./certificate-form-page.tsx') },
];

export const feature = defineFeature({ routes });
