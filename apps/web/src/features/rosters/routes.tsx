import type { RouteObject } from 'react-router';
import { defineFeature } from '../../lib/feature.ts';

type Loaders = typeof import('./page-loaders.ts');
const page = (name: keyof Loaders) => () => import('./page-loaders.ts').then((m) => m[name]());

/** Roster pages, paths relative to the main layout (the worker's confirmation page is public: features/roster-confirm). */
const routes: RouteObject[] = [
  { path: 'roster-management/list', lazy: page('board') },
  { path: 'roster-management/list/create-roster', lazy: page('createRoster') },
  { path: 'roster-management/list/:id', lazy: page('roster') },
  { path: 'roster-management/list/:id/attendance', lazy: page('attendance') },
];

export const feature = defineFeature({ routes });
