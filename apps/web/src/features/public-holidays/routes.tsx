import { defineFeature } from '../../lib/feature.ts';

/** Public-holiday settings, paths relative to the main layout. */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/public-holidays/endpoints').then((m) => m.publicHolidayEndpoints),
  pages: [
    {
      path: 'settings/public-holidays-management/list',
      lazy: () => import('./holiday-list-page.tsx'),
      needs: (e) => [e.list],
    },
  ],
});
