import { defineFeature } from '../../lib/feature.ts';
import { publicHolidayPages } from '@wf/shared/contracts/public-holidays/pages';

/** Public-holiday settings, paths relative to the main layout. */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/public-holidays/endpoints').then((m) => m.publicHolidayEndpoints),
  pages: [
    {
      path: publicHolidayPages.list.route,
      lazy: () => import('./holiday-list-page.tsx'),
      needs: (e) => [e.list],
    },
  ],
});
