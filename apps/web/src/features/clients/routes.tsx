import { defineFeature } from '../../lib/feature.ts';

/** Client pages, paths relative to the main layout. */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/clients/endpoints').then((m) => m.clientEndpoints),
  pages: [
    { path: 'client-management/list', lazy: () => import('./client-list-page.tsx'), needs: (e) => [e.list] },
    {
      path: 'client-management/list/create-client',
      lazy: () => import('./client-form-page.tsx'),
      needs: (e) => [e.create],
    },
    { path: 'client-management/list/:id', lazy: () => import('./client-detail-page.tsx'), needs: (e) => [e.get] },
    {
      path: 'client-management/list/:id/edit',
      lazy: () => import('./client-form-page.tsx'),
      needs: (e) => [e.get, e.update],
    },
  ],
});
