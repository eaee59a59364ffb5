import { defineFeature } from '../../lib/feature.ts';
import { certificatePages } from '@wf/shared/contracts/certificates/pages';

/** Certificate pages, paths relative to the main layout. The types are a tab of the list (?tab=types). */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/certificates/endpoints').then((m) => m.certificateEndpoints),
  pages: [
    { path: certificatePages.list.route, lazy: () => import('./certificate-list-page.tsx'), needs: (e) => [e.list] },
    {
      path: certificatePages.create.route,
      lazy: () => import('./certificate-form-page.tsx'),
      needs: (e) => [e.create],
    },
    {
      path: certificatePages.edit.route,
      lazy: () => import('./certificate-form-page.tsx'),
      needs: (e) => [e.get, e.update],
    },
  ],
});
