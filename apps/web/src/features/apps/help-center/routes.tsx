import { defineFeature } from '../../../lib/feature.ts';

/** The help center (issue #34, item 5). */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/apps/help-center/endpoints').then((m) => m.helpCenterEndpoints),
  pages: [
    { path: 'apps/help-center', lazy: () => import('./help-center-page.tsx'), needs: (e) => [e.faqs, e.guides] },
    {
      path: 'apps/help-center/edit',
      lazy: () => import('./help-edit-page.tsx'),
      needs: (e) => [e.createGuide, e.updateGuide, e.createFaq, e.updateFaq],
    },
    { path: 'apps/help-center/guides/:category', lazy: () => import('./category-page.tsx'), needs: (e) => [e.guides] },
    {
      path: 'apps/help-center/guides/:category/:guide',
      lazy: () => import('./guide-page.tsx'),
      needs: (e) => [e.guide],
    },
  ],
});
