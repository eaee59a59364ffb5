import { defineFeature } from '../../lib/feature.ts';
import { projectPages } from '@wf/shared/contracts/projects/pages';

/**
 * Project pages, paths relative to the main layout. `projectPages.home` (the root redirect
 * target) shows the list too: it is the first screen after sign-in.
 */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/projects/endpoints').then((m) => m.projectEndpoints),
  pages: [
    { path: projectPages.home.route, lazy: () => import('./project-list-page.tsx'), needs: (e) => [e.list] },
    { path: projectPages.list.route, lazy: () => import('./project-list-page.tsx'), needs: (e) => [e.list] },
    {
      path: projectPages.create.route,
      lazy: () => import('./project-form-page.tsx'),
      needs: (e) => [e.create],
    },
    { path: projectPages.record.route, lazy: () => import('./project-detail-page.tsx'), needs: (e) => [e.get] },
    {
      path: projectPages.edit.route,
      lazy: () => import('./project-form-page.tsx'),
      needs: (e) => [e.get, e.update],
    },
  ],
});
