import type { RouteObject } from 'react-router';
import { defineFeature } from '../../lib/feature.ts';

/** Roster pages, paths relative to the main layout (the worker's confirmation page is public: features/roster-confirm). */
const routes: RouteObject[] = [
  { path: 'roster-management/list', lazy: () => import('./roster-board-page.tsx') },
  { path: 'roster-management/list/create-roster', lazy: () => import('./create-roster-page.tsx') },
  { path: 'roster-management/list/:id', lazy: () => import('./roster-page.tsx') },
  { path: 'roster-management/list/:id/attendance', lazy: () => import('./attendance-page.tsx') },
];

export const feature = defineFeature({ routes });
