import { defineFeature } from '../../lib/feature.ts';

type Loaders = typeof import('./page-loaders.ts');
const page = (name: keyof Loaders) => () => import('./page-loaders.ts').then((m) => m[name]());

/** Roster pages, paths relative to the main layout (the worker's confirmation page is public: features/roster-confirm). */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/rosters/endpoints').then((m) => m.rosterEndpoints),
  pages: [
    { path: 'roster-management/list', lazy: page('board'), needs: (e) => [e.board] },
    { path: 'roster-management/list/create-roster', lazy: page('createRoster'), needs: (e) => [e.create] },
    { path: 'roster-management/list/:id', lazy: page('roster'), needs: (e) => [e.get] },
    { path: 'roster-management/list/:id/attendance', lazy: page('attendance'), needs: (e) => [e.attendance] },
  ],
});
