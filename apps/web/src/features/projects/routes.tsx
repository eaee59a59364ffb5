import { defineFeature } from '../../lib/feature.ts';

/**
 * Project pages, paths relative to the main layout. `/project-management` (the root redirect
 * target) shows the list too: it is the first screen after sign-in.
 */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/projects/endpoints').then((m) => m.projectEndpoints),
  pages: [
    { path: 'project-management', lazy: () => import('./project-list-page.tsx'), needs: (e) => [e.list] },
    { path: 'project-management/list', lazy: () => import('./project-list-page.tsx'), needs: (e) => [e.list] },
    {
      path: 'project-management/list/create-project',
      lazy: () => import('./project-form-page.tsx'),
      needs: (e) => [e.create],
    },
    { path: 'project-management/list/:id', lazy: () => import('./project-detail-page.tsx'), needs: (e) => [e.get] },
    {
      path: 'project-management/list/:id/edit',
      lazy: () => import('./project-form-page.tsx'),
      needs: (e) => [e.get, e.update],
    },
  ],
});
