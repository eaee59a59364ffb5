import { defineFeature } from '../../lib/feature.ts';
import { locationPages } from '@wf/shared/contracts/locations/pages';

/** Project location pages, paths relative to the main layout. */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/locations/endpoints').then((m) => m.locationEndpoints),
  pages: [
    {
      path: locationPages.list.route,
      lazy: () => import('./location-list-page.tsx'),
      needs: (e) => [e.list],
    },
    {
      path: locationPages.create.route,
      lazy: () => import('./location-form-page.tsx'),
      needs: (e) => [e.create],
    },
    {
      path: locationPages.record.route,
      lazy: () => import('./location-form-page.tsx'),
      needs: (e) => [e.get],
    },
  ],
});
