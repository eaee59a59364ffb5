import { defineFeature } from '../../lib/feature.ts';
import { clientPages } from '@wf/shared/contracts/clients/pages';

/** Client pages, paths relative to the main layout. */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/clients/endpoints').then((m) => m.clientEndpoints),
  pages: [
    { path: clientPages.list.route, lazy: () => import('./client-list-page.tsx'), needs: (e) => [e.list] },
    {
      path: clientPages.create.route,
      lazy: () => import('./client-form-page.tsx'),
      needs: (e) => [e.create],
    },
    { path: clientPages.record.route, lazy: () => import('./client-detail-page.tsx'), needs: (e) => [e.get] },
    {
      path: clientPages.edit.route,
      lazy: () => import('./client-form-page.tsx'),
      needs: (e) => [e.get, e.update],
    },
  ],
});
