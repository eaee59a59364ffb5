import { defineFeature } from '../../../lib/feature.ts';

/** The icons page: browse and search the icon sets, copy a name. */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/apps/icons/endpoints').then((m) => m.iconEndpoints),
  pages: [{ path: 'apps/icons', lazy: () => import('./icons-page.tsx'), needs: (e) => [e.feather] }],
});
