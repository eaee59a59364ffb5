import { defineFeature } from '../../lib/feature.ts';

/** Certificate pages, paths relative to the main layout. The types are a tab of the list (?tab=types). */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/certificates/endpoints').then((m) => m.certificateEndpoints),
  pages: [
    { path: 'certificate-management/list', lazy: () => import('./certificate-list-page.tsx'), needs: (e) => [e.list] },
    {
      path: 'certificate-management/list/create-certificate',
      lazy: () => import('./certificate-form-page.tsx'),
      needs: (e) => [e.create],
    },
    {
      path: 'certificate-management/list/:id/edit',
      lazy: () => import('./certificate-form-page.tsx'),
      needs: (e) => [e.get, e.update],
    },
  ],
});
