import { defineFeature } from '../../../lib/feature.ts';

/** The notes app's page (paths relative to the main layout). */
export const feature = defineFeature({
  endpoints: () => import('@wf/shared/contracts/apps/notes/endpoints').then((m) => m.notesEndpoints),
  pages: [{ path: 'apps/notes', lazy: () => import('./notes-page.tsx'), needs: (e) => [e.all, e.labels] }],
});
