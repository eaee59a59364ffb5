import { defineFeature } from '../../lib/feature.ts';

/** Project location pages, paths relative to the main layout. */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/locations/endpoints').then((m) => m.locationEndpoints),
  pages: [
    {
      path: 'project-location-management/list',
      lazy: () => import('./location-list-page.tsx'),
      needs: (e) => [e.list],
    },
    {
      path: 'project-location-management/list/create-location',
      lazy: () => import('./location-form-page.tsx'),
      needs: (e) => [e.create],
    },
    {
      path: 'project-location-management/list/:id',
      lazy: () => import('./location-form-page.tsx'),
      needs: (e) => [e.get],
    },
  ],
});
