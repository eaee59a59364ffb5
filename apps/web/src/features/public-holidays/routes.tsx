import type { RouteObject } from 'react-router';
import { defineFeature } from '../../lib/feature.ts';

/** Public-holiday settings, paths relative to the main layout. */
const routes: RouteObject[] = [
  { path: 'settings/public-holidays-management/list', lazy: () => import('./holiday-list-page.tsx') },
];

export const feature = defineFeature({ routes });
