import { defineFeature } from '../../../lib/feature.ts';

/** /example (docs/product/template-apps.md#example-and-project-dashboard): the app explained to a new staff user; every signed-in staff role. */
export const feature = defineFeature({
  endpoints: () => Promise.resolve({}),
  pages: [{ path: 'example', lazy: () => import('./example-page.tsx'), needs: () => [] }],
});
