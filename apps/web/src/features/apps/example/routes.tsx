import { defineFeature } from '../../../lib/feature.ts';

/** /example (the spec's template link): the app explained to a new staff user; every signed-in staff role. */
export const feature = defineFeature({
  endpoints: () => Promise.resolve({}),
  pages: [{ path: 'example', lazy: () => import('./example-page.tsx'), needs: () => [] }],
});
