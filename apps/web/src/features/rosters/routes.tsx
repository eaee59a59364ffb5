import { defineFeature } from '../../lib/feature.ts';
import { rosterPages } from '@wf/shared/contracts/rosters/pages';

type Loaders = typeof import('./page-loaders.ts');
const page = (name: keyof Loaders) => () => import('./page-loaders.ts').then((m) => m[name]());

/** Roster pages, paths relative to the main layout (the worker's confirmation page is public: features/roster-confirm). */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/rosters/endpoints').then((m) => m.rosterEndpoints),
  pages: [
    { path: rosterPages.list.route, lazy: page('board'), needs: (e) => [e.board] },
    { path: rosterPages.create.route, lazy: page('createRoster'), needs: (e) => [e.create] },
    { path: rosterPages.record.route, lazy: page('roster'), needs: (e) => [e.get] },
    { path: rosterPages.attendance.route, lazy: page('attendance'), needs: (e) => [e.attendance] },
  ],
});
