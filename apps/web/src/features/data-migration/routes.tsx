import { defineFeature } from '../../lib/feature.ts';
import { dataMigrationPages } from '@wf/shared/contracts/data-migration/pages';

/** Data migration: the roster and timesheet import (issue #32), paths relative to the main layout. */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/data-migration/endpoints').then((m) => m.dataMigrationEndpoints),
  pages: [
    {
      path: dataMigrationPages.rosterMigration.route,
      lazy: () => import('./roster-migration-page.tsx'),
      needs: (e) => [e.list],
    },
  ],
});
