import { defineFeature } from '../../lib/feature.ts';

/** Data migration: the roster and timesheet import (issue #32), paths relative to the main layout. */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/data-migration/endpoints').then((m) => m.dataMigrationEndpoints),
  pages: [
    {
      path: 'data-migration/roster-migration',
      lazy: () => import('./roster-migration-page.tsx'),
      needs: (e) => [e.list],
    },
  ],
});
